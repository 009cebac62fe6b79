import {
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
import { notFound } from '../../platform/errors.js';
import type { JobQueue } from '../../platform/jobs.js';
import { CorruptFileError, FileTooLargeError, openSheet, TooManyRowsError } from '../../platform/spreadsheets/sheet.js';
import { xlsxBuffer } from '../../platform/spreadsheets/xlsx-writer.js';
import { isSafeKey, type FileStorage } from '../../platform/storage.js';
import { scopeOf, type ShipmentScope } from '../shipments/index.js';
import * as fileJobs from '../file-jobs/index.js';
import { tempPrefix } from '../files/index.js';
import { ImportRefused, importRows, type Rejection } from './import-rows.js';
import { IMPORT_SHEET_LIMITS } from './sheet-limits.js';
import { IMPORT_JOB } from './job-name.js';


interface ImportInput {
  key: string;
  scope: ShipmentScope;
}

/** POST /import/tracking: the uploaded file must be one of this tenant's uploads. */
export async function requestImport(ctx: ServiceContext, storage: FileStorage, jobs: JobQueue, auth: AuthContext, url: string): Promise<string> {
  const scope = scopeOf(auth);
  const key = url.replace(/^\/+/, '');
  if (!key.startsWith(tempPrefix(auth.tenantId)) || !isSafeKey(key) || (await storage.size(key)) === null) throw notFound(IMPORT_MESSAGES.fileNotFound);
  const input: ImportInput = { key, scope };
  const job = await fileJobs.createFileJob(ctx, auth.tenantId, auth.userId, 'import', input);
  await jobs.send<fileJobs.FileJobRef>(IMPORT_JOB, { tenantId: auth.tenantId, fileJobId: job.id });
  return job.id;
}

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

async function saveResultFile(storage: FileStorage, job: fileJobs.FileJob, rejected: Rejection[], notes: Rejection[]) {
  const rows = [...rejected, ...notes].sort((a, b) => a.row - b.row).map((item) => [String(item.row), item.trackingNumber, item.courier, item.reason]);
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
    const rows = await openSheet(await loadFile(storage, input.key), IMPORT_SHEET_LIMITS);
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
  const file = await saveResultFile(storage, job, outcome.rejected, outcome.notes);
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
