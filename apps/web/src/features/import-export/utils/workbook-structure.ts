/**
 * Reads enough of a file to tell whether it is built as a workbook, without reading the cells:
 * an .xlsx is a zip whose central directory (found from its end record) names
 * `[Content_Types].xml` and `xl/workbook.xml`; an .xls is an OLE2 compound file with a sound
 * header. A few hundred bytes of the head and the zip's directory are read, never the whole file.
 */
const ZIP_LOCAL = 0x04034b50;
const ZIP_CENTRAL = 0x02014b50;
const ZIP_END = 0x06054b50;
const ZIP_END_SIZE = 22;
/** The end record sits within the last 22 bytes plus a comment of at most 65,535. */
const ZIP_END_SEARCH = ZIP_END_SIZE + 0xffff;
/** A workbook's directory names a few dozen parts; a larger one is read up to this much. */
const DIRECTORY_MAX = 4 * 1024 * 1024;
const WORKBOOK_PARTS = ['[Content_Types].xml', 'xl/workbook.xml'];
const OLE2_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
/** The header sector and at least the first FAT and directory sectors. */
const OLE2_MIN_SIZE = 3 * 512;

async function bytesOf(file: Blob, start: number, end: number): Promise<DataView> {
  return new DataView(await file.slice(start, end).arrayBuffer());
}

function isZipWorkbook(directory: DataView, entries: number): boolean {
  const decoder = new TextDecoder();
  const names = new Set<string>();
  let at = 0;
  for (let index = 0; index < entries; index += 1) {
    if (at + 46 > directory.byteLength || directory.getUint32(at, true) !== ZIP_CENTRAL) return false;
    const nameLength = directory.getUint16(at + 28, true);
    const next = at + 46 + nameLength + directory.getUint16(at + 30, true) + directory.getUint16(at + 32, true);
    if (next > directory.byteLength) return false;
    names.add(decoder.decode(new Uint8Array(directory.buffer, directory.byteOffset + at + 46, nameLength)));
    at = next;
  }
  return WORKBOOK_PARTS.every((part) => names.has(part));
}

async function isXlsx(file: Blob): Promise<boolean> {
  if (file.size < ZIP_END_SIZE + 30) return false;
  const tailStart = Math.max(0, file.size - ZIP_END_SEARCH);
  const tail = await bytesOf(file, tailStart, file.size);
  for (let at = tail.byteLength - ZIP_END_SIZE; at >= 0; at -= 1) {
    if (tail.getUint32(at, true) !== ZIP_END) continue;
    const entries = tail.getUint16(at + 10, true);
    const size = tail.getUint32(at + 12, true);
    const offset = tail.getUint32(at + 16, true);
    const endAt = tailStart + at;
    if (entries === 0 || offset + size > endAt || size > DIRECTORY_MAX) return false;
    return isZipWorkbook(await bytesOf(file, offset, offset + size), entries);
  }
  return false;
}

async function isXls(file: Blob): Promise<boolean> {
  if (file.size < OLE2_MIN_SIZE) return false;
  const header = await bytesOf(file, 0, 512);
  const byteOrder = header.getUint16(28, true);
  const sectorShift = header.getUint16(30, true);
  return byteOrder === 0xfffe && (sectorShift === 9 || sectorShift === 12);
}

/** Whether the file is built as an .xlsx or an .xls (by its content, whatever its name). */
export async function hasWorkbookStructure(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  if (head.length >= 4 && new DataView(head.buffer).getUint32(0, true) === ZIP_LOCAL) return isXlsx(file);
  if (OLE2_SIGNATURE.every((byte, index) => head[index] === byte)) return isXls(file);
  return false;
}
