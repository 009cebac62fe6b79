import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import {
  DATE_FORMATS,
  DEFAULT_DATE_FORMAT,
  EXPORT_MESSAGES,
  EXPORT_WINDOW_DAYS,
  exportDoneMessage,
  type DateFormat,
  type exportBody,
  type ShipmentFilters,
} from '@trailpost/contracts';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth.js';
import type { ServiceContext } from '../../platform/context.js';
import { invalidField, notFound } from '../../platform/errors.js';
import type { JobQueue } from '../../platform/jobs.js';
import { writeXlsx } from '../../platform/spreadsheets/xlsx-writer.js';
import type { FileStorage } from '../../platform/storage.js';
import { userPreferences } from '../accounts/index.js';
import * as fileJobs from '../file-jobs/index.js';
import { countMatching, listAllMatching, scopeOf, type ShipmentScope } from '../shipments/index.js';
import { dateFormatter, exportColumns, exportRow, isTimeZone } from './format.js';
import { EXPORT_JOB } from './job-name.js';

const PAGE = 5000;
const DAY_MS = 86_400_000;

interface ExportInput {
  scope: ShipmentScope;
  filters: ShipmentFilters & { ids?: string[] };
  search: string;
  timeZone: string | null;
  withAssignee: boolean;
}

/**
 * "You can export shipmnet upto last 90 days": an export covers shipments added in the last
 * 90 days, whatever the request: an earlier from_date is moved up to the window's start.
 */
export function withinWindow<T extends { from_date?: string }>(filters: T, now = Date.now()): T {
  const start = now - EXPORT_WINDOW_DAYS * DAY_MS;
  const asked = filters.from_date ? Date.parse(filters.from_date) : NaN;
  return { ...filters, from_date: new Date(Number.isNaN(asked) ? start : Math.max(asked, start)).toISOString() };
}

/** The list's own criteria; the Selected option adds its ids. */
const criteriaOf = ({ scope, filters: { ids, ...filters }, search }: ExportInput) => ({ scope, filters, search, ids });

/** POST /export/trackings: refused at once when nothing matches, queued otherwise. */
export async function requestExport(ctx: ServiceContext, jobs: JobQueue, auth: AuthContext, body: z.output<typeof exportBody>): Promise<string> {
  if (body.time_zone && !isTimeZone(body.time_zone)) throw invalidField('time_zone', EXPORT_MESSAGES.invalidTimeZone);
  const { folderId: _ignored, ...filters } = body.filters;
  const input: ExportInput = {
    scope: scopeOf(auth),
    filters: withinWindow(filters),
    search: body.query.trim(),
    timeZone: body.time_zone || null,
    withAssignee: auth.userType === 'user',
  };
  if ((await countMatching(ctx, criteriaOf(input))) === 0) throw notFound(EXPORT_MESSAGES.noShipments);
  const job = await fileJobs.createFileJob(ctx, auth.tenantId, auth.userId, 'export', input);
  await jobs.send<fileJobs.FileJobRef>(EXPORT_JOB, { tenantId: auth.tenantId, fileJobId: job.id });
  return job.id;
}

async function* exportPages(ctx: ServiceContext, input: ExportInput, dates: ReturnType<typeof dateFormatter>) {
  for await (const page of listAllMatching(ctx, criteriaOf(input), PAGE)) yield page.map((item) => exportRow(item, input.withAssignee, dates));
}

/** The export job: writes the .xlsx as the rows stream in, stores it, and tells the user (notification and e-mail). */
export async function runExport(ctx: ServiceContext, storage: FileStorage, ref: fileJobs.FileJobRef): Promise<void> {
  const job = await fileJobs.startFileJob(ctx, ref);
  if (!job) return;
  const input = job.input as ExportInput;
  const user = await userPreferences(ctx, job.tenantId, job.userId);
  if (!user) return void (await fileJobs.settleFileJob(ctx, job, { status: 'failed', message: EXPORT_MESSAGES.failed }));
  const format: DateFormat = (DATE_FORMATS as readonly string[]).includes(user.dateFormat) ? (user.dateFormat as DateFormat) : DEFAULT_DATE_FORMAT;
  const timeZone = input.timeZone && isTimeZone(input.timeZone) ? input.timeZone : isTimeZone(user.timeZone) ? user.timeZone : 'UTC';
  const temp = path.join(os.tmpdir(), `trailpost-export-${job.id}-${process.pid}.xlsx`);
  try {
    const count = await writeXlsx(fs.createWriteStream(temp), 'Shipments', exportColumns(input.withAssignee), exportPages(ctx, input, dateFormatter(timeZone, format)));
    if (count === 0) return void (await fileJobs.settleFileJob(ctx, job, { status: 'done', message: EXPORT_MESSAGES.noShipments, result: { count } }));
    const fileName = `shipments-export-${new Date().toISOString().slice(0, 10)}.xlsx`;
    const key = `exports/${job.tenantId}/${job.id}/${fileName}`;
    await storage.save(key, temp, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const link = await storage.signDownload(key, fileName);
    const message = exportDoneMessage(count);
    await fileJobs.settleFileJob(ctx, job, {
      status: 'done',
      message,
      result: { count },
      fileKey: key,
      link,
      mail: {
        to: user.email,
        subject: 'Your shipment export is ready',
        text: `${message}\n\nDownload it here (the link expires in 7 days):\n${link}\n`,
      },
    });
  } finally {
    await fs.promises.rm(temp, { force: true });
  }
}

export async function failExport(ctx: ServiceContext, ref: fileJobs.FileJobRef): Promise<void> {
  const job = await fileJobs.findFileJob(ctx, ref);
  if (job) await fileJobs.settleFileJob(ctx, job, { status: 'failed', message: EXPORT_MESSAGES.failed });
}
