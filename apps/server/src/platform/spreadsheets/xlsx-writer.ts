import type { Writable } from 'node:stream';
import { escapeCell } from './escape.js';
import { encodeXml } from './xml.js';
import { ZipWriter } from './zip-writer.js';

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';

const CONTENT_TYPES = `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
<Default Extension="xml" ContentType="application/xml"/>
<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>
<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>
<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>
</Types>`;
const ROOT_RELS = `${XML}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK_RELS = `${XML}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL}/styles" Target="styles.xml"/></Relationships>`;
// Style 1 is the bold header row.
const STYLES = `${XML}<styleSheet xmlns="${MAIN}"><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border/></borders><cellStyleXfs count="1"><xf/></cellStyleXfs><cellXfs count="2"><xf/><xf fontId="1" applyFont="1"/></cellXfs></styleSheet>`;

const workbook = (sheetName: string) =>
  `${XML}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="${encodeXml(sheetName.slice(0, 31))}" sheetId="1" r:id="rId1"/></sheets></workbook>`;

/** Every cell of every file we write is escaped against formula injection, here in one place. */
function rowXml(number: number, cells: readonly string[], style = ''): string {
  let xml = `<row r="${number}">`;
  for (const value of cells) {
    xml += value === '' ? '<c/>' : `<c t="inlineStr"${style}><is><t xml:space="preserve">${encodeXml(escapeCell(value))}</t></is></c>`;
  }
  return `${xml}</row>`;
}

/**
 * Writes a one-sheet .xlsx to `out` while `batches` produce rows: text cells only (inline
 * strings, so no shared-string table has to be held), a bold header row.
 */
export async function writeXlsx(
  out: Writable,
  sheetName: string,
  header: readonly string[],
  batches: AsyncIterable<readonly (readonly string[])[]> | Iterable<readonly (readonly string[])[]>,
): Promise<number> {
  const zip = new ZipWriter(out);
  let count = 0;
  async function* sheet() {
    yield `${XML}<worksheet xmlns="${MAIN}"><sheetData>${rowXml(1, header, ' s="1"')}`;
    for await (const batch of batches) {
      let xml = '';
      for (const cells of batch) xml += rowXml(++count + 1, cells);
      yield xml;
    }
    yield '</sheetData></worksheet>';
  }
  await zip.add('[Content_Types].xml', [CONTENT_TYPES]);
  await zip.add('_rels/.rels', [ROOT_RELS]);
  await zip.add('xl/workbook.xml', [workbook(sheetName)]);
  await zip.add('xl/_rels/workbook.xml.rels', [WORKBOOK_RELS]);
  await zip.add('xl/styles.xml', [STYLES]);
  await zip.add('xl/worksheets/sheet1.xml', sheet());
  await zip.finish();
  return count;
}

/** The same into memory: small files (the template, short result files, tests). */
export async function xlsxBuffer(sheetName: string, header: readonly string[], rows: readonly (readonly string[])[]): Promise<Buffer> {
  const { PassThrough } = await import('node:stream');
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  await writeXlsx(out, sheetName, header, [rows]);
  return Buffer.concat(chunks);
}
