import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { jobHeartbeats } from '../db/schema/index.js';

/**
 * Heartbeats of running jobs. A worker that crashes mid-import stops beating; supervision finds
 * it silent for STALL_MS and hands the job to another worker, so it resumes within a minute
 * (STALL_MS + SUPERVISE_MS) rather than after the queue's 15-minute expiry.
 */
export const HEARTBEAT_MS = 10_000;
export const STALL_MS = 45_000;
export const SUPERVISE_MS = 15_000;

/** Runs `work` while beating for it every `everyMs`; the pulse is removed when it ends either way. */
export async function withHeartbeat<T>(db: Db, queue: string, jobId: string, everyMs: number, work: () => Promise<T>): Promise<T> {
  const beat = () => db.insert(jobHeartbeats).values({ jobId, queue }).onConflictDoUpdate({ target: jobHeartbeats.jobId, set: { beatAt: sql`now()` } });
  await beat();
  const timer = setInterval(() => void beat().catch(() => undefined), everyMs);
  try {
    return await work();
  } finally {
    clearInterval(timer);
    await db.delete(jobHeartbeats).where(eq(jobHeartbeats.jobId, jobId));
  }
}

/** Jobs silent for longer than `stallMs`, taken off the list: the caller hands each to another worker. */
export async function takeStalledJobs(db: Db, stallMs: number): Promise<{ jobId: string; queue: string }[]> {
  return db
    .delete(jobHeartbeats)
    .where(lt(jobHeartbeats.beatAt, sql`now() - ${stallMs} * interval '1 millisecond'`))
    .returning({ jobId: jobHeartbeats.jobId, queue: jobHeartbeats.queue });
}
