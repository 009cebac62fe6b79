import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../db/schema/index.js';
import type { RunningJobs } from '../platform/job-runner.js';
import { useTestApp } from '../test/harness.js';
import { startJobs } from './registry.js';

// Every other job polls far apart: only the hand-over's own poll can hand an event over in time.
const NEVER_MS = 600_000;
const t = useTestApp({ eventPollMs: NEVER_MS, mailPollMs: NEVER_MS, trackingPollMs: NEVER_MS });

let jobs: RunningJobs;
beforeAll(() => {
  jobs = startJobs(t.app.services, t.config);
});
afterAll(async () => jobs.stop());

/** Writes an event; by default one no consumer takes, which the fan-out only marks handed over. */
async function raise(type = 'nothing.listens'): Promise<number> {
  // A type the union knows carries its payload, or the consumer would leave it as a dead letter.
  const payload = type === 'shipment.created' ? { tracking_number: '1Z999', slug: 'ups', assigned_id: null, current_status: 'Pending', source: 'Web' } : {};
  const [row] = await t.database.db.insert(events).values({ tenantId: randomUUID(), type, subjectId: randomUUID(), payload }).returning({ id: events.id });
  return row!.id;
}

async function handedOverWithin(id: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const [row] = await t.database.db.select({ at: events.dispatchedAt }).from(events).where(eq(events.id, id));
    if (row?.at) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return false;
}

describe('the worker role running the registry', () => {
  it('hands a new event over within a second, whatever the other jobs wait for', async () => {
    // The first event may meet the worker's first pass; the second only the fan-out's poll.
    expect(await handedOverWithin(await raise(), 5000)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await handedOverWithin(await raise(), 1000)).toBe(true);
  });

  it('wakes a consumer it queued an event for, which then handles it without waiting for its own poll', async () => {
    // Automations take every addition; this tenant has no rules, so handling only takes the row.
    const id = await raise('shipment.created');
    const until = Date.now() + 1500;
    let waiting = true;
    while (waiting && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      const rows = await t.database.db
        .select({ at: events.dispatchedAt, queued: sql<number>`(select count(*) from event_deliveries d where d.consumer = 'automations' and d.event_id = ${id})::int` })
        .from(events)
        .where(eq(events.id, id));
      waiting = !rows[0]?.at || Number(rows[0].queued) > 0;
    }
    expect(waiting).toBe(false);
  });
});
