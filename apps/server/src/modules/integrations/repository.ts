import { and, asc, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { stores } from '../../db/schema/index.js';
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

/** Rows written before keys were sealed, locked until the caller's transaction ends. */
export function lockPlainKeyRows(db: Db, limit: number): Promise<StoreRow[]> {
  return db.select().from(stores).where(eq(stores.keysSealed, false)).limit(limit).for('update');
}
