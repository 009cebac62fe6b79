import { channelDisplayName, STORE_MESSAGES } from '@trailpost/contracts';
import type { Db } from '../../../db/client.js';
import type { ServiceContext } from '../../../platform/context.js';
import { addCheckedShipments, checkNewShipment, encodeShipment, shipmentKey, type EncodedShipment } from '../../shipments/index.js';
import * as repo from '../repository.js';
import { openStoreKeys, sealStoreKeys } from '../sealed-keys.js';
import type { OrderPage, StoreClientDeps } from './store-client.js';
import { storeClientOf } from './store-clients.js';
import { StoreApiError } from './store-http.js';
import { shipmentPayloads } from './store-order.js';

/** Each store is synced this often; the merchant's "Sync now" does not wait for it. */
export const STORE_SYNC_EVERY_MS = 15 * 60_000;
/** A claim not finished within this long belongs to a worker that died: another takes it over. */
export const STORE_SYNC_LEASE_MS = 10 * 60_000;
/** Stores synced at once by one worker pass. */
export const STORE_SYNC_BATCH = 4;
/** Shipments gathered from pages before they are stored in one statement. */
const STORE_BATCH = 1000;

/** What a sync has done so far: kept when it fails midway (the shipments stored stay stored). */
export interface SyncProgress {
  orders: number;
  created: number;
  /** The newest modification read: the next sync's cursor once this one ends well. */
  cursor: string | null;
}

/** Order pages with the next one already asked for while the caller stores this one. */
async function* readAhead(pages: AsyncGenerator<OrderPage>): AsyncGenerator<OrderPage> {
  let next = pages.next();
  while (true) {
    const current = await next;
    if (current.done) return;
    next = pages.next();
    // A failure of the page asked ahead surfaces when it is awaited, not as an unhandled rejection.
    next.catch(() => undefined);
    yield current.value;
  }
}

/** The shipments of these orders, checked with Add shipment's rules; a customer field they refuse is dropped, not the shipment. */
function encodedShipments(pages: OrderPage['orders'], source: string, tenantId: string): Map<string, EncodedShipment> {
  const scope = { tenantId, onlyAssignedTo: null };
  const out = new Map<string, EncodedShipment>();
  for (const order of pages) {
    for (const { payload, bare } of shipmentPayloads(order, source)) {
      let checked = checkNewShipment(payload, scope);
      if ('error' in checked) checked = checkNewShipment(bare, scope);
      if ('error' in checked) continue;
      const key = shipmentKey(checked.values.slug, checked.values.trackingNumber);
      if (!out.has(key)) out.set(key, encodeShipment(checked.values));
    }
  }
  return out;
}

/**
 * One sync of a claimed store: its fulfilled orders since the cursor become shipments (those
 * already tracked are found, not duplicated), a thousand at a time, while the next page is read.
 * It stops between pages when the store is switched off or removed. `progress` holds the counts
 * and the newest modification read as it goes.
 */
export async function syncStore(ctx: ServiceContext, deps: StoreClientDeps, row: repo.StoreRow, progress: SyncProgress): Promise<void> {
  const client = storeClientOf(row.channelId);
  if (!client || !row.url) throw new StoreApiError('rejected', 'this store cannot be synced: its channel or address is missing');
  const source = channelDisplayName(row.channelId);
  const keys = await openStoreKeys(ctx, row).catch(() => {
    throw new StoreApiError('rejected', STORE_MESSAGES.keysUnreadable);
  });
  let pending: OrderPage['orders'] = [];
  const store = async () => {
    const shipments = encodedShipments(pending, source, row.tenantId);
    pending = [];
    if (shipments.size) progress.created += (await addCheckedShipments(ctx.db as Db, row.tenantId, [...shipments.values()])).size;
  };
  // Renewed tokens are kept at once: the platform may void the old refresh token as it answers.
  const saveKeys = async (renewed: typeof keys) => {
    await repo.updateStore(ctx.db, row.tenantId, row.id, { keysSealed: true, ...(await sealStoreKeys(ctx, row.tenantId, row.id, renewed)) });
  };
  for await (const page of readAhead(client.pages(deps, { url: row.url, keys, saveKeys }, row.syncCursor))) {
    if (!(await repo.isStoreActive(ctx.db, row.tenantId, row.id))) break;
    progress.orders += page.orders.length;
    pending.push(...page.orders);
    if (page.newest && (!progress.cursor || page.newest > progress.cursor)) progress.cursor = page.newest;
    if (pending.length >= STORE_BATCH) await store();
  }
  await store();
}

/**
 * A worker pass: claims the stores due and syncs each, recording what it read and created, or
 * why it failed (keys the store refused mark the store's keys rejected, and it is not synced
 * again on schedule until they are saved anew). Answers how many stores it synced.
 */
export async function syncDueStores(ctx: ServiceContext, deps: StoreClientDeps, now = new Date()): Promise<number> {
  const claimed = await repo.claimDueSyncs(ctx.db, now, new Date(now.getTime() - STORE_SYNC_EVERY_MS), new Date(now.getTime() - STORE_SYNC_LEASE_MS), STORE_SYNC_BATCH);
  await Promise.all(
    claimed.map(async (row) => {
      const progress: SyncProgress = { orders: 0, created: 0, cursor: row.syncCursor };
      let outcome: repo.SyncOutcome;
      try {
        await syncStore(ctx, deps, row, progress);
        outcome = { ...progress, error: null, credentials: 'verified' };
      } catch (error) {
        // A failure of our own is logged; the merchant reads that the sync will be tried again.
        if (!(error instanceof StoreApiError)) deps.log?.error({ err: error, store: row.id }, 'store sync failed');
        const failure = error instanceof StoreApiError ? error : new StoreApiError('unreachable', STORE_MESSAGES.syncFailed, { cause: error });
        // Pages are read in id order, not by modification: the cursor moves only when all were read.
        outcome = { ...progress, cursor: null, error: failure.reason, credentials: failure.kind === 'rejected' ? 'rejected' : null };
      }
      await repo.finishSync(ctx.db, row, now, outcome);
    }),
  );
  return claimed.length;
}
