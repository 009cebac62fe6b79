import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.js';

/** How long a key answers its first answer again (part 3). */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** A first request still marked running after this long died with its process: the key is free again. */
export const ABANDONED_AFTER_MS = 60_000;

export type KeyClaim =
  | { state: 'claimed' }
  | { state: 'running' }
  | { state: 'reused' }
  | { state: 'answered'; statusCode: number; response: string };

/**
 * Takes the key for this request, or says what holds it: the same request's answer, the same
 * request still running, or another request. A key past its window, or left running by a
 * process that died, is taken afresh. The cut-offs are parameters: a distributed database
 * refuses the clock in an upsert's condition.
 */
export async function claimKey(db: Db, tenantId: string, key: string, fingerprint: string): Promise<KeyClaim> {
  const now = Date.now();
  const expired = new Date(now - IDEMPOTENCY_WINDOW_MS).toISOString();
  const abandoned = new Date(now - ABANDONED_AFTER_MS).toISOString();
  const [taken] = rowsOf(
    await db.execute(sql`
      insert into idempotency_keys (tenant_id, key, fingerprint, created_at) values (${tenantId}::uuid, ${key}, ${fingerprint}, ${new Date(now).toISOString()}::timestamptz)
      on conflict (tenant_id, key) do update set fingerprint = excluded.fingerprint, status_code = null, response = null, created_at = excluded.created_at
        where idempotency_keys.created_at < ${expired}::timestamptz
          or (idempotency_keys.status_code is null and idempotency_keys.created_at < ${abandoned}::timestamptz)
      returning 1 as taken`),
  );
  if (taken) return { state: 'claimed' };
  const [held] = rowsOf(await db.execute(sql`select fingerprint, status_code, response from idempotency_keys where tenant_id = ${tenantId}::uuid and key = ${key}`));
  // Gone between the two statements (housekeeping): the caller may simply try again.
  if (!held) return { state: 'running' };
  // While the first request runs nothing is known of its answer: any request with the key waits.
  if (held.status_code === null) return { state: 'running' };
  if (held.fingerprint !== fingerprint) return { state: 'reused' };
  return { state: 'answered', statusCode: Number(held.status_code), response: String(held.response ?? '') };
}

/** Keeps the first request's answer for its repeats. */
export async function keepAnswer(db: Db, tenantId: string, key: string, statusCode: number, response: string): Promise<void> {
  await db.execute(sql`update idempotency_keys set status_code = ${statusCode}, response = ${response} where tenant_id = ${tenantId}::uuid and key = ${key}`);
}

/** The first request failed on our side: the key is free, so a retry runs it again. */
export async function releaseKey(db: Db, tenantId: string, key: string): Promise<void> {
  await db.execute(sql`delete from idempotency_keys where tenant_id = ${tenantId}::uuid and key = ${key} and status_code is null`);
}

/** Drops keys past their window (the housekeeping job). */
export async function deleteExpiredKeys(db: Db): Promise<void> {
  await db.execute(sql`delete from idempotency_keys where created_at < ${new Date(Date.now() - IDEMPOTENCY_WINDOW_MS).toISOString()}::timestamptz`);
}
