import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fileJobs } from '../../db/schema/index.js';

export type FileJobRow = typeof fileJobs.$inferSelect;
const OPEN = ['queued', 'running'];

export async function insertFileJob(db: Db, tenantId: string, values: { userId: string; kind: string; input: unknown }): Promise<FileJobRow> {
  const [row] = await db.insert(fileJobs).values({ ...values, tenantId }).returning();
  return row!;
}

export async function findFileJob(db: Db, tenantId: string, id: string): Promise<FileJobRow | null> {
  const [row] = await db.select().from(fileJobs).where(and(eq(fileJobs.tenantId, tenantId), eq(fileJobs.id, id)));
  return row ?? null;
}

/** Marks an open job running; null when it has already finished (a rerun then does nothing). */
export async function startFileJob(db: Db, tenantId: string, id: string): Promise<FileJobRow | null> {
  const [row] = await db
    .update(fileJobs)
    .set({ status: 'running' })
    .where(and(eq(fileJobs.tenantId, tenantId), eq(fileJobs.id, id), inArray(fileJobs.status, OPEN)))
    .returning();
  return row ?? null;
}

/**
 * Records a committed batch of an import, whose rows are the ordinals `first`..`last`, with its
 * counts. Batches commit in any order; one whose rows another run already recorded finds them
 * there and is refused (false), so its transaction rolls back and nothing counts twice.
 */
export async function recordBatch(
  db: Db,
  tenantId: string,
  id: string,
  batch: { first: number; last: number; created: number; duplicateRows: number[] },
): Promise<boolean> {
  const rows = sql`int4range(${batch.first}::integer, ${batch.last}::integer, '[]')`;
  const result = await db
    .update(fileJobs)
    .set({
      progress: sql`${fileJobs.progress} + ${batch.last - batch.first + 1}`,
      storedRows: sql`${fileJobs.storedRows} + int4multirange(${rows})`,
      created: sql`${fileJobs.created} + ${batch.created}`,
      duplicateRows: sql`${fileJobs.duplicateRows} || ${`{${batch.duplicateRows.join(',')}}`}::integer[]`,
    })
    .where(and(eq(fileJobs.tenantId, tenantId), eq(fileJobs.id, id), eq(fileJobs.status, 'running'), sql`not (${fileJobs.storedRows} && ${rows})`))
    .returning({ id: fileJobs.id });
  return result.length === 1;
}

/** Closes an open job; false when it was already closed. */
export async function closeFileJob(
  db: Db,
  tenantId: string,
  id: string,
  values: { status: 'done' | 'failed'; result: unknown; fileKey: string | null; error: string | null },
): Promise<boolean> {
  const rows = await db
    .update(fileJobs)
    .set({ ...values, finishedAt: new Date() })
    .where(and(eq(fileJobs.tenantId, tenantId), eq(fileJobs.id, id), inArray(fileJobs.status, OPEN)))
    .returning({ id: fileJobs.id });
  return rows.length === 1;
}
