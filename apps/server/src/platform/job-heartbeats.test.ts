import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { jobHeartbeats } from '../db/schema/index.js';
import { useTestApp } from '../test/harness.js';
import { STALL_MS, SUPERVISE_MS } from './job-heartbeats.js';
import { createJobQueue } from './jobs.js';

const t = useTestApp();

/** Resolves when `release` is called: a job that is still running. */
function latch() {
  let release!: () => void;
  const done = new Promise<void>((resolve) => (release = resolve));
  return { done, release };
}

describe('job heartbeats', () => {
  it('resumes a job within a minute when its worker stops beating', async () => {
    expect(STALL_MS + SUPERVISE_MS).toBeLessThanOrEqual(60_000);
    const name = `test.stall.${Date.now()}`;
    const stuck = latch();
    const started = latch();
    const runs: number[] = [];
    // The worker that "crashes": its run never ends and, once started, it never beats again.
    const dying = createJobQueue(t.database, t.app.log, { supervise: false, heartbeatMs: 3_600_000 });
    dying.define<{ n: number }>({
      name,
      run: async (_data, job) => {
        runs.push(job.retryCount);
        started.release();
        await stuck.done;
      },
      failed: async () => {},
    });
    const healthy = createJobQueue(t.database, t.app.log, { supervise: false });
    healthy.define<{ n: number }>({ name, run: async (_data, job) => void runs.push(job.retryCount), failed: async () => {} });

    const id = await dying.send(name, { n: 1 });
    const dyingDrain = dying.drain();
    await started.done;
    // A live pulse is left alone.
    await healthy.maintain();
    expect(await healthy.drain()).toBe(0);
    // Silent past the stall limit: the next supervision hands the job over.
    await t.database.db.update(jobHeartbeats).set({ beatAt: sql`now() - ${STALL_MS + 1000} * interval '1 millisecond'` }).where(eq(jobHeartbeats.jobId, id));
    await healthy.maintain();
    expect(await healthy.drain()).toBe(1);
    expect(runs).toEqual([0, 1]);
    expect(await t.database.db.select().from(jobHeartbeats).where(eq(jobHeartbeats.jobId, id))).toEqual([]);

    stuck.release();
    await dyingDrain;
    await Promise.all([dying.stop(), healthy.stop()]);
  });

  it('keeps no pulse once a job has ended, whether it succeeded or threw', async () => {
    const name = `test.pulse.${Date.now()}`;
    const queue = createJobQueue(t.database, t.app.log, { supervise: false });
    let calls = 0;
    queue.define<{ n: number }>({
      name,
      retryLimit: 0,
      run: async () => {
        calls += 1;
        if (calls === 2) throw new Error('boom');
      },
      failed: async () => {},
    });
    await queue.send(name, { n: 1 });
    await queue.send(name, { n: 2 });
    await queue.drain();
    expect(calls).toBe(2);
    expect(await t.database.db.select().from(jobHeartbeats).where(eq(jobHeartbeats.queue, name))).toEqual([]);
    await queue.stop();
  });
});
