import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { storeInstallStates, storeInstalls, stores } from '../../../db/schema/index.js';
import type { StoreRow } from '../repository.js';

export type StoreInstallRow = typeof storeInstalls.$inferSelect;

export async function insertState(db: Db, values: typeof storeInstallStates.$inferInsert): Promise<void> {
  await db.insert(storeInstallStates).values(values);
}

/** Takes a state once: the row goes, so a replayed callback finds nothing. */
export async function takeState(db: Db, state: string, now: Date): Promise<{ channelId: number; shop: string } | null> {
  const [row] = await db
    .delete(storeInstallStates)
    .where(and(eq(storeInstallStates.state, state), gt(storeInstallStates.expiresAt, now)))
    .returning({ channelId: storeInstallStates.channelId, shop: storeInstallStates.shop });
  return row ?? null;
}

export async function insertInstall(db: Db, values: typeof storeInstalls.$inferInsert): Promise<StoreInstallRow> {
  const [row] = await db.insert(storeInstalls).values(values).returning();
  return row!;
}

/** Takes an install once, unexpired: linking it twice creates nothing twice. */
export async function takeInstall(db: Db, id: string, now: Date): Promise<StoreInstallRow | null> {
  const [row] = await db.delete(storeInstalls).where(and(eq(storeInstalls.id, id), gt(storeInstalls.expiresAt, now))).returning();
  return row ?? null;
}

/** Every account's store of this platform and shop (a shop may be linked to more than one account). */
export function storesOfShop(db: Db, channelId: number, url: string): Promise<StoreRow[]> {
  return db.select().from(stores).where(and(eq(stores.channelId, channelId), eq(stores.url, url)));
}

export async function forgetExpired(db: Db, now: Date): Promise<void> {
  await db.delete(storeInstallStates).where(lt(storeInstallStates.expiresAt, now));
  await db.delete(storeInstalls).where(lt(storeInstalls.expiresAt, now));
}

/** A shop's stores switched off and their keys dropped (the app was uninstalled: its tokens are void). */
export async function disconnectShop(db: Db, channelId: number, url: string, reason: string): Promise<number> {
  const rows = await db
    .update(stores)
    .set({ active: 0, sync: 0, key1: null, key2: null, key3: null, credentialStatus: 'rejected', credentialMessage: reason, updatedAt: sql`now()` })
    .where(and(eq(stores.channelId, channelId), eq(stores.url, url)))
    .returning({ id: stores.id });
  return rows.length;
}
