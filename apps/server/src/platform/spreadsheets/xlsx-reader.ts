import { StringDecoder } from 'node:string_decoder';
import { CorruptFileError, inflateEntry, readEntry, zipEntries, type ZipEntry } from './zip-reader.js';
import { attributes, decodeXml, textRuns } from './xml.js';
import type { SheetLimits, SheetRow } from './sheet.js';

const ROW = /<(?:\w+:)?row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/(?:\w+:)?row>)/g;
const CELL = /<(?:\w+:)?c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/(?:\w+:)?c>)/g;
/** No real row or shared string comes near this (a cell holds at most 32,767 characters); a longer one is a malformed or hostile sheet. */
const MAX_ELEMENT_CHARS = 4 * 1024 * 1024;
const ROW_END = /<\/(?:\w+:)?row>/g;
const VALUE = /<(?:\w+:)?v>([^<]*)<\/(?:\w+:)?v>/;
/** A shared string: group 1 is a plain one's text (most are), group 2 one made of runs. */
const SHARED_STRING = /<(?:\w+:)?si>(?:<(?:\w+:)?t(?:\s[^>]*)?>([^<]*)<\/(?:\w+:)?t><\/(?:\w+:)?si>|([\s\S]*?)<\/(?:\w+:)?si>)|<(?:\w+:)?si\/>/g;

/** Excel's own bounds (XFD1048576): a reference past them is no sheet Excel could write. */
const MAX_COLUMNS = 16_384;
const MAX_ROW_NUMBER = 1_048_576;
/**
 * Shared strings held while the rows are read: far more than 100,000 rows of real shipments
 * use, far less than the hundreds of megabytes a small hostile file can declare.
 */
const MAX_SHARED_STRINGS = 1_000_000;
const MAX_SHARED_STRING_CHARS = 32 * 1024 * 1024;

/** "AB12" -> 27 (zero-based column); refuses a column past XFD before it sizes anything. */
function columnIndex(ref: string): number {
  let index = 0;
  for (const char of ref) {
    const code = char.charCodeAt(0);
    if (code < 65 || code > 90) break;
    index = index * 26 + (code - 64);
    if (index > MAX_COLUMNS) throw new CorruptFileError(`a cell beyond column XFD (${ref})`);
  }
  return index - 1;
}

interface Workbook {
  sheet: ZipEntry;
  strings: ZipEntry | undefined;
}

/** The parts of the first worksheet (workbook order, through its relationship) and the shared strings. */
async function openWorkbook(buf: Buffer, limits: SheetLimits): Promise<Workbook> {
  const entries = zipEntries(buf);
  const entry = (name: string) => entries.get(name);
  const workbook = entry('xl/workbook.xml');
  const rels = entry('xl/_rels/workbook.xml.rels');
  if (!workbook || !rels) throw new CorruptFileError('not a workbook');
  const first = /<(?:\w+:)?sheet\b([^>]*)>/.exec(await readEntry(buf, workbook, limits.maxXmlBytes));
  const relId = first ? [...attributes(first[1]!)].find(([name]) => name.endsWith(':id'))?.[1] : undefined;
  let target: string | undefined;
  for (const match of (await readEntry(buf, rels, limits.maxXmlBytes)).matchAll(/<(?:\w+:)?Relationship\b([^>]*)>/g)) {
    const attrs = attributes(match[1]!);
    if (attrs.get('Id') === relId) target = attrs.get('Target');
  }
  const sheetName = target ? (target.startsWith('/') ? target.slice(1) : `xl/${target}`) : 'xl/worksheets/sheet1.xml';
  const sheet = entry(sheetName);
  if (!sheet) throw new CorruptFileError('no worksheet');
  return { sheet, strings: entry('xl/sharedStrings.xml') };
}

/** Streamed like the rows: the part can be a third of the sheet, and read whole it tripled the peak. */
async function readSharedStrings(buf: Buffer, strings: ZipEntry | undefined, limits: SheetLimits): Promise<string[]> {
  const shared: string[] = [];
  if (!strings) return shared;
  let chars = 0;
  for await (const text of completeElements(buf, strings, limits, 'si')) {
    for (const match of text.matchAll(SHARED_STRING)) {
      const value = match[1] !== undefined ? decodeXml(match[1]) : match[2] ? textRuns(match[2]) : '';
      chars += value.length;
      if (shared.length >= MAX_SHARED_STRINGS || chars > MAX_SHARED_STRING_CHARS) throw new CorruptFileError('more shared strings than any import holds');
      shared.push(value);
    }
  }
  return shared;
}

function cellValue(attrs: string, inner: string | undefined, shared: string[]): string {
  if (!inner) return '';
  const type = /\bt="(\w+)"/.exec(attrs)?.[1];
  if (type === 'inlineStr') return textRuns(inner);
  const raw = VALUE.exec(inner)?.[1];
  if (raw === undefined) return '';
  if (type === 's') return shared[Number(raw)] ?? '';
  if (type === 'b') return raw === '1' ? 'TRUE' : 'FALSE';
  return decodeXml(raw);
}

function parseRow(attrs: string, inner: string | undefined, shared: string[], fallback: number): SheetRow {
  const number = Number(/\br="(\d+)"/.exec(attrs)?.[1] ?? fallback);
  if (number > MAX_ROW_NUMBER) throw new CorruptFileError(`a row beyond ${MAX_ROW_NUMBER}`);
  const cells: string[] = [];
  if (inner) {
    let next = 0;
    for (const match of inner.matchAll(CELL)) {
      const ref = /\br="([A-Z]+)\d*"/.exec(match[1]!)?.[1];
      const index = ref ? columnIndex(ref) : next;
      cells[index] = cellValue(match[1]!, match[2], shared).trim();
      next = index + 1;
    }
  }
  return { number, cells: Array.from(cells, (value) => value ?? '') };
}

/** Rows with content (a closing </row>), counted without parsing them: the cheap size check. */
export async function countXlsxRows(buf: Buffer, limits: SheetLimits): Promise<number> {
  const { sheet } = await openWorkbook(buf, limits);
  let count = 0;
  let carry = '';
  for await (const chunk of inflateEntry(buf, sheet, limits.maxXmlBytes)) {
    // Up to the last '>' every tag is whole; the rest waits for the next chunk.
    const text = carry + chunk.toString('latin1');
    const cut = text.lastIndexOf('>') + 1;
    count += text.slice(0, cut).match(ROW_END)?.length ?? 0;
    // Only a closing row tag matters here, and it is short: never carry more than its length.
    carry = text.slice(Math.max(cut, text.length - 16));
  }
  return count;
}

/**
 * Index of the last start tag of `name` (any prefix), -1 when there is none: everything before
 * it is whole elements, self-closing ones (`<row/>`, `<si/>`) included.
 */
function lastStart(text: string, name: string): number {
  for (let at = text.lastIndexOf(name); at > 0; at = text.lastIndexOf(name, at - 1)) {
    const open = text.lastIndexOf('<', at);
    if (open >= 0 && at - open <= 16 && /^<(?:\w+:)?$/.test(text.slice(open, at)) && /[\s/>]/.test(text[at + name.length] ?? '')) return open;
  }
  return -1;
}

/**
 * An XML part as the inflater produces it, cut before the last `name` element begun in each
 * chunk, so every text handed out holds whole elements and memory stays flat: at most one
 * element and one chunk are held, and an element longer than any sheet has is refused.
 */
async function* completeElements(buf: Buffer, entry: ZipEntry, limits: SheetLimits, name: string): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8');
  let pending = '';
  for await (const chunk of inflateEntry(buf, entry, limits.maxXmlBytes)) {
    pending += decoder.write(chunk);
    const cut = lastStart(pending, name);
    if (cut > 0) {
      yield pending.slice(0, cut);
      // Copied, so the chunk just handed out is not kept alive by a slice of it.
      pending = Buffer.from(pending.slice(cut), 'utf8').toString('utf8');
    }
    if (pending.length > MAX_ELEMENT_CHARS) throw new CorruptFileError(`a ${name} larger than any sheet holds`);
  }
  yield pending + decoder.end();
}

/** The first sheet's rows, streamed from the inflater: memory stays flat whatever the row count. */
export async function* readXlsxRows(buf: Buffer, limits: SheetLimits): AsyncGenerator<SheetRow> {
  const { sheet, strings } = await openWorkbook(buf, limits);
  const sharedStrings = await readSharedStrings(buf, strings, limits);
  let lastNumber = 0;
  for await (const text of completeElements(buf, sheet, limits, 'row')) {
    for (const match of text.matchAll(ROW)) {
      const row = parseRow(match[1]!, match[2], sharedStrings, lastNumber + 1);
      lastNumber = row.number;
      yield row;
    }
  }
}
