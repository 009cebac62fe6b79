import type { WorkerJob } from './worker-context.js';

/** Stores come due every 15 minutes, or when the merchant asks: a look every few seconds is cheap (a partial index). */
const STORE_SYNC_POLL_MS = 5_000;

/** Reads new orders of connected stores into shipments (modules/integrations/store-apps; decision 0034). */
export const storeSync: WorkerJob = {
  name: 'store sync',
  claims:
    'stores switched on whose sync is due (asked for, or last synced 15 minutes ago) or whose claim lapsed, 4 a pass; ' +
    'the claim (sync = 1 and its start) is a 10-minute lease, and a failed run is tried again when next due',
  intervalMs: () => STORE_SYNC_POLL_MS,
  async run({ services }) {
    // The handler's own file, not the module's index: the index would load the whole module at start.
    const { STORE_SYNC_BATCH, syncDueStores } = await import('../modules/integrations/store-apps/store-sync.js');
    return (await syncDueStores(services.ctx, services.integrations.stores)) >= STORE_SYNC_BATCH;
  },
};
