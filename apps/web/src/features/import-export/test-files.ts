/** Workbook files for the tests, built as Excel lays them out: the checks read their structure. */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const ZIP_HEAD = [0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00];
const OLE2_HEAD = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

const XLSX_PARTS: Record<string, string> = {
  '[Content_Types].xml':
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
  '_rels/.rels': '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"/>',
  'xl/workbook.xml': '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheets/></workbook>',
};

/** A zip of stored (uncompressed) entries: local headers, the central directory and its end record. */
export function zipOf(parts: Record<string, string>): Uint8Array<ArrayBuffer> {
  const encoder = new TextEncoder();
  const locals: number[] = [];
  const central: number[] = [];
  const u16 = (value: number) => [value & 0xff, (value >> 8) & 0xff];
  const u32 = (value: number) => [...u16(value & 0xffff), ...u16(value >>> 16)];
  for (const [name, text] of Object.entries(parts)) {
    const nameBytes = [...encoder.encode(name)];
    const data = [...encoder.encode(text)];
    const offset = locals.length;
    locals.push(...u32(0x04034b50), ...u16(20), ...u16(0), ...u16(0), ...u32(0), ...u32(0), ...u32(data.length), ...u32(data.length), ...u16(nameBytes.length), ...u16(0), ...nameBytes, ...data);
    central.push(...u32(0x02014b50), ...u16(20), ...u16(20), ...u16(0), ...u16(0), ...u32(0), ...u32(0), ...u32(data.length), ...u32(data.length));
    central.push(...u16(nameBytes.length), ...u16(0), ...u16(0), ...u16(0), ...u16(0), ...u32(0), ...u32(offset), ...nameBytes);
  }
  const count = Object.keys(parts).length;
  const end = [...u32(0x06054b50), ...u16(0), ...u16(0), ...u16(count), ...u16(count), ...u32(central.length), ...u32(locals.length), ...u16(0)];
  return new Uint8Array([...locals, ...central, ...end]);
}

/** A small real .xlsx: a zip holding [Content_Types].xml and xl/workbook.xml. */
export function xlsxFile(name = 'shipments.xlsx', type = XLSX_TYPE, parts = XLSX_PARTS): File {
  return new File([zipOf(parts)], name, { type });
}

/** An .xls: the compound-file header (byte order FFFE, 512-byte sectors) and three sectors. */
export function xlsFile(name = 'shipments.xls'): File {
  const bytes = new Uint8Array(2048);
  bytes.set(OLE2_HEAD, 0);
  bytes.set([0x3e, 0x00, 0x03, 0x00, 0xfe, 0xff, 0x09, 0x00], 24);
  return new File([bytes], name, { type: 'application/vnd.ms-excel' });
}

/** 110 bytes that start as a zip and are nothing more: Excel's name and type over a broken file. */
export function corruptXlsxFile(): File {
  const bytes = new Uint8Array(110).fill(0x41);
  bytes.set(ZIP_HEAD, 0);
  return new File([bytes], 'corrupt.xlsx', { type: XLSX_TYPE });
}

/** An Excel name and type over bytes no spreadsheet starts with. */
export function brokenXlsxFile(): File {
  return new File(['this is not a workbook'], 'broken.xlsx', { type: XLSX_TYPE });
}
