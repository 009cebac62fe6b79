import type { WorkerJob } from './worker-context.js';

/** Sends signed webhook deliveries (modules/webhooks/delivery.ts; decision 0028). */
export const webhookDelivery: WorkerJob = {
  name: 'webhook delivery',
  claims:
    'webhook_deliveries pending (or whose sending lapsed) due by next_attempt_at, 100 a pass, leased for a minute; ' +
    "retried on the configured schedule (WEBHOOK_RETRY_SCHEDULE), and a claim that lapsed on its last attempt fails",
  intervalMs: ({ config }) => config.eventPollMs,
  run: async ({ services }) => (await services.webhooks.deliverPending()) >= services.webhooks.batchSize,
};
