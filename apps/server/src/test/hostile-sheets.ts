import { PassThrough } from 'node:stream';
import { ZipWriter } from '../platform/spreadsheets/zip-writer.js';

/**
 * The hostile-spreadsheet corpus: each file is built here, byte for byte the same every run,
 * from what a probe or an attacker sends. `outcome` is what reading it must come to.
 */
export interface HostileSheet {
  name: string;
  why: string;
  outcome: 'read' | 'corrupt' | 'too-large';
  build(): Promise<Buffer>;
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const WORKBOOK = `<?xml version="1.0"?><workbook xmlns="${MAIN}" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const RELS = `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Target="worksheets/sheet1.xml"/></Relationships>`;

type Part = Iterable<string> | AsyncIterable<string>;

async function workbook(sheet: Part, sharedStrings?: Part): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const zip = new ZipWriter(out);
  await zip.add('xl/workbook.xml', [WORKBOOK]);
  await zip.add('xl/_rels/workbook.xml.rels', [RELS]);
  if (sharedStrings) await zip.add('xl/sharedStrings.xml', sharedStrings);
  await zip.add('xl/worksheets/sheet1.xml', sheet);
  await zip.finish();
  return Buffer.concat(chunks);
}

const sheetOf = (rows: string) => [`<worksheet xmlns="${MAIN}"><sheetData>`, rows, '</sheetData></worksheet>'];

/** `count` copies of `unit`, handed out a megabyte or so at a time. */
function* repeated(unit: string, count: number, before = '', after = ''): Generator<string> {
  yield before;
  const perChunk = Math.max(1, Math.floor(1_048_576 / unit.length));
  for (let done = 0; done < count; done += perChunk) yield unit.repeat(Math.min(perChunk, count - done));
  yield after;
}

const header = '<row r="1"><c r="A1" t="inlineStr"><is><t>Tracking Number</t></is></c></row>';

export const HOSTILE_SHEETS: HostileSheet[] = [
  {
    name: 'far-cell',
    why: 'a 2 KB file naming cell LRJCUVB2: a reader that sizes a row by its last column allocates gigabytes',
    outcome: 'corrupt',
    build: () => workbook(sheetOf(`${header}<row r="2"><c r="LRJCUVB2" t="inlineStr"><is><t>x</t></is></c></row>`)),
  },
  {
    name: 'far-row',
    why: 'a row numbered past 1,048,576',
    outcome: 'corrupt',
    build: () => workbook(sheetOf(`${header}<row r="99999999"><c r="A99999999"><v>1</v></c></row>`)),
  },
  {
    name: 'shared-string-flood',
    why: '13.6 million empty shared strings in under a megabyte',
    outcome: 'corrupt',
    build: () => workbook(sheetOf(header), repeated('<si/>', 13_600_000, `<sst xmlns="${MAIN}">`, '</sst>')),
  },
  {
    name: 'shared-string-bulk',
    why: 'forty shared strings of a million characters each',
    outcome: 'corrupt',
    build: () => workbook(sheetOf(header), [`<sst xmlns="${MAIN}">`, ...Array.from({ length: 40 }, () => `<si><t>${'a'.repeat(1_000_000)}</t></si>`), '</sst>']),
  },
  {
    name: 'shared-string-giant',
    why: 'one shared string of 20 million characters',
    outcome: 'corrupt',
    build: () => workbook(sheetOf(header), [`<sst xmlns="${MAIN}"><si><t>`, 'a'.repeat(20_000_000), '</t></si></sst>']),
  },
  {
    name: 'huge-attribute',
    why: 'a row tag with a 20-million-character attribute',
    outcome: 'corrupt',
    build: () => workbook(sheetOf(`${header}<row r="2" spans="${'9'.repeat(20_000_000)}"></row>`)),
  },
  {
    name: 'deep-nesting',
    why: 'a cell nested half a million elements deep',
    outcome: 'read',
    build: () => workbook(sheetOf(`${header}<row r="2"><c r="A2" t="inlineStr"><is>${'<r>'.repeat(500_000)}<t>deep</t>${'</r>'.repeat(500_000)}</is></c></row>`)),
  },
  {
    name: 'billion-laughs',
    why: 'entities defined ten deep in the shared strings part: never expanded',
    outcome: 'read',
    build: () => {
      const entities = Array.from({ length: 10 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i};`.repeat(10)}">`).join('');
      const doctype = `<!DOCTYPE sst [<!ENTITY lol0 "lol">${entities}]>`;
      return workbook(
        sheetOf(`${header}<row r="2"><c r="A2" t="s"><v>0</v></c></row>`),
        [`<?xml version="1.0"?>${doctype}<sst xmlns="${MAIN}"><si><t>&lol10;</t></si></sst>`],
      );
    },
  },
  {
    name: 'bad-character-reference',
    why: 'a numeric reference past the last Unicode code point',
    outcome: 'read',
    build: () => workbook(sheetOf(`${header}<row r="2"><c r="A2" t="inlineStr"><is><t>&#99999999999;</t></is></c></row>`)),
  },
  {
    name: 'row-flood',
    why: 'two million rows without numbers, so they run past row 1,048,576',
    outcome: 'corrupt',
    build: () => workbook(repeated('<row/>', 2_000_000, `<worksheet xmlns="${MAIN}"><sheetData>${header}`, '</sheetData></worksheet>')),
  },
  {
    name: 'zip-bomb',
    why: 'a sheet part that inflates to 300 MB of blanks',
    outcome: 'too-large',
    build: () => workbook(repeated(' ', 300 * 1_048_576, `<worksheet xmlns="${MAIN}"><sheetData>`, '</sheetData></worksheet>')),
  },
];
