import type { ServiceContext } from '../../platform/context.js';
import type { Db } from '../../db/client.js';
import { queueMail, type MailMessage } from '../../platform/mail.js';
import { notify } from '../notifications/index.js';
import * as repo from './repository.js';

export type FileJob = repo.FileJobRow;
export type FileJobKind = 'import' | 'export';

/** What the queue carries: enough to find the job's row, tenant first. */
export interface FileJobRef {
  tenantId: string;
  fileJobId: string;
}

export async function createFileJob(ctx: ServiceContext, tenantId: string, userId: string, kind: FileJobKind, input: unknown): Promise<FileJob> {
  return repo.insertFileJob(ctx.db, tenantId, { userId, kind, input });
}

export async function startFileJob(ctx: ServiceContext, ref: FileJobRef): Promise<FileJob | null> {
  return repo.startFileJob(ctx.db, ref.tenantId, ref.fileJobId);
}

export async function findFileJob(ctx: ServiceContext, ref: FileJobRef): Promise<FileJob | null> {
  return repo.findFileJob(ctx.db, ref.tenantId, ref.fileJobId);
}

export const recordBatch = (db: Db, job: FileJob, batch: Parameters<typeof repo.recordBatch>[3]) => repo.recordBatch(db, job.tenantId, job.id, batch);

export interface Outcome {
  status: 'done' | 'failed';
  /** The notification text (and the result's message). */
  message: string;
  result?: Record<string, unknown>;
  fileKey?: string | null;
  link?: string | null;
  mail?: Omit<MailMessage, 'tenantId'>;
}

/**
 * Closes the job and tells its user, in one transaction and only the first time: a job run
 * twice, or failed after it finished, never notifies twice.
 */
export async function settleFileJob(ctx: ServiceContext, job: FileJob, outcome: Outcome): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const closed = await repo.closeFileJob(db, job.tenantId, job.id, {
      status: outcome.status,
      result: { message: outcome.message, ...outcome.result },
      fileKey: outcome.fileKey ?? null,
      error: outcome.status === 'failed' ? outcome.message : null,
    });
    if (!closed) return false;
    await notify(db, { tenantId: job.tenantId, userId: job.userId, type: job.kind as FileJobKind, message: outcome.message, link: outcome.link ?? null });
    if (outcome.mail) await queueMail(db, { tenantId: job.tenantId, ...outcome.mail });
    return true;
  });
}
