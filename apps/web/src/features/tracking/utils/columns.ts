/** List columns, keyed by the field each shows (part 1 §3 "List columns map to"). */
export const COLUMNS = [
  { key: 'courier', label: 'Courier' },
  { key: 'service', label: 'Service' },
  { key: 'tracking_number', label: 'Tracking No.' },
  { key: 'origin', label: 'Origin' },
  { key: 'destination', label: 'Destination' },
  { key: 'last_status', label: 'Last Check Point' },
  { key: 'time', label: 'Last Check Time' },
  { key: 'assigned_to', label: 'Assigned To' },
  { key: 'date', label: 'Expected Date' },
  { key: 'transit_day', label: 'Days' },
  { key: 'status', label: 'Status' },
  { key: 'tag', label: 'Tags' },
] as const;

export type ColumnKey = (typeof COLUMNS)[number]['key'];
export type ColumnVisibility = Partial<Record<ColumnKey, boolean>>;

/**
 * The stored trackingColumn item: { [column]: visible }. Unknown keys are dropped; anything but
 * an object of booleans counts as nothing stored. Written out rather than with a schema: the
 * list reads it before its first draw, and zod would come with it.
 */
export function columnVisibilityOf(value: unknown): ColumnVisibility {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const entries = Object.entries(value);
  if (entries.some(([, visible]) => typeof visible !== 'boolean')) return {};
  const known: ColumnVisibility = {};
  for (const column of COLUMNS) {
    const visible = (value as Record<string, unknown>)[column.key];
    if (typeof visible === 'boolean') known[column.key] = visible;
  }
  return known;
}

/** The columns a user may choose from: sub-users never see Assigned To (part 1 §6). */
export function availableColumns(userType: 'user' | 'subuser') {
  return COLUMNS.filter((column) => userType === 'user' || column.key !== 'assigned_to');
}

/** Columns shown, in order: every available column not switched off. */
export function shownColumns(userType: 'user' | 'subuser', visibility: ColumnVisibility) {
  return availableColumns(userType).filter((column) => visibility[column.key] !== false);
}

/**
 * Which shown column gives way first when the list is narrower than its columns (a phone, a
 * 1280 px screen with every column on): the tracking number never does.
 */
const GIVES_WAY_FIRST: readonly ColumnKey[] = ['service', 'time', 'origin', 'assigned_to', 'date', 'transit_day', 'tag', 'last_status', 'destination', 'courier', 'status'];

/** The next column to set aside to fit, or null when only what never gives way is left. */
export function nextColumnToSetAside(shown: readonly { key: ColumnKey }[], setAside: readonly ColumnKey[]): ColumnKey | null {
  const keys = new Set(shown.map((column) => column.key));
  return GIVES_WAY_FIRST.find((key) => keys.has(key) && !setAside.includes(key)) ?? null;
}
