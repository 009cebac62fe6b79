import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { toNumber, type Db, type Tx } from '../../db/client.js';
import { loginFailures } from '../../db/schema/index.js';

// Queries behind sign-in throttling. Attempts are keyed by e-mail (the tenant is not known yet).

export interface AttemptKeys {
  email: string;
  ip: string;
  /** Set when the browser signed in to this account before. */
  deviceHash: string | null;
}

/** Serialises attempts on one key until the transaction ends, so two cannot both pass a count. */
export async function lockAttemptKey(tx: Tx, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

/** Failures since `since`: from unknown browsers per account, per address, and per known browser. */
export async function countRecentAttempts(db: Db | Tx, keys: AttemptKeys, since: Date) {
  const fromUnknown = and(eq(loginFailures.email, keys.email), isNull(loginFailures.deviceHash));
  const fromAddress = and(eq(loginFailures.ip, keys.ip), isNull(loginFailures.deviceHash));
  const fromDevice = keys.deviceHash ? and(eq(loginFailures.email, keys.email), eq(loginFailures.deviceHash, keys.deviceHash)) : sql`false`;
  const [row] = await db
    .select({
      byAccount: sql<string>`count(*) filter (where ${fromUnknown})`,
      oldestByAccount: sql<Date | string | null>`min(${loginFailures.createdAt}) filter (where ${fromUnknown})`,
      byAddress: sql<string>`count(*) filter (where ${fromAddress})`,
      oldestByAddress: sql<Date | string | null>`min(${loginFailures.createdAt}) filter (where ${fromAddress})`,
      byDevice: sql<string>`count(*) filter (where ${fromDevice})`,
      oldestByDevice: sql<Date | string | null>`min(${loginFailures.createdAt}) filter (where ${fromDevice})`,
    })
    .from(loginFailures)
    .where(and(gt(loginFailures.createdAt, since), or(fromUnknown, fromAddress, fromDevice)));
  const date = (value: Date | string | null | undefined) => (value ? new Date(value) : null);
  return {
    byAccount: { count: toNumber(row?.byAccount), oldest: date(row?.oldestByAccount) },
    byAddress: { count: toNumber(row?.byAddress), oldest: date(row?.oldestByAddress) },
    byDevice: { count: toNumber(row?.byDevice), oldest: date(row?.oldestByDevice) },
  };
}

export async function insertAttempt(db: Db | Tx, keys: AttemptKeys, at: Date): Promise<void> {
  await db.insert(loginFailures).values({ email: keys.email, ip: keys.ip, deviceHash: keys.deviceHash, createdAt: at });
}

/** A right password forgets the failures of the same browser or address, never anyone else's. */
export async function forgetOwnAttempts(db: Db, keys: AttemptKeys): Promise<void> {
  const own = keys.deviceHash
    ? eq(loginFailures.deviceHash, keys.deviceHash)
    : and(eq(loginFailures.ip, keys.ip), isNull(loginFailures.deviceHash));
  await db.delete(loginFailures).where(and(eq(loginFailures.email, keys.email), own));
}

export async function deleteAttemptsBefore(db: Db, before: Date): Promise<void> {
  await db.delete(loginFailures).where(lt(loginFailures.createdAt, before));
}
