import { automationSteps } from './automation-steps.js';
import { webhookDelivery } from './webhook-delivery.js';
import type { WorkerJob } from './worker-context.js';

const EVENT_BATCH = 500;
/**
 * Passes a consumer runs side by side (each claims its own batch). Evaluating automations is
 * mostly the database writing runs: two passes keep both cores busy, which took
 * bench:automations from 636 to 905 status changes a second; a third added 5 %.
 */
const CONSUMER_PASSES: Partial<Record<string, number>> = { automations: 2 };
/** Work a consumer's pass leaves for a job of its own, committed by the time the pass returns. */
const FOLLOWS: Partial<Record<string, string>> = { webhooks: webhookDelivery.name, automations: automationSteps.name };

export const consumerJobName = (consumer: string) => `events: ${consumer}`;

/**
 * A job per event consumer (notifications, digest tallies, webhooks, automations; decision 0017):
 * each on its own, so a slow or failing one never delays the others.
 */
export function eventConsumerJobs(consumers: readonly string[]): WorkerJob[] {
  return consumers.map((consumer) => ({
    name: consumerJobName(consumer),
    claims:
      `its due event_deliveries rows, ${EVENT_BATCH} a pass, held by the transaction that handles them; ` +
      'a failing event is retried with back-off (10 s doubling to an hour) and left as a dead letter after 10 attempts',
    intervalMs: ({ config }) => config.eventPollMs,
    passes: CONSUMER_PASSES[consumer] ?? 1,
    async run({ services }, wake) {
      const taken = await services.events.deliver(consumer, EVENT_BATCH);
      // Its deliveries or steps are committed now: carry them out without waiting for the next poll.
      const follow = FOLLOWS[consumer];
      if (taken && follow) wake(follow);
      return taken >= EVENT_BATCH;
    },
  }));
}
