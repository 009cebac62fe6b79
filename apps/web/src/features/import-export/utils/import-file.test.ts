import { IMPORT_MESSAGES, UPLOAD_KINDS } from '@trailpost/contracts';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brokenXlsxFile, corruptXlsxFile, xlsFile, xlsxFile, XLSX_TYPE, zipOf } from '../test-files';
import { importFileProblem, isReadableWorkbook } from './import-file';

describe('import file rules (part 1 §5)', () => {
  it('accepts .xls and .xlsx workbooks', async () => {
    expect(await importFileProblem(xlsxFile())).toBeNull();
    expect(await importFileProblem(xlsFile())).toBeNull();
    expect(await importFileProblem(xlsxFile('SHIPMENTS.XLSX', ''))).toBeNull();
  });

  it('accepts an Excel type whatever the extension', async () => {
    expect(await importFileProblem(xlsxFile('export.bin', XLSX_TYPE))).toBeNull();
    expect(await importFileProblem(xlsxFile('export', 'application/vnd.ms-excel'))).toBeNull();
  });

  it('refuses other names and types with the format message', async () => {
    expect(await importFileProblem(new File(['a,b'], 'shipments.csv', { type: 'text/csv' }))).toBe(IMPORT_MESSAGES.invalidFormat);
    expect(await importFileProblem(new File(['%PDF'], 'shipments.pdf', { type: 'application/pdf' }))).toBe(IMPORT_MESSAGES.invalidFormat);
    expect(await importFileProblem(new File(['x'], 'xlsx', { type: '' }))).toBe(IMPORT_MESSAGES.invalidFormat);
  });

  it('refuses a file over the size limit', async () => {
    const big = xlsxFile();
    Object.defineProperty(big, 'size', { value: UPLOAD_KINDS.import.maxBytes + 1 });
    expect(await importFileProblem(big)).toBe(IMPORT_MESSAGES.tooLarge);
  });

  it('refuses an empty or unreadable file as corrupted', async () => {
    expect(await importFileProblem(brokenXlsxFile())).toBe(IMPORT_MESSAGES.corrupted);
    expect(await importFileProblem(new File([], 'empty.xlsx', { type: XLSX_TYPE }))).toBe(IMPORT_MESSAGES.corrupted);
    const unreadable = xlsxFile();
    unreadable.slice = () => {
      throw new Error('The file could not be read.');
    };
    expect(await importFileProblem(unreadable)).toBe(IMPORT_MESSAGES.corrupted);
  });

  it('reads what starts as an .xlsx (zip) or an .xls (compound file), as the server does', async () => {
    expect(await isReadableWorkbook(xlsxFile())).toBe(true);
    expect(await isReadableWorkbook(xlsFile())).toBe(true);
    expect(await isReadableWorkbook(new Blob(['<table><tr><td>1</td></tr></table>']))).toBe(false);
    expect(await isReadableWorkbook(new Blob([new Uint8Array([0x50, 0x4b])]))).toBe(false);
  });

  it('accepts the workbooks Excel and LibreOffice write', async () => {
    const fixture = (name: string) => new Blob([readFileSync(resolve(__dirname, '../../../../../server/src/modules/imports/fixtures', name))]);
    expect(await isReadableWorkbook(fixture('shipments.xlsx'))).toBe(true);
    expect(await isReadableWorkbook(fixture('shipments.xls'))).toBe(true);
  });

  it('reads the structure, not only the first bytes: a broken zip, a zip that is no workbook, a cut .xls', async () => {
    expect(await importFileProblem(corruptXlsxFile())).toBe(IMPORT_MESSAGES.corrupted);
    expect(await isReadableWorkbook(new Blob([zipOf({ 'word/document.xml': '<w:document/>', '[Content_Types].xml': '<Types/>' })]))).toBe(false);
    const whole = zipOf({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<workbook/>' });
    expect(await isReadableWorkbook(new Blob([whole]))).toBe(true);
    expect(await isReadableWorkbook(new Blob([whole.slice(0, whole.length - 30)]))).toBe(false);
    const xls = new Uint8Array(await xlsFile().arrayBuffer());
    expect(await isReadableWorkbook(new Blob([xls.slice(0, 600)]))).toBe(false);
    expect(await isReadableWorkbook(new Blob([xls.slice(0, 8), new Uint8Array(2040)]))).toBe(false);
  });
});
