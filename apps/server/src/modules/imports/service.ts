import {
  IMPORT_MAX_ROWS,
  IMPORT_MESSAGES,
  IMPORT_RESULT_COLUMNS,
  IMPORT_ROW_REASONS,
  IMPORT_TEMPLATE_COLUMNS,
  importDoneMessage,
  importFailedMessage,
  SHIPMENT_MESSAGES,
  UPLOAD_KINDS,
} from '@trailpost/contracts';
import type { AuthContext } from '../../platform/auth.js';
import type { ServiceContext } from '../../platform/context.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../platform/errors.js';
import type { JobQueue } from '../../platform/jobs.js';
import { CorruptFileError, FileTooLargeError, openSheet, TooManyRowsError, type SheetRow } from '../../platform/spreadsheets/sheet.js';
import { xlsxBuffer } from '../../platform/spreadsheets/xlsx-writer.js';
import { isSafeKey, type FileStorage } from '../../platform/storage.js';
import { addCheckedShipments, checkNewShipment, shipmentKey } from '../shipments/service.js';
import { scopeOf, type ShipmentScope } from '../shipments/scope.js';
import * as fileJobs from '../file-jobs/service.js';
import { tempPrefix } from '../files/service.js';
import { cellOf, courierSlug, mapColumns, rowPayload, type ColumnMap } from './rows.js';

export const IMPORT_JOB = 'shipments.import';
/** Rows stored per statement and per committed step of progress. */
const BATCH = 4000;
/** An XML part of an .xlsx may inflate to this much: a 100,000-row sheet needs about 50 MB. */
const MAX_XML_BYTES = 256 * 1024 * 1024;

interface ImportInput {
  key: string;
  scope: ShipmentScope;
}

/** POST /import/tracking: the uploaded file must be one of this tenant's uploads. */
export async function requestImport(ctx: ServiceContext, storage: FileStorage, jobs: JobQueue, auth: AuthContext, url: string): Promise<string> {
  const key = url.replace(/^\/+/, '');
  if (!key.startsWith(tempPrefix(auth.tenantId)) || !isSafeKey(key) || (await storage.size(key)) === null) throw notFound(IMPORT_MESSAGES.fileNotFound);
  const input: ImportInput = { key, scope: scopeOf(auth) };
  const job = await fileJobs.createFileJob(ctx, auth.tenantId, auth.userId, 'import', input);
  await jobs.send<fileJobs.FileJobRef>(IMPORT_JOB, { tenantId: auth.tenantId, fileJobId: job.id });
  return job.id;
}

interface Rejection {
  row: number;
  trackingNumber: string;
  courier: string;
  reason: string;
}

/** Reading the sheet failed in a way the user can act on: the job ends with this message. */
class ImportRefused extends Error {}

function refusalOf(error: unknown): string | null {
  if (error instanceof ImportRefused) return error.message;
  if (error instanceof CorruptFileError) return IMPORT_MESSAGES.corrupted;
  if (error instanceof FileTooLargeError) return IMPORT_MESSAGES.tooLarge;
  if (error instanceof TooManyRowsError) return IMPORT_MESSAGES.tooManyRows;
  return null;
}

async function loadFile(storage: FileStorage, key: string): Promise<Buffer> {
  const size = await storage.size(key);
  if (size === null) throw new ImportRefused(IMPORT_MESSAGES.fileNotFound);
  if (size > UPLOAD_KINDS.import.maxBytes) throw new ImportRefused(IMPORT_MESSAGES.tooLarge);
  const buf = await storage.read(key);
  if (!buf) throw new ImportRefused(IMPORT_MESSAGES.fileNotFound);
  return buf;
}

interface Pending {
  ordinal: number;
  row: number;
  key: string;
  values: Parameters<typeof addCheckedShipments>[2][number];
}

/**
 * Reads the sheet as a stream and stores valid rows a batch at a time. Each batch commits with
 * the job's progress, so a rerun (after a crash) skips what is stored and counts it the same.
 */
async function importRows(ctx: ServiceContext, job: fileJobs.FileJob, rows: AsyncIterable<SheetRow>, scope: ShipmentScope) {
  const rejected: Rejection[] = [];
  const seen = new Set<string>();
  const storedBefore = new Set(job.duplicateRows);
  let columns: ColumnMap | null = null;
  let ordinal = 0;
  let progress = job.progress;
  let batch: Pending[] = [];

  // Stores one batch; the next batch is read and checked while this one is being stored.
  const store = async (items: Pending[]) => {
    const last = items[items.length - 1]?.ordinal ?? 0;
    if (last > progress) {
      await ctx.db.transaction(async (tx) => {
        const db = tx as unknown as Db;
        const created = await addCheckedShipments(db, scope.tenantId, items.map((item) => item.values));
        const duplicateRows = items.filter((item) => !created.has(item.key)).map((item) => item.row);
        const advanced = await fileJobs.advanceFileJob(db, job, { from: progress, to: last, created: created.size, duplicateRows });
        if (!advanced) throw new Error('import progressed in another worker');
        duplicateRows.forEach((row) => storedBefore.add(row));
      });
      progress = last;
    }
    for (const item of items) {
      if (storedBefore.has(item.row)) rejected.push({ row: item.row, trackingNumber: item.values.trackingNumber, courier: item.values.slug, reason: SHIPMENT_MESSAGES.duplicate });
    }
  };
  let storing: Promise<void> = Promise.resolve();
  const flush = async () => {
    await storing;
    const items = batch;
    batch = [];
    storing = store(items);
    // Marked handled here; the next flush (or the end) awaits it and rethrows its failure.
    storing.catch(() => undefined);
  };

  for await (const { number, cells } of rows) {
    if (!cells.some(Boolean)) continue;
    if (!columns) {
      columns = mapColumns(cells);
      if (!columns) throw new ImportRefused(IMPORT_MESSAGES.missingColumns);
      continue;
    }
    ordinal++;
    const trackingNumber = cellOf(cells, columns, 'tracking_number');
    const courier = cellOf(cells, columns, 'slug');
    const reject = (reason: string) => rejected.push({ row: number, trackingNumber, courier, reason });
    const slug = courierSlug(courier);
    if (!slug) {
      reject(courier ? IMPORT_ROW_REASONS.unknownCourier : SHIPMENT_MESSAGES.courierRequired);
      continue;
    }
    const checked = checkNewShipment(rowPayload(cells, columns, slug), scope);
    if ('error' in checked) {
      reject(checked.error);
      continue;
    }
    const key = shipmentKey(checked.values.slug, checked.values.trackingNumber);
    if (seen.has(key)) {
      reject(IMPORT_ROW_REASONS.duplicateInFile);
      continue;
    }
    seen.add(key);
    batch.push({ ordinal, row: number, key, values: checked.values });
    if (batch.length >= BATCH) await flush();
  }
  await flush();
  await storing;
  if (!columns || ordinal === 0) throw new ImportRefused(IMPORT_MESSAGES.emptySheet);
  return { rows: ordinal, rejected: rejected.sort((a, b) => a.row - b.row) };
}

async function saveResultFile(storage: FileStorage, job: fileJobs.FileJob, rejected: Rejection[]) {
  const rows = rejected.map((item) => [String(item.row), item.trackingNumber, item.courier, item.reason]);
  const key = `results/${job.tenantId}/${job.id}/import-result.xlsx`;
  await storage.save(key, await xlsxBuffer('Rejected rows', IMPORT_RESULT_COLUMNS, rows), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  return { key, link: await storage.signDownload(key, 'import-result.xlsx') };
}

/** The import job: ends with a result file and one notification, whatever the file holds. */
export async function runImport(ctx: ServiceContext, storage: FileStorage, ref: fileJobs.FileJobRef): Promise<void> {
  const job = await fileJobs.startFileJob(ctx, ref);
  if (!job) return;
  const input = job.input as ImportInput;
  let outcome: Awaited<ReturnType<typeof importRows>>;
  try {
    const rows = await openSheet(await loadFile(storage, input.key), { maxRows: IMPORT_MAX_ROWS + 1, maxXmlBytes: MAX_XML_BYTES });
    outcome = await importRows(ctx, job, rows, input.scope);
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal === null) throw error;
    await fileJobs.settleFileJob(ctx, job, { status: 'failed', message: importFailedMessage(refusal) });
    return;
  }
  const totals = (await fileJobs.findFileJob(ctx, ref))!;
  const skipped = outcome.rejected.filter((item) => item.reason === SHIPMENT_MESSAGES.duplicate || item.reason === IMPORT_ROW_REASONS.duplicateInFile).length;
  const invalid = outcome.rejected.length - skipped;
  const file = await saveResultFile(storage, job, outcome.rejected);
  await fileJobs.settleFileJob(ctx, job, {
    status: 'done',
    message: importDoneMessage(totals.created, skipped, invalid),
    result: { rows: outcome.rows, created: totals.created, skipped, rejected: invalid },
    fileKey: file.key,
    link: file.link,
  });
}

/** The job failed for good (it kept throwing, or its worker vanished): the user still hears. */
export async function failImport(ctx: ServiceContext, ref: fileJobs.FileJobRef): Promise<void> {
  const job = await fileJobs.findFileJob(ctx, ref);
  if (job) await fileJobs.settleFileJob(ctx, job, { status: 'failed', message: importFailedMessage(IMPORT_MESSAGES.failed) });
}

/** The downloadable template: the columns and one example row. */
export function templateFile(): Promise<Buffer> {
  return xlsxBuffer(
    'Shipments',
    IMPORT_TEMPLATE_COLUMNS.map((column) => column.header),
    [IMPORT_TEMPLATE_COLUMNS.map((column) => column.example)],
  );
}
