import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { databaseRateCounter, type RateCounter } from './counter.js';
import { redisRateCounter } from './redis-counter.js';

const t = useTestApp();
const redisUrl = process.env.TEST_REDIS_URL;
const redis = redisUrl ? redisRateCounter(redisUrl) : null;
afterAll(async () => redis?.close());

// The database store always; Redis as well when the run names one (CI does).
const stores: [string, () => RateCounter][] = [
  ['the database', () => databaseRateCounter(t.database.db)],
  ...(redis ? [['Redis', () => redis] as [string, () => RateCounter]] : []),
];

describe.each(stores)('rate counter in %s', (_name, counterOf) => {
  it('counts every hit of a burst exactly once', async () => {
    const counter = counterOf();
    const key = `burst:${randomUUID()}`;
    const counts = await Promise.all(Array.from({ length: 40 }, () => counter.hit(key, 60_000)));
    expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect((await counter.peek(key)).count).toBe(40);
  });

  it('opens the window on the first hit and starts again when it ends', async () => {
    const counter = counterOf();
    const key = `window:${randomUUID()}`;
    expect(await counter.peek(key)).toEqual({ count: 0, resetInMs: 0 });
    const first = await counter.hit(key, 300);
    expect(first.count).toBe(1);
    expect(first.resetInMs).toBeGreaterThan(0);
    expect(first.resetInMs).toBeLessThanOrEqual(300);
    expect((await counter.hit(key, 300)).count).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await counter.peek(key)).count).toBe(0);
    expect((await counter.hit(key, 300)).count).toBe(1);
  });

  it('keeps keys apart', async () => {
    const counter = counterOf();
    const [a, b] = [`a:${randomUUID()}`, `b:${randomUUID()}`];
    await counter.hit(a, 60_000);
    await counter.hit(a, 60_000);
    expect((await counter.hit(b, 60_000)).count).toBe(1);
  });
});

describe('the database counter', () => {
  it('never says a window ends later than a window away, even when the hit waited for an earlier-begun one', async () => {
    const counter = databaseRateCounter(t.database.db);
    const key = `late:${randomUUID()}`;
    await counter.hit(key, 1000);
    // What a hit whose transaction began before the window's opener sees: its end beyond a window.
    await t.database.db.execute(sql`update rate_counters set reset_at = now() + interval '1500 milliseconds' where key = ${key}`);
    const late = await counter.hit(key, 1000);
    expect(late.count).toBe(2);
    expect(late.resetInMs).toBe(1000);
  });
});
