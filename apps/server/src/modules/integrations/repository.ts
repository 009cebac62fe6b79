import { and, asc, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { STORE_CHANNEL_IDS } from '@trailpost/contracts';
import type { Db } from '../../db/client.js';
import { stores } from '../../db/schema/index.js';
import { claimInScopes, claimRows } from '../../platform/claim.js';
import { STORE_KEYS, type StoreKeys } from './sealed-keys.js';

export type StoreRow = typeof stores.$inferSelect;
export type NewStore = typeof stores.$inferInsert;

const thisStore = (tenantId: string, id: string) => and(eq(stores.tenantId, tenantId), eq(stores.id, id));

/** Newest first (part 2 §2.9 Manage Integrations). */
export function listStores(db: Db, tenantId: string): Promise<StoreRow[]> {
  return db.select().from(stores).where(eq(stores.tenantId, tenantId)).orderBy(desc(stores.createdAt), desc(stores.id));
}

export async function findStore(db: Db, tenantId: string, id: string): Promise<StoreRow | null> {
  const [row] = await db.select().from(stores).where(thisStore(tenantId, id)).limit(1);
  return row ?? null;
}

export async function insertStore(db: Db, values: NewStore): Promise<StoreRow> {
  const [row] = await db.insert(stores).values(values).returning();
  return row!;
}

export async function updateStore(db: Db, tenantId: string, id: string, values: Partial<NewStore>): Promise<StoreRow | null> {
  const [row] = await db
    .update(stores)
    .set({ ...values, updatedAt: sql`now()` })
    .where(thisStore(tenantId, id))
    .returning();
  return row ?? null;
}

export async function deleteStore(db: Db, tenantId: string, id: string): Promise<boolean> {
  const rows = await db.delete(stores).where(thisStore(tenantId, id)).returning({ id: stores.id });
  return rows.length > 0;
}

/**
 * Unverified keys of these channels not asked about since `checkedBefore`, oldest check first,
 * across tenants (the worker's re-check, like the custom-domain re-check).
 */
export function unverifiedStoresDue(db: Db, channelIds: number[], checkedBefore: Date, limit: number): Promise<StoreRow[]> {
  return db
    .select()
    .from(stores)
    .where(
      and(
        eq(stores.credentialStatus, 'unverified'),
        inArray(stores.channelId, channelIds),
        or(isNull(stores.credentialCheckedAt), lt(stores.credentialCheckedAt, checkedBefore)),
      ),
    )
    .orderBy(asc(stores.credentialCheckedAt))
    .limit(limit);
}

/** Sealed values equal: a value is sealed with a fresh IV, so equal text means the same save. */
const sameSealedKeys = (keys: StoreKeys) =>
  and(...STORE_KEYS.map((key) => (keys[key] === null ? isNull(stores[key]) : eq(stores[key], keys[key]!))));

/**
 * A background check's answer, written only if the keys it checked are still the saved ones
 * (the merchant may have saved others meanwhile, with their own check).
 */
export async function recordCheck(
  db: Db,
  row: Pick<StoreRow, 'tenantId' | 'id'> & StoreKeys,
  check: Pick<NewStore, 'credentialStatus' | 'credentialMessage' | 'credentialCheckedAt'>,
): Promise<void> {
  await db.update(stores).set(check).where(and(thisStore(row.tenantId, row.id), sameSealedKeys(row)));
}

/** Tenants with rows written before keys were sealed (read without a lock: each tenant's rows are locked on their own). */
export async function tenantsWithPlainKeys(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ tenantId: stores.tenantId }).from(stores).where(eq(stores.keysSealed, false));
  return rows.map((row) => row.tenantId);
}

/** One tenant's rows written before keys were sealed, locked until the caller's transaction ends. */
export function lockPlainKeyRows(db: Db, tenantId: string, limit: number): Promise<StoreRow[]> {
  return db
    .select()
    .from(stores)
    .where(and(eq(stores.tenantId, tenantId), eq(stores.keysSealed, false)))
    .limit(limit)
    .for('update');
}

/**
 * Claims stores whose sync is due, across tenants: asked for by the merchant, last synced before
 * `dueBefore` (switched on, keys not refused), or claimed by a worker that has not finished since
 * `lapsedBefore` (it died). The claim is `sync = 1` with its start time.
 */
export async function claimDueSyncs(db: Db, now: Date, dueBefore: Date, lapsedBefore: Date, limit: number): Promise<StoreRow[]> {
  const due = {
    from: sql`${stores}`,
    where: and(
      inArray(stores.channelId, STORE_CHANNEL_IDS),
      eq(stores.active, 1),
      or(
        and(eq(stores.sync, 0), sql`${stores.credentialStatus} <> 'rejected'`, or(isNull(stores.lastSyncedAt), lt(stores.lastSyncedAt, dueBefore))),
        and(eq(stores.sync, 1), or(isNull(stores.syncStartedAt), lt(stores.syncStartedAt, lapsedBefore))),
      ),
    )!,
    orderBy: sql`${stores.lastSyncedAt} asc nulls first`,
    limit,
  };
  const claimed: StoreRow[] = [];
  await claimInScopes(db, due, async (tenantId, scopeLimit) => {
    const keys = claimRows({ ...due, columns: sql`${stores.tenantId}, ${stores.id}`, tenantId, limit: scopeLimit });
    const rows = await db
      .update(stores)
      .set({ sync: 1, syncStartedAt: now })
      .where(and(tenantId ? eq(stores.tenantId, tenantId) : undefined, sql`(${stores.tenantId}, ${stores.id}) in (${keys})`))
      .returning();
    claimed.push(...rows);
    return rows.length;
  });
  return claimed;
}

/** The merchant's "Sync now": a switched-on store of a store channel is marked waiting; null otherwise. */
export async function requestSync(db: Db, tenantId: string, id: string): Promise<StoreRow | null> {
  const [row] = await db
    .update(stores)
    .set({ sync: 1 })
    .where(and(thisStore(tenantId, id), eq(stores.active, 1), inArray(stores.channelId, STORE_CHANNEL_IDS)))
    .returning();
  return row ?? null;
}

/** Whether a store is still there and switched on (a sync stops between pages when not). */
export async function isStoreActive(db: Db, tenantId: string, id: string): Promise<boolean> {
  const [row] = await db.select({ active: stores.active }).from(stores).where(thisStore(tenantId, id)).limit(1);
  return row?.active === 1;
}

export interface SyncOutcome {
  cursor: string | null;
  orders: number;
  created: number;
  error: string | null;
  /** What the run says of the keys: read with them (verified), refused (rejected), or nothing known. */
  credentials: 'verified' | 'rejected' | null;
}

/**
 * Ends the claim started at `startedAt` with the run's outcome (a lapsed claim taken over writes
 * nothing). The store counts as synced as of the start: orders changed during the run are read
 * again next time.
 */
export async function finishSync(db: Db, row: Pick<StoreRow, 'tenantId' | 'id'>, startedAt: Date, outcome: SyncOutcome): Promise<void> {
  await db
    .update(stores)
    .set({
      sync: 0,
      syncStartedAt: null,
      lastSyncedAt: startedAt,
      lastSyncOrders: outcome.orders,
      lastSyncCreated: outcome.created,
      lastSyncError: outcome.error,
      ...(outcome.cursor ? { syncCursor: outcome.cursor } : {}),
      ...(outcome.credentials
        ? { credentialStatus: outcome.credentials, credentialMessage: outcome.credentials === 'rejected' ? outcome.error : null, credentialCheckedAt: startedAt }
        : {}),
    })
    .where(and(thisStore(row.tenantId, row.id), eq(stores.syncStartedAt, startedAt)));
}
