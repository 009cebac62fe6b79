import type { Config } from '../config.js';
import { runPollingJobs, type RunningJobs } from '../platform/job-runner.js';
import type { Services } from '../services.js';
import { automationSteps } from './automation-steps.js';
import { customTriggers } from './custom-triggers.js';
import { digestJob } from './daily-digest.js';
import { eventConsumerJobs } from './event-consumers.js';
import { eventHandOver } from './event-hand-over.js';
import { exportJob } from './export.js';
import { housekeeping } from './housekeeping.js';
import { importJob } from './import.js';
import { mailDelivery } from './mail-delivery.js';
import { senderDomainChecks } from './sender-domain-checks.js';
import { storeSync } from './store-sync.js';
import { trackingChecks } from './tracking-checks.js';
import { webhookDelivery } from './webhook-delivery.js';
import type { WorkerJob } from './worker-context.js';

/**
 * Every piece of background work, listed once (decision 0045). Jobs on pg-boss: queued by any
 * process (files) or by its schedule (the digest), each run once with retries and a
 * dead-letter queue.
 */
function queuedJobs(services: Services) {
  return [importJob(services), exportJob(services), digestJob(services.ctx, services.log)];
}

/** Polling jobs: a loop each in the worker, claiming due rows of their own table through the claim helper. */
function pollingJobs(services: Services): WorkerJob[] {
  return [
    mailDelivery,
    eventHandOver,
    ...eventConsumerJobs(services.events.consumers),
    webhookDelivery,
    automationSteps,
    customTriggers,
    housekeeping,
    storeSync,
    senderDomainChecks,
    trackingChecks,
  ];
}

/** Defines the pg-boss jobs on a process's queue: the API queues them, the worker runs them. */
export function defineJobs(services: Services): void {
  for (const definition of queuedJobs(services)) services.jobs.define(definition);
}

/** The worker role: runs the pg-boss jobs and every polling job, until stopped. */
export function startJobs(services: Services, config: Config): RunningJobs {
  const polling = runPollingJobs(pollingJobs(services), { services, config }, services.log);
  const stopQueued = services.jobs.work();
  return {
    async stop() {
      await Promise.all([stopQueued(), polling.stop()]);
    },
  };
}
