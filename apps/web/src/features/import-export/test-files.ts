/** Workbook-like files for the tests: the first bytes are what the checks look at. */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const ZIP_HEAD = [0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00];
const OLE2_HEAD = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

export function xlsxFile(name = 'shipments.xlsx', type = XLSX_TYPE): File {
  return new File([new Uint8Array([...ZIP_HEAD, 0, 0, 0, 0])], name, { type });
}

export function xlsFile(name = 'shipments.xls'): File {
  return new File([new Uint8Array([...OLE2_HEAD, 0, 0])], name, { type: 'application/vnd.ms-excel' });
}

/** An Excel name and type over bytes no spreadsheet starts with. */
export function brokenXlsxFile(): File {
  return new File(['this is not a workbook'], 'broken.xlsx', { type: XLSX_TYPE });
}
