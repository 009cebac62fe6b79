import type { WorkSheet } from '@e965/xlsx';
import { CorruptFileError, FileTooLargeError } from './zip-reader.js';
import { countXlsxRows, readXlsxRows } from './xlsx-reader.js';

export { CorruptFileError, FileTooLargeError };
/** More rows than an import takes: refused before any row is stored. */
export class TooManyRowsError extends Error {}

/** One sheet row: its 1-based number in the sheet and its cells as text (trimmed, '' when blank). */
export interface SheetRow {
  number: number;
  cells: string[];
}

export interface SheetLimits {
  /** Rows with content, header included. */
  maxRows: number;
  /** Bytes any one XML part of an .xlsx may inflate to. */
  maxXmlBytes: number;
}

type Format = 'xlsx' | 'xls';

/** By content, not name: zip (Office Open XML) or compound file (BIFF .xls). */
function formatOf(buf: Buffer): Format {
  if (buf.length > 4 && buf.readUInt32LE(0) === 0x04034b50) return 'xlsx';
  if (buf.length > 8 && buf.readUInt32BE(0) === 0xd0cf11e0 && buf.readUInt32BE(4) === 0xa1b11ae1) return 'xls';
  throw new CorruptFileError('neither xlsx nor xls');
}

/**
 * .xls holds at most 65,536 rows, so the whole sheet is parsed at once (sheetRows bounds it).
 * SheetJS loads on the first .xls only: most files are .xlsx, and it weighs on every worker.
 */
async function xlsRows(buf: Buffer, limits: SheetLimits): Promise<SheetRow[]> {
  const XLSX = await import('@e965/xlsx');
  let sheet: WorkSheet | undefined;
  try {
    const book = XLSX.read(buf, { type: 'buffer', dense: true, sheetRows: limits.maxRows + 1, cellHTML: false, cellFormula: false, cellStyles: false });
    sheet = book.Sheets[book.SheetNames[0]!];
  } catch (error) {
    throw new CorruptFileError(String(error));
  }
  if (!sheet) throw new CorruptFileError('no worksheet');
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, blankrows: true, defval: '' });
  return rows.map((cells, i) => ({ number: i + 1, cells: cells.map((value) => (value === null || value === undefined ? '' : String(value).trim())) }));
}

/**
 * Opens a spreadsheet for reading: checks format, structure, sizes and row count first (before
 * the caller stores anything), then hands out the first sheet's rows.
 */
export async function openSheet(buf: Buffer, limits: SheetLimits): Promise<AsyncIterable<SheetRow>> {
  const format = formatOf(buf);
  if (format === 'xlsx') {
    if ((await countXlsxRows(buf, limits)) > limits.maxRows) throw new TooManyRowsError();
    return readXlsxRows(buf, limits);
  }
  const rows = await xlsRows(buf, limits);
  if (rows.filter((row) => row.cells.some(Boolean)).length > limits.maxRows) throw new TooManyRowsError();
  return (async function* () {
    yield* rows;
  })();
}
