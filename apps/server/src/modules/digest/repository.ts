import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

export interface Tally {
  tenantId: string;
  bucket: Date;
  assignedKey: string;
  created: number;
  delivered: number;
  exceptions: number;
  failedAttempts: number;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const num = (value: unknown) => Number(value ?? 0);

/** Adds to the quarter-hour counters, in key order so concurrent batches never deadlock. */
export async function addTallies(db: Db, tallies: Tally[]): Promise<void> {
  if (!tallies.length) return;
  const sorted = [...tallies].sort((a, b) =>
    a.tenantId < b.tenantId ? -1 : a.tenantId > b.tenantId ? 1 : a.bucket.getTime() - b.bucket.getTime() || (a.assignedKey < b.assignedKey ? -1 : 1),
  );
  const values = sql.join(
    sorted.map((t) => sql`(${t.tenantId}::uuid, ${t.bucket.toISOString()}::timestamptz, ${t.assignedKey}::uuid, ${t.created}, ${t.delivered}, ${t.exceptions}, ${t.failedAttempts})`),
    sql`, `,
  );
  await db.execute(sql`
    insert into digest_tallies (tenant_id, bucket, assigned_key, created, delivered, exceptions, failed_attempts)
    values ${values}
    on conflict (tenant_id, bucket, assigned_key) do update set
      created = digest_tallies.created + excluded.created,
      delivered = digest_tallies.delivered + excluded.delivered,
      exceptions = digest_tallies.exceptions + excluded.exceptions,
      failed_attempts = digest_tallies.failed_attempts + excluded.failed_attempts`);
}

export interface DayFigures {
  created: number;
  delivered: number;
  exceptions: number;
  failedAttempts: number;
}

/** A day's counters of several tenants, by tenant and assigned sub-user. */
export async function tallyWindow(db: Db, tenantIds: string[], from: Date, to: Date) {
  const result = await db.execute(sql`
    select tenant_id, assigned_key, sum(created) as created, sum(delivered) as delivered,
      sum(exceptions) as exceptions, sum(failed_attempts) as failed_attempts
    from digest_tallies
    where tenant_id = any(${`{${tenantIds.join(',')}}`}::uuid[]) and bucket >= ${from.toISOString()}::timestamptz and bucket < ${to.toISOString()}::timestamptz
    group by tenant_id, assigned_key`);
  return rowsOf<Record<string, unknown>>(result).map((row) => ({
    tenantId: String(row.tenant_id),
    assignedKey: String(row.assigned_key),
    figures: { created: num(row.created), delivered: num(row.delivered), exceptions: num(row.exceptions), failedAttempts: num(row.failed_attempts) },
  }));
}

/** Shipments added on UTC days [fromDay, toDay] and how many of them are delivered, from the dashboard's rollups. */
export async function deliveryShare(db: Db, tenantIds: string[], fromDay: string, toDay: string) {
  const result = await db.execute(sql`
    select tenant_id, assigned_key, sum(count) filter (where status = 'Delivered') as delivered, sum(count) as added
    from shipment_status_rollups
    where tenant_id = any(${`{${tenantIds.join(',')}}`}::uuid[]) and grain = 10 and slug = '*'
      and period >= ${fromDay}::date and period <= ${toDay}::date
    group by tenant_id, assigned_key`);
  return rowsOf<Record<string, unknown>>(result).map((row) => ({
    tenantId: String(row.tenant_id),
    assignedKey: String(row.assigned_key),
    delivered: num(row.delivered),
    added: num(row.added),
  }));
}

export interface ExceptionRow {
  id: string;
  trackingNumber: string;
  slug: string;
  customerName: string | null;
  message: string | null;
}

/** The ten shipments of a tenant (or of one sub-user) most recently in Exception. */
export async function latestExceptions(db: Db, tenantId: string, assignedId: string | null): Promise<ExceptionRow[]> {
  const result = await db.execute(sql`
    select id, tracking_number, slug, customer_name, last_checkpoint_message
    from shipments
    where tenant_id = ${tenantId}::uuid and current_status = 'Exception'
      ${assignedId ? sql`and assigned_id = ${assignedId}::uuid` : sql``}
    order by updated_at desc, id
    limit 10`);
  return rowsOf<Record<string, unknown>>(result).map((row) => ({
    id: String(row.id),
    trackingNumber: String(row.tracking_number),
    slug: String(row.slug),
    customerName: row.customer_name === null ? null : String(row.customer_name),
    message: row.last_checkpoint_message === null ? null : String(row.last_checkpoint_message),
  }));
}

/** Claims (user, day) pairs; returns the users claimed now, so a digest is never decided twice. */
export async function claimDigestDays(db: Db, claims: { tenantId: string; userId: string; day: string; outcome: 'sent' | 'empty' }[]): Promise<Set<string>> {
  if (!claims.length) return new Set();
  const values = sql.join(claims.map((c) => sql`(${c.tenantId}::uuid, ${c.userId}::uuid, ${c.day}::date, ${c.outcome})`), sql`, `);
  const result = await db.execute(sql`
    insert into digest_sends (tenant_id, user_id, day, outcome) values ${values}
    on conflict (tenant_id, user_id, day) do nothing
    returning user_id`);
  return new Set(rowsOf<{ user_id: string }>(result).map((row) => String(row.user_id)));
}

/** Users of `day` already decided, among those asked. */
export async function decidedUsers(db: Db, users: { tenantId: string; userId: string }[], day: string): Promise<Set<string>> {
  if (!users.length) return new Set();
  const result = await db.execute(sql`
    select d.user_id from digest_sends d
    join unnest(${`{${users.map((u) => u.tenantId).join(',')}}`}::uuid[], ${`{${users.map((u) => u.userId).join(',')}}`}::uuid[]) as k(tenant_id, user_id)
      on d.tenant_id = k.tenant_id and d.user_id = k.user_id
    where d.day = ${day}::date`);
  return new Set(rowsOf<{ user_id: string }>(result).map((row) => String(row.user_id)));
}

/** Counters and decisions older than the digest ever reads. */
export async function forgetOldDigestRecords(db: Db, before: Date): Promise<void> {
  await db.execute(sql`delete from digest_tallies where bucket < ${before.toISOString()}::timestamptz`);
  await db.execute(sql`delete from digest_sends where created_at < ${before.toISOString()}::timestamptz`);
}

