/**
 * Spreadsheet formula injection (DESIGN §4): a cell starting with = + - @, tab or CR is
 * prefixed with an apostrophe, so no spreadsheet program evaluates it as a formula.
 */
export function escapeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
