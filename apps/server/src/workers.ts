import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Services } from './services.js';
import { forgetStaleSignInRecords } from './modules/accounts/housekeeping.js';
import { forgetOldDigestRecords } from './modules/digest/repository.js';
import { RECHECK_BATCH, recheckDueDomains } from './modules/sender-domains/recheck.js';
import { forgetOldDeliveries } from './modules/webhooks/repository.js';
import { CUSTOM_TRIGGER_BATCH, sweepCustomTriggers } from './modules/automations/engine/custom-triggers.js';
import { forgetOldRuns } from './modules/automations/engine/repository.js';
import { publicTrackingHousekeeping } from './modules/public-tracking/housekeeping.js';
import { recheckUnverifiedStores } from './modules/integrations/credential-check.js';
import { STORE_SYNC_BATCH, syncDueStores } from './modules/integrations/store-apps/store-sync.js';
import { forgetExpiredInstalls } from './modules/integrations/store-apps/installs.js';
import { forgetOldShopifyWebhookReceipts } from './modules/integrations/shopify/webhook-receipts.js';
import { forgetExpiredAuditEntries } from './modules/audit/index.js';
import { AUTOMATION_LOG_RETENTION_DAYS, WEBHOOK_DELIVERY_RETENTION_DAYS } from '@trailpost/contracts';

const HOUSEKEEPING_INTERVAL_MS = 10 * 60_000;
const FAN_OUT_BATCH = 500;
/**
 * New events are looked for this often (an indexed query that finds nothing when idle), so an
 * event written by any process reaches its consumers within this long.
 */
const FAN_OUT_POLL_MS = 200;
const EVENT_BATCH = 500;
/**
 * Passes a consumer runs side by side (each claims its own batch, SKIP LOCKED). Evaluating
 * automations is mostly the database writing runs: two passes keep both cores busy, which took
 * bench:automations from 636 to 905 status changes a second; a third added 5 %.
 */
const CONSUMER_PASSES: Partial<Record<string, number>> = { automations: 2 };
/** Passes of the automation step executor side by side (each claims its own due steps, SKIP LOCKED). */
const AUTOMATION_STEP_PASSES = 2;
const SENDER_DOMAIN_POLL_MS = 60_000;
const STORE_SYNC_POLL_MS = 5_000;
/** Custom triggers come due by the hour: a pass a minute fires them within a minute. */
const CUSTOM_TRIGGER_POLL_MS = 60_000;
/** The digest reads yesterday within two hours of 08:00: a week of its records is plenty. */
const DIGEST_RETENTION_MS = 7 * 24 * 60 * 60_000;

export interface Workers {
  stop(): Promise<void>;
}

interface Loop {
  stop(): Promise<void>;
  /** Runs the next pass now rather than at the end of the wait (work arrived). */
  wake(): void;
}

/** Runs `pass` again `intervalMs` after each pass ends (at once when it found a full batch, or when woken). */
function loop(log: FastifyBaseLogger, name: string, intervalMs: number, pass: () => Promise<boolean>): Loop {
  let stopped = false;
  let busy = false;
  let wokenWhileBusy = false;
  let running: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout;
  const tick = () => {
    if (stopped) return;
    busy = true;
    wokenWhileBusy = false;
    running = pass()
      .catch((error: unknown) => {
        log.error({ err: error }, `${name} pass failed`);
        return false;
      })
      .then((more) => {
        busy = false;
        if (!stopped) timer = setTimeout(tick, more || wokenWhileBusy ? 0 : intervalMs);
      });
  };
  timer = setTimeout(tick, 0);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
    wake() {
      if (stopped) return;
      if (busy) wokenWhileBusy = true;
      else {
        clearTimeout(timer);
        timer = setTimeout(tick, 0);
      }
    },
  };
}

/** Loops that run side by side as one: woken and stopped together. */
function together(loops: Loop[]): Loop {
  return {
    async stop() {
      await Promise.all(loops.map((each) => each.stop()));
    },
    wake() {
      for (const each of loops) each.wake();
    },
  };
}

/** Background work of a worker process: mail delivery, event hand-over and the tracking scheduler. */
export function startWorkers(services: Services, config: Config): Workers {
  const { log } = services;
  // A pass goes again at once only after a full batch: a trickle of events is then taken in
  // batches at each wake or poll, rather than one tiny transaction per event.
  const webhookDeliveries = loop(log, 'webhook delivery', config.eventPollMs, async () => (await services.webhooks.deliverPending()) >= services.webhooks.batchSize);
  const automationSteps = together(
    Array.from({ length: AUTOMATION_STEP_PASSES }, () => loop(log, 'automation steps', config.eventPollMs, async () => (await services.automations.runDue()) >= services.automations.batchSize)),
  );
  // Work a consumer's pass leaves for a loop of its own, committed by the time the pass returns.
  const follows: Record<string, Loop> = { webhooks: webhookDeliveries, automations: automationSteps };
  // Each consumer on its own loop: a slow or failing one never delays the others.
  const consumers = new Map(
    services.events.consumers.map((name) => [
      name,
      together(
        Array.from({ length: CONSUMER_PASSES[name] ?? 1 }, () =>
          loop(log, `events: ${name}`, config.eventPollMs, async () => {
            const taken = await services.events.deliver(name, EVENT_BATCH);
            // Its deliveries or steps are committed now: carry them out without waiting for the next poll.
            if (taken) follows[name]?.wake();
            return taken >= EVENT_BATCH;
          }),
        ),
      ),
    ]),
  );
  const fanOut = loop(log, 'events', Math.min(config.eventPollMs, FAN_OUT_POLL_MS), async () => {
    const { taken, queuedFor } = await services.events.handOver(FAN_OUT_BATCH);
    // Only the consumers given work: most events concern a few of them (their `wanted`).
    for (const name of queuedFor) consumers.get(name)?.wake();
    return taken >= FAN_OUT_BATCH;
  });
  const loops = [
    loop(log, 'mail delivery', config.mailPollMs, async () => (await services.mail.deliverPending()) > 0),
    fanOut,
    ...consumers.values(),
    webhookDeliveries,
    automationSteps,
    loop(log, 'custom triggers', CUSTOM_TRIGGER_POLL_MS, async () => {
      const written = await sweepCustomTriggers(services.ctx.db);
      if (written) automationSteps.wake();
      return written >= CUSTOM_TRIGGER_BATCH;
    }),
    loop(log, 'housekeeping', HOUSEKEEPING_INTERVAL_MS, async () => {
      await forgetStaleSignInRecords(services.ctx.db);
      await forgetOldDigestRecords(services.ctx.db, new Date(Date.now() - DIGEST_RETENTION_MS));
      await forgetOldDeliveries(services.ctx.db, new Date(Date.now() - WEBHOOK_DELIVERY_RETENTION_DAYS * 86_400_000));
      await forgetOldRuns(services.ctx.db, new Date(Date.now() - AUTOMATION_LOG_RETENTION_DAYS * 86_400_000));
      await publicTrackingHousekeeping(services.ctx);
      // Keys saved while their courier could not be asked: asked again every pass (10 minutes).
      await recheckUnverifiedStores(services.ctx, services.integrations);
      await forgetExpiredInstalls(services.ctx);
      await forgetOldShopifyWebhookReceipts(services.ctx.db);
      await forgetExpiredAuditEntries(services.ctx.db);
      return false;
    }),
    // Stores come due every 15 minutes, or when the merchant asks: a look every few seconds is cheap (a partial index).
    loop(log, 'store sync', STORE_SYNC_POLL_MS, async () => (await syncDueStores(services.ctx, services.integrations.stores)) >= STORE_SYNC_BATCH),
    // Unverified sender domains come due every 5 minutes at most: a pass a minute is soon enough.
    loop(log, 'sender-domain checks', SENDER_DOMAIN_POLL_MS, async () => (await recheckDueDomains(services.ctx)) >= RECHECK_BATCH),
    loop(log, 'tracking', config.trackingPollMs, async () => {
      const { checked } = await services.tracking.pollOnce();
      return checked >= 50;
    }),
  ];
  const stopJobs = services.jobs.work();
  return {
    async stop() {
      await Promise.all([stopJobs(), ...loops.map((entry) => entry.stop())]);
    },
  };
}
