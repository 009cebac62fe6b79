import { sql } from 'drizzle-orm';
import { toNumber, type Db } from '../../db/client.js';

export interface RateCount {
  /** Hits in the current window, this one included. */
  count: number;
  /** Milliseconds until the window ends and the count starts again. */
  resetInMs: number;
}

/**
 * Fixed-window counters shared by every API process: the request limits of @fastify/rate-limit
 * and the per-target limits (reset e-mails per address, unknown look-ups per client).
 */
export interface RateCounter {
  /** Counts one hit; the first hit of a key opens a window of `windowMs`. Atomic per key. */
  hit(key: string, windowMs: number): Promise<RateCount>;
  /** The count so far without adding to it (0 when no window is open). */
  peek(key: string): Promise<RateCount>;
  close(): Promise<void>;
}

type CountRow = { hits: number | string; reset_in_ms: number | string };
const rowsOf = (result: unknown) => (result as { rows: CountRow[] }).rows;

/** The database-backed counter: one upsert per hit, so concurrent hits never lose a count. */
export function databaseRateCounter(db: Db): RateCounter {
  return {
    async hit(key, windowMs) {
      const result = await db.execute(sql`
        insert into rate_counters (key, hits, reset_at)
        values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
        on conflict (key) do update set
          hits = case when rate_counters.reset_at <= now() then 1 else rate_counters.hits + 1 end,
          reset_at = case when rate_counters.reset_at <= now() then excluded.reset_at else rate_counters.reset_at end
        returning hits, ceil(extract(epoch from reset_at - now()) * 1000) as reset_in_ms`);
      const row = rowsOf(result)[0];
      // now() is when this statement's transaction began: a hit that waited for another's row lock
      // would see that one's window end more than a window away.
      return { count: toNumber(row?.hits), resetInMs: Math.min(windowMs, Math.max(0, toNumber(row?.reset_in_ms))) };
    },
    async peek(key) {
      const result = await db.execute(sql`
        select hits, ceil(extract(epoch from reset_at - now()) * 1000) as reset_in_ms
        from rate_counters where key = ${key} and reset_at > now()`);
      const row = rowsOf(result)[0];
      return row ? { count: toNumber(row.hits), resetInMs: Math.max(0, toNumber(row.reset_in_ms)) } : { count: 0, resetInMs: 0 };
    },
    async close() {},
  };
}

/** Drops windows that ended (the housekeeping loop calls it). */
export async function deleteEndedRateWindows(db: Db): Promise<void> {
  await db.execute(sql`delete from rate_counters where reset_at <= now()`);
}
