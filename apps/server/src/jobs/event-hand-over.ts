import { consumerJobName } from './event-consumers.js';
import type { WorkerJob } from './worker-context.js';

const FAN_OUT_BATCH = 500;
/**
 * New events are looked for this often (an indexed query that finds nothing when idle), so an
 * event written by any process reaches its consumers within this long.
 */
const FAN_OUT_POLL_MS = 200;

/** Gives each new event a queue row per consumer that wants it (platform/events.ts; decision 0017). */
export const eventHandOver: WorkerJob = {
  name: 'event hand-over',
  claims: `events not yet handed over, in id order, ${FAN_OUT_BATCH} a pass; marked handed over in the statement that queues them, so no lease or retry`,
  intervalMs: ({ config }) => Math.min(config.eventPollMs, FAN_OUT_POLL_MS),
  async run({ services }, wake) {
    const { taken, queuedFor } = await services.events.handOver(FAN_OUT_BATCH);
    // Only the consumers given work: most events concern a few of them (their `wanted`).
    for (const name of queuedFor) wake(consumerJobName(name));
    return taken >= FAN_OUT_BATCH;
  },
};
