import { AUTOMATION_LOG_RETENTION_DAYS, WEBHOOK_DELIVERY_RETENTION_DAYS } from '@trailpost/contracts';
import type { WorkerJob } from './worker-context.js';

const HOUSEKEEPING_INTERVAL_MS = 10 * 60_000;
/** The digest reads yesterday within two hours of 08:00: a week of its records is plenty. */
const DIGEST_RETENTION_MS = 7 * 24 * 60 * 60_000;

/** Forgets what has served its time, and asks again about store keys no one could check. */
export const housekeeping: WorkerJob = {
  name: 'housekeeping',
  claims: 'nothing claimed: deletes what has passed its age, and asks again about keys saved while their courier could not be asked',
  intervalMs: () => HOUSEKEEPING_INTERVAL_MS,
  async run({ services }) {
    const { db } = services.ctx;
    const [
      { forgetStaleSignInRecords },
      { forgetOldDigestRecords },
      { forgetOldDeliveries },
      { forgetOldRuns },
      { publicTrackingHousekeeping },
      { recheckUnverifiedStores },
      { forgetExpiredInstalls },
      { forgetOldShopifyWebhookReceipts },
      { forgetExpiredAuditEntries },
      { deleteExpiredKeys },
    ] = await Promise.all([
      // Handlers' own files, not the modules' indexes: an index would load its whole module at start.
      import('../modules/accounts/housekeeping.js'),
      import('../modules/digest/repository.js'),
      import('../modules/webhooks/repository.js'),
      import('../modules/automations/engine/repository.js'),
      import('../modules/public-tracking/housekeeping.js'),
      import('../modules/integrations/credential-check.js'),
      import('../modules/integrations/store-apps/installs.js'),
      import('../modules/integrations/shopify/webhook-receipts.js'),
      import('../modules/audit/index.js'),
      import('../platform/idempotency/store.js'),
    ]);
    await forgetStaleSignInRecords(db);
    await forgetOldDigestRecords(db, new Date(Date.now() - DIGEST_RETENTION_MS));
    await forgetOldDeliveries(db, new Date(Date.now() - WEBHOOK_DELIVERY_RETENTION_DAYS * 86_400_000));
    await forgetOldRuns(db, new Date(Date.now() - AUTOMATION_LOG_RETENTION_DAYS * 86_400_000));
    await publicTrackingHousekeeping(services.ctx);
    // Keys saved while their courier could not be asked: asked again every pass (10 minutes).
    await recheckUnverifiedStores(services.ctx, services.integrations);
    await forgetExpiredInstalls(services.ctx);
    await forgetOldShopifyWebhookReceipts(db);
    await forgetExpiredAuditEntries(db);
    await deleteExpiredKeys(db);
    return false;
  },
};
