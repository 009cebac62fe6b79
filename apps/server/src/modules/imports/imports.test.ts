import fs from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import * as XLSX from '@e965/xlsx';
import { and, eq, sql } from 'drizzle-orm';
import {
  IMPORT_MESSAGES,
  IMPORT_RESULT_COLUMNS,
  IMPORT_ROW_REASONS,
  IMPORT_TEMPLATE_COLUMNS,
  courierGuessedNote,
  importDoneMessage,
  importFailedMessage,
  SHIPMENT_MESSAGES,
  UPLOAD_KINDS,
  UPLOAD_MESSAGES,
} from '@trailpost/contracts';
import { shipments } from '../../db/schema/index.js';
import { writeXlsx } from '../../platform/spreadsheets/xlsx-writer.js';
import { readEntry, zipEntries } from '../../platform/spreadsheets/zip-reader.js';
import { ZipWriter } from '../../platform/spreadsheets/zip-writer.js';
import { createSubUser, messagesOf, signUp, type SignedIn } from '../../test/accounts.js';
import { downloadSheet, latestFileJob, localPath, notificationsOf, presign, upload, XLSX_TYPE, testDataDir } from '../../test/files.js';
import { useTestApp } from '../../test/harness.js';
import { isDistributed } from '../../db/distributed.js';

const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, 'fixtures', name));
const t = useTestApp({ dataDir: testDataDir() });

async function importFile(who: SignedIn, fileName: string, body: Buffer) {
  const url = await upload(t.app, who, fileName, body, fileName.endsWith('.xls') ? 'application/vnd.ms-excel' : XLSX_TYPE);
  const response = await t.app.inject({ method: 'POST', url: '/api/import/tracking', headers: who.headers, payload: { url } });
  expect(response.statusCode, response.body).toBe(200);
  expect(messagesOf(response)).toEqual([IMPORT_MESSAGES.queued]);
  await t.app.jobs.drain();
  const [latest] = await notificationsOf(t.database, who, 'import');
  return { notification: latest!, job: await latestFileJob(t.database, who, 'import') };
}

const storedNumbers = async (who: SignedIn) =>
  (await t.database.db.select({ n: shipments.trackingNumber }).from(shipments).where(eq(shipments.tenantId, who.session.user_details.tenant_id))).map((row) => row.n).sort();

/** Rows 2..12 of the LibreOffice fixture: four are valid, the rest rejected for the reasons below. */
const EXPECTED_REJECTIONS = [
  ['4', 'LOFIX0000003', 'Pigeon Post', IMPORT_ROW_REASONS.unknownCourier],
  ['5', 'AB', 'usps', SHIPMENT_MESSAGES.trackingNumberLength],
  ['6', 'LOFIX0000001', 'usps', IMPORT_ROW_REASONS.duplicateInFile],
  ['7', 'LOFIX0000004', 'usps', SHIPMENT_MESSAGES.emailInvalid],
  ['8', 'LOFIX0000005', 'apc-overnight', SHIPMENT_MESSAGES.postalCodeRequired],
  ['11', 'LOFIX0000008', 'usps', SHIPMENT_MESSAGES.urlInvalid],
  ['12', 'LOFIX0000009', '', SHIPMENT_MESSAGES.courierRequired],
];
const CREATED = ['LOFIX0000001', 'LOFIX0000002', 'LOFIX0000006', 'LOFIX0000007'];

describe('upload addresses', () => {
  it('signs an upload with a sanitised, epoch-prefixed name under the tenant', async () => {
    const owner = await signUp(t.app);
    const response = await presign(t.app, owner, { file_name: 'My orders (v2).xlsx', file_type: XLSX_TYPE });
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data.file_name).toMatch(/^\d{10}-My_orders_v2_\.xlsx$/);
    expect(data.url).toMatch(new RegExp(`^temp/${owner.session.user_details.tenant_id}/[0-9a-f]{12}/\\d{10}-My_orders_v2_\\.xlsx$`));
    expect(data).toMatchObject({ method: 'PUT', headers: { 'Content-Type': XLSX_TYPE }, max_bytes: UPLOAD_KINDS.import.maxBytes });
  });

  it('accepts an Excel MIME type without the extension, refuses other files', async () => {
    const owner = await signUp(t.app);
    expect((await presign(t.app, owner, { file_name: 'orders', file_type: 'application/vnd.ms-excel' })).statusCode).toBe(200);
    const csv = await presign(t.app, owner, { file_name: 'orders.csv', file_type: 'text/csv', purpose: 'import' });
    expect(csv.statusCode).toBe(400);
    expect(messagesOf(csv)).toEqual([IMPORT_MESSAGES.invalidFormat]);
    const gif = await presign(t.app, owner, { file_name: 'logo.gif', file_type: 'image/gif' });
    expect(messagesOf(gif)).toEqual([UPLOAD_MESSAGES.imageType]);
  });

  it('refuses a declared size over the limit (1 MB for images)', async () => {
    const owner = await signUp(t.app);
    const big = await presign(t.app, owner, { file_name: 'logo.png', file_type: 'image/png', file_size: 2 * 1024 * 1024 });
    expect(big.statusCode).toBe(400);
    expect(messagesOf(big)).toEqual([UPLOAD_MESSAGES.tooLarge]);
    const sheet = await presign(t.app, owner, { file_name: 'a.xlsx', file_type: XLSX_TYPE, file_size: UPLOAD_KINDS.import.maxBytes + 1 });
    expect(messagesOf(sheet)).toEqual([IMPORT_MESSAGES.tooLarge]);
  });

  it('the signed upload refuses another type, a bigger body and an altered token', async () => {
    const owner = await signUp(t.app);
    const signed = (await presign(t.app, owner, { file_name: 'logo.png', file_type: 'image/png' })).json().data;
    const put = (headers: Record<string, string>, payload: Buffer, url = localPath(signed.signedRequest)) => t.app.inject({ method: 'PUT', url, headers, payload });
    expect((await put({ 'content-type': 'text/html' }, Buffer.from('<script>'))).statusCode).toBe(415);
    const tooBig = await put({ 'content-type': 'image/png' }, Buffer.alloc(UPLOAD_KINDS.image.maxBytes + 1));
    expect(tooBig.statusCode).toBe(413);
    expect(messagesOf(tooBig)).toEqual([UPLOAD_MESSAGES.tooLarge]);
    const altered = await put({ 'content-type': 'image/png' }, Buffer.from('png'), `${localPath(signed.signedRequest)}x`);
    expect(altered.statusCode).toBe(403);
    expect(messagesOf(altered)).toEqual([UPLOAD_MESSAGES.expired]);
    expect((await put({ 'content-type': 'image/png' }, Buffer.from('png'))).statusCode).toBe(200);
  });

  it('refuses a spreadsheet over 20 MB with the import message, not the image one', async () => {
    const owner = await signUp(t.app);
    const signed = (await presign(t.app, owner, { file_name: 'big.xlsx', file_type: XLSX_TYPE })).json().data;
    const response = await t.app.inject({
      method: 'PUT',
      url: localPath(signed.signedRequest),
      headers: { 'content-type': XLSX_TYPE },
      payload: Buffer.alloc(UPLOAD_KINDS.import.maxBytes + 1),
    });
    expect(response.statusCode).toBe(413);
    expect(messagesOf(response)).toEqual([IMPORT_MESSAGES.tooLarge]);
    expect(response.headers.connection).toBe('close');
  });

  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/user/awsservice/presignedurl/image?file_name=a.xlsx' });
    expect(response.statusCode).toBe(401);
  });
});

describe('import', () => {
  it('imports a LibreOffice .xlsx: valid rows created, each rejected row listed with its reason', async () => {
    const owner = await signUp(t.app);
    const { notification, job } = await importFile(owner, 'shipments.xlsx', fixture('shipments.xlsx'));
    expect(job).toMatchObject({ status: 'done', created: 4 });
    expect(await storedNumbers(owner)).toEqual(CREATED);
    expect(notification.message).toBe(importDoneMessage(4, 1, 6));
    const result = await downloadSheet(t.app, notification.link!);
    expect(result[0]).toEqual([...IMPORT_RESULT_COLUMNS]);
    expect(result.slice(1)).toEqual(EXPECTED_REJECTIONS);
    const [first] = await t.database.db
      .select()
      .from(shipments)
      .where(and(eq(shipments.tenantId, owner.session.user_details.tenant_id), eq(shipments.trackingNumber, 'LOFIX0000002')));
    expect(first).toMatchObject({ slug: 'ups', source: 'Import', originCountry: 'GB', customerEmails: ['john@example.com', 'jr@example.org'] });
    const events = await t.database.db.execute(sql`select count(*)::int as n from events where tenant_id = ${owner.session.user_details.tenant_id} and type = 'shipment.created'`);
    expect((events as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(4);
  });

  it('importing the same file twice creates nothing the second time', async () => {
    const owner = await signUp(t.app);
    await importFile(owner, 'shipments.xlsx', fixture('shipments.xlsx'));
    const { notification, job } = await importFile(owner, 'shipments.xlsx', fixture('shipments.xlsx'));
    expect(job.created).toBe(0);
    expect(await storedNumbers(owner)).toEqual(CREATED);
    expect(notification.message).toBe(importDoneMessage(0, 5, 6));
    const result = await downloadSheet(t.app, notification.link!);
    expect(result.filter((row) => row[3] === SHIPMENT_MESSAGES.duplicate).map((row) => row[1])).toEqual(['LOFIX0000001', 'LOFIX0000002', 'LOFIX0000006', 'LOFIX0000007']);
  });

  it('gives a row without a courier the one its tracking number clearly belongs to, and says so in the result file', async () => {
    const owner = await signUp(t.app);
    const file = await sheetOf([
      ['Tracking Number', 'Courier'],
      ['1Z5R89390357567127', ''],
      ['RB123456785GB', ''],
      ['LOFIXNOGUESS1', ''],
      ['LOFIXGIVEN01', 'fedex'],
    ]);
    const { notification, job } = await importFile(owner, 'guess.xlsx', file);
    expect(job).toMatchObject({ status: 'done', created: 3 });
    const stored = await t.database.db.select({ n: shipments.trackingNumber, slug: shipments.slug }).from(shipments).where(eq(shipments.tenantId, owner.session.user_details.tenant_id));
    expect(stored.map((row) => `${row.n} ${row.slug}`).sort()).toEqual(['1Z5R89390357567127 ups', 'LOFIXGIVEN01 fedex', 'RB123456785GB royal-mail']);
    expect(notification.message).toBe(importDoneMessage(3, 0, 1));
    const result = await downloadSheet(t.app, notification.link!);
    expect(result.slice(1)).toEqual([
      ['2', '1Z5R89390357567127', 'ups', courierGuessedNote('UPS')],
      ['3', 'RB123456785GB', 'royal-mail', courierGuessedNote('Royal Mail')],
      ['4', 'LOFIXNOGUESS1', '', SHIPMENT_MESSAGES.courierRequired],
    ]);
  });

  it("reads the customer's language from a Language (or Locale) column, and rejects a row whose language is not a language tag", async () => {
    const owner = await signUp(t.app);
    const file = await sheetOf([
      ['Tracking Number', 'Courier', 'Locale'],
      ['LOFIXLANG001', 'usps', 'de-at'],
      ['LOFIXLANG002', 'usps', ''],
      ['LOFIXLANG003', 'usps', 'not a language!'],
    ]);
    const { notification, job } = await importFile(owner, 'languages.xlsx', file);
    expect(job).toMatchObject({ status: 'done', created: 2 });
    const stored = await t.database.db.select({ n: shipments.trackingNumber, language: shipments.language }).from(shipments).where(eq(shipments.tenantId, owner.session.user_details.tenant_id));
    expect(stored.map((row) => `${row.n} ${row.language}`).sort()).toEqual(['LOFIXLANG001 de-AT', 'LOFIXLANG002 null']);
    expect((await downloadSheet(t.app, notification.link!)).slice(1)).toEqual([['4', 'LOFIXLANG003', 'usps', SHIPMENT_MESSAGES.languageInvalid]]);
  });

  it('writes a rejected formula back into the result file as text, behind an apostrophe', async () => {
    const owner = await signUp(t.app);
    const formula = '=HYPERLINK("http://evil.example","x")';
    const { notification } = await importFile(owner, 'formula.xlsx', await sheetOf([['Tracking Number', 'Courier'], [formula, '']]));
    const result = await downloadSheet(t.app, notification.link!);
    expect(result[1]!.slice(0, 2)).toEqual(['2', `'${formula}`]);
  });

  it('fails only the row whose cell holds a character the database cannot store', async () => {
    const owner = await signUp(t.app);
    // XML cannot carry NUL itself, but a character reference (&#0;) in a cell decodes to it.
    const file = await rewriteSheetXml(
      await sheetOf([
        ['Tracking Number', 'Courier', 'Customer Name'],
        ['LOFIXNUL0001', 'ups', 'Ana NUL Lima'],
        ['LOFIXNUL0002', 'ups', 'Ana Lima'],
      ]),
      (xml) => xml.replace('Ana NUL Lima', 'Ana&#0;Lima'),
    );
    const { notification, job } = await importFile(owner, 'nul.xlsx', file);
    expect(job).toMatchObject({ status: 'done', created: 1 });
    expect(await storedNumbers(owner)).toEqual(['LOFIXNUL0002']);
    const result = await downloadSheet(t.app, notification.link!);
    expect(result.slice(1)).toEqual([['2', 'LOFIXNUL0001', 'ups', 'customer_name contains a character that is not allowed.']]);
  });

  it('imports a LibreOffice .xls (Excel 97) the same way', async () => {
    const owner = await signUp(t.app);
    const { notification } = await importFile(owner, 'shipments.xls', fixture('shipments.xls'));
    expect(await storedNumbers(owner)).toEqual(CREATED);
    expect(notification.message).toBe(importDoneMessage(4, 1, 6));
  });

  it('reads a date cell as the ship date', async () => {
    const owner = await signUp(t.app);
    await importFile(owner, 'dates.xlsx', fixture('dates.xlsx'));
    const [row] = await t.database.db.select().from(shipments).where(eq(shipments.tenantId, owner.session.user_details.tenant_id));
    expect(row).toMatchObject({ trackingNumber: 'LOFIX0000010', slug: 'dachser', trackingShipDate: '2026-01-15' });
  });

  it('a restricted sub-user imports shipments assigned to itself', async () => {
    const owner = await signUp(t.app);
    const sub = await createSubUser(t.app, t.database, owner, ['tracking', 'assignTracking']);
    await importFile(sub, 'shipments.xlsx', fixture('shipments.xlsx'));
    const rows = await t.database.db.select().from(shipments).where(eq(shipments.tenantId, owner.session.user_details.tenant_id));
    expect(rows.map((row) => row.assignedId)).toEqual(CREATED.map(() => sub.session._id));
  });

  const failures: [string, () => Buffer | Promise<Buffer>, string][] = [
    ['an empty sheet', () => fixture('header-only.xlsx'), IMPORT_MESSAGES.emptySheet],
    ['a corrupt file', () => Buffer.from('PK\u0003\u0004 this is not really a zip file at all'), IMPORT_MESSAGES.corrupted],
    ['a file that is not a spreadsheet', () => Buffer.from('<html>hello</html>'), IMPORT_MESSAGES.corrupted],
    ['a 110-byte file that only starts as a zip', () => Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]), Buffer.alloc(102, 0x41)]), IMPORT_MESSAGES.corrupted],
    ['a zip that is no workbook', () => zipWithout(), IMPORT_MESSAGES.corrupted],
    ['a sheet without the template columns', () => sheetOf([['Name', 'Phone'], ['a', 'b']]), IMPORT_MESSAGES.missingColumns],
    ['a zip bomb', zipBomb, IMPORT_MESSAGES.tooLarge],
    ['more than 100,000 rows', tooManyRows, IMPORT_MESSAGES.tooManyRows],
  ];
  it.each(failures)('%s ends in a clear failed result', async (_name, make, reason) => {
    const owner = await signUp(t.app);
    const { notification, job } = await importFile(owner, 'upload.xlsx', await make());
    expect(job.status).toBe('failed');
    expect(notification.message).toBe(importFailedMessage(reason));
    expect(await storedNumbers(owner)).toEqual([]);
  });

  it('a job that keeps throwing ends failed with a notification, once', async () => {
    const owner = await signUp(t.app);
    const read = vi.spyOn(t.app.files, 'read').mockRejectedValue(new Error('storage unavailable'));
    try {
      const { notification, job } = await importFile(owner, 'shipments.xlsx', fixture('shipments.xlsx'));
      expect(read).toHaveBeenCalledTimes(3);
      expect(job.status).toBe('failed');
      expect(notification.message).toBe(importFailedMessage(IMPORT_MESSAGES.failed));
      expect(await notificationsOf(t.database, owner, 'import')).toHaveLength(1);
    } finally {
      read.mockRestore();
    }
  });

  it("a crashed worker's job expires and is retried", async () => {
    const owner = await signUp(t.app);
    const url = await upload(t.app, owner, 'shipments.xlsx', fixture('shipments.xlsx'));
    await t.app.inject({ method: 'POST', url: '/api/import/tracking', headers: owner.headers, payload: { url } });
    // As if a worker took the job an hour ago and died.
    await t.database.db.execute(sql`update pgboss.job set state = 'active', started_on = now() - interval '1 hour' where name = 'shipments.import' and state = 'created'`);
    expect(await t.app.jobs.drain()).toBe(0);
    await t.app.jobs.maintain();
    await t.app.jobs.drain();
    expect((await latestFileJob(t.database, owner, 'import')).status).toBe('done');
    expect(await storedNumbers(owner)).toEqual(CREATED);
  });

  it('resumes after a crash with batches committed out of order, with the result of a single run', async () => {
    // 6,000 rows make two batches stored at once. Rows 10 and 5,000 are already stored, row 4,500
    // is invalid and row 5,500 repeats row 4,600.
    const numbers = Array.from({ length: 6000 }, (_, i) => `RESUME${String(i + 1).padStart(6, '0')}`);
    const rows = numbers.map((number, i) => [i + 1 === 4500 ? 'AB' : i + 1 === 5500 ? numbers[4599]! : number, 'usps']);
    const file = await sheetOf([['Tracking Number', 'Courier'], ...rows]);
    const stored = await sheetOf([['Tracking Number', 'Courier'], [numbers[9]!, 'usps'], [numbers[4999]!, 'usps']]);
    const run = async (crash: boolean) => {
      const owner = await signUp(t.app);
      await importFile(owner, 'stored.xlsx', stored);
      if (crash) await crashOnce(numbers[99]!);
      try {
        const { notification, job } = await importFile(owner, 'big.xlsx', file);
        return { owner, notification, job, result: await downloadSheet(t.app, notification.link!) };
      } finally {
        await t.database.db.execute(sql`drop trigger if exists import_crash_once on shipments`);
      }
    };
    const single = await run(false);
    const resumed = await run(true);
    // The first batch rolled back on the crash (the second committed first on PostgreSQL).
    expect(await crashesSoFar()).toBe(2);
    expect(resumed.job).toMatchObject({ status: 'done', created: single.job.created, progress: single.job.progress });
    expect(single.notification.message).toBe(importDoneMessage(5996, 3, 1));
    expect(resumed.notification.message).toBe(single.notification.message);
    expect(resumed.result).toEqual(single.result);
    expect(await notificationsOf(t.database, resumed.owner, 'import')).toHaveLength(2);
    const tenant = resumed.owner.session.user_details.tenant_id;
    const counts = await t.database.db.execute(sql`
      select (select count(*)::int from shipments where tenant_id = ${tenant}) as shipments,
        (select count(*)::int from events where tenant_id = ${tenant} and type = 'shipment.created') as events`);
    expect((counts as unknown as { rows: unknown[] }).rows[0]).toEqual({ shipments: 5998, events: 5998 });
    if (t.database.kind === 'pglite' || isDistributed()) return;
    // Rows 4,001 on were stored by the crashed run; the rerun stored rows 1 to 4,000 after them.
    const order = await t.database.db.execute(sql`
      select min(e.id) filter (where s.tracking_number <= ${numbers[3999]!}) > max(e.id) filter (where s.tracking_number > ${numbers[3999]!}) as after
      from events e join shipments s on s.id = e.subject_id
      where e.tenant_id = ${tenant} and s.tracking_number not in (${numbers[9]!}, ${numbers[4999]!})`);
    expect((order as unknown as { rows: { after: boolean }[] }).rows[0]!.after).toBe(true);
  });

  it("another tenant's upload is not found", async () => {
    const owner = await signUp(t.app);
    const url = await upload(t.app, owner, 'shipments.xlsx', fixture('shipments.xlsx'));
    const stranger = await signUp(t.app);
    for (const other of [url, `temp/${stranger.session.user_details.tenant_id}/../${url}`, 'temp/none.xlsx']) {
      const response = await t.app.inject({ method: 'POST', url: '/api/import/tracking', headers: stranger.headers, payload: { url: other } });
      expect(response.statusCode).toBe(404);
      expect(messagesOf(response)).toEqual([IMPORT_MESSAGES.fileNotFound]);
    }
  });

  it('serves the template with the template columns', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/import/template' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX_TYPE);
    const book = XLSX.read(response.rawPayload, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
    expect(rows[0]).toEqual(IMPORT_TEMPLATE_COLUMNS.map((column) => column.header));
  });
});

async function collect(write: (out: PassThrough) => Promise<unknown>): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  await write(out);
  return Buffer.concat(chunks);
}

/**
 * The next insert of shipment `trackingNumber` fails, as if its worker died mid-batch. On
 * PostgreSQL it first waits (10 s at most) until another batch of the import has committed, so
 * the batches commit out of order; PGlite runs them one after the other.
 */
async function crashOnce(trackingNumber: string) {
  // On a cluster the trigger runs on the worker holding the tenant's shard: the sequence and the
  // function are made on every node, and the crash cannot wait on file_jobs, which a shard's
  // trigger cannot read; the order of the batches is then checked on one server only.
  const wait = t.database.kind === 'postgres' && !isDistributed();
  const everywhere = (statement: string) =>
    t.database.db.execute(isDistributed() ? sql`select run_command_on_all_nodes(${statement})` : sql.raw(statement));
  await everywhere('create sequence if not exists import_crash_once');
  await everywhere(`create or replace function import_crash_once() returns trigger language plpgsql as $$
    begin
      if nextval('import_crash_once') = 1 then
        for i in 1..(case when ${wait} then 500 else 0 end) loop
          exit when exists (select 1 from file_jobs where status = 'running' and stored_rows <> '{}');
          perform pg_sleep(0.02);
        end loop;
        raise exception 'worker lost';
      end if;
      return new;
    end $$`);
  await t.database.db.execute(
    sql.raw(`create trigger import_crash_once before insert on shipments for each row when (new.tracking_number = '${trackingNumber}') execute function import_crash_once()`),
  );
}

/** How many times the planted crash was reached: on a cluster, on whichever node it ran. */
async function crashesSoFar(): Promise<number> {
  if (!isDistributed()) {
    const result = await t.database.db.execute(sql`select last_value::int as n from import_crash_once`);
    return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
  }
  const result = await t.database.db.execute(
    sql`select result from run_command_on_all_nodes('select case when is_called then last_value else 0 end from import_crash_once')`,
  );
  return (result as unknown as { rows: { result: string }[] }).rows.reduce((sum, row) => sum + Number(row.result), 0);
}

/** The same workbook with its sheet's XML edited: what no writer of ours would produce. */
async function rewriteSheetXml(xlsx: Buffer, edit: (xml: string) => string): Promise<Buffer> {
  const entries = zipEntries(xlsx);
  return collect(async (out) => {
    const zip = new ZipWriter(out);
    for (const [name, entry] of entries) {
      const text = await readEntry(xlsx, entry, 1_000_000);
      await zip.add(name, [name === 'xl/worksheets/sheet1.xml' ? edit(text) : text]);
    }
    await zip.finish();
  });
}

function sheetOf(rows: string[][]): Promise<Buffer> {
  return collect((out) => writeXlsx(out, 'Sheet', rows[0]!, [rows.slice(1)]));
}

/** A workbook whose sheet inflates to 300 MB of zeros, its directory claiming 1 KB. */
async function zipBomb(): Promise<Buffer> {
  const valid = await sheetOf([['Tracking Number', 'Courier']]);
  const buf = await collect(async (out) => {
    const zip = new ZipWriter(out);
    const book = XLSX.read(valid, { type: 'buffer', bookFiles: true }) as unknown as { files: Record<string, { content: Buffer }> };
    for (const name of ['[Content_Types].xml', '_rels/.rels', 'xl/workbook.xml', 'xl/_rels/workbook.xml.rels']) await zip.add(name, [Buffer.from(book.files[name]!.content)]);
    const zeros = Buffer.alloc(1024 * 1024);
    await zip.add('xl/worksheets/sheet1.xml', (function* () {
      for (let i = 0; i < 300; i++) yield zeros;
    })());
    await zip.finish();
  });
  // Make the central directory lie about the sheet's size.
  for (let at = buf.lastIndexOf(Buffer.from('PK\u0001\u0002')); at >= 0; at = buf.lastIndexOf(Buffer.from('PK\u0001\u0002'), at - 1)) {
    if (buf.toString('utf8', at + 46, at + 46 + buf.readUInt16LE(at + 28)) === 'xl/worksheets/sheet1.xml') buf.writeUInt32LE(1024, at + 24);
  }
  return buf;
}

function tooManyRows(): Promise<Buffer> {
  const rows = Array.from({ length: 100_001 }, (_, i) => [`MANY${i}`, 'usps']);
  return collect((out) => writeXlsx(out, 'Sheet', ['Tracking Number', 'Courier'], [rows]));
}

/** A sound zip that holds a document, not a workbook. */
function zipWithout(): Promise<Buffer> {
  return collect(async (out) => {
    const zip = new ZipWriter(out);
    await zip.add('[Content_Types].xml', ['<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>']);
    await zip.add('word/document.xml', ['<w:document/>']);
    await zip.finish();
  });
}
