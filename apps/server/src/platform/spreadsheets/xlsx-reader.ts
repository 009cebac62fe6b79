import { StringDecoder } from 'node:string_decoder';
import { CorruptFileError, inflateEntry, readEntry, zipEntries, type ZipEntry } from './zip-reader.js';
import { attributes, decodeXml, textRuns } from './xml.js';
import type { SheetLimits, SheetRow } from './sheet.js';

const ROW = /<(?:\w+:)?row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/(?:\w+:)?row>)/g;
const CELL = /<(?:\w+:)?c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/(?:\w+:)?c>)/g;
/** No real row comes near this; a longer one is a malformed or hostile sheet. */
const MAX_ROW_CHARS = 16 * 1024 * 1024;
const ROW_END = /<\/(?:\w+:)?row>/g;
const VALUE = /<(?:\w+:)?v>([^<]*)<\/(?:\w+:)?v>/;

/** "AB12" -> 27 (zero-based column). */
function columnIndex(ref: string): number {
  let index = 0;
  for (const char of ref) {
    const code = char.charCodeAt(0);
    if (code < 65 || code > 90) break;
    index = index * 26 + (code - 64);
  }
  return index - 1;
}

interface Workbook {
  sheet: ZipEntry;
  sharedStrings: string[];
}

/** The first worksheet (workbook order, through its relationship) and the shared strings. */
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
  const strings = entry('xl/sharedStrings.xml');
  const sharedStrings: string[] = [];
  if (strings) {
    const xml = await readEntry(buf, strings, limits.maxXmlBytes);
    for (const match of xml.matchAll(/<(?:\w+:)?si>([\s\S]*?)<\/(?:\w+:)?si>|<(?:\w+:)?si\/>/g)) sharedStrings.push(match[1] ? textRuns(match[1]) : '');
  }
  return { sheet, sharedStrings };
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

/** Index just past the last closing row tag (any prefix), -1 when there is none yet. */
function afterLastRowEnd(text: string): number {
  for (let at = text.lastIndexOf('row>'); at >= 0; at = text.lastIndexOf('row>', at - 1)) {
    const open = text.lastIndexOf('</', at);
    if (open >= 0 && /^<\/(?:\w+:)?$/.test(text.slice(open, at))) return at + 4;
  }
  return -1;
}

/** The first sheet's rows, streamed from the inflater: memory stays flat whatever the row count. */
export async function* readXlsxRows(buf: Buffer, limits: SheetLimits): AsyncGenerator<SheetRow> {
  const { sheet, sharedStrings } = await openWorkbook(buf, limits);
  const decoder = new StringDecoder('utf8');
  let pending = '';
  let lastNumber = 0;
  const rowsIn = function* (text: string) {
    for (const match of text.matchAll(ROW)) {
      const row = parseRow(match[1]!, match[2], sharedStrings, lastNumber + 1);
      lastNumber = row.number;
      yield row;
    }
  };
  for await (const chunk of inflateEntry(buf, sheet, limits.maxXmlBytes)) {
    pending += decoder.write(chunk);
    const cut = afterLastRowEnd(pending);
    if (cut < 0) {
      if (pending.length > MAX_ROW_CHARS) throw new CorruptFileError('a row larger than any sheet row');
      continue;
    }
    yield* rowsIn(pending.slice(0, cut));
    pending = pending.slice(cut);
  }
  yield* rowsIn(pending + decoder.end());
}
