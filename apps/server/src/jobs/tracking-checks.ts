import { TRACKING_BATCH } from '../tracking/index.js';
import type { WorkerJob } from './worker-context.js';

/** Asks couriers about due shipments and expires stale ones (tracking/scheduler.ts; decision 0008). */
export const trackingChecks: WorkerJob = {
  name: 'tracking checks',
  claims:
    `shipments due by next_check_at, ${TRACKING_BATCH} a pass, leased for 5 minutes; a courier that fails backs the shipment off ` +
    '(tracking/schedule.ts); and up to 500 shipments without news for 30 days, expired in the claiming statement',
  intervalMs: ({ config }) => config.trackingPollMs,
  async run({ services }) {
    const { checked } = await services.tracking.pollOnce();
    return checked >= TRACKING_BATCH;
  },
};
