import { WEBHOOK_MESSAGES, WEBHOOK_SWITCH_OFF_DAYS } from '@trailpost/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { createSafeFetch, type SafeFetch } from '../../platform/safe-fetch.js';
import { attemptDelivery, WEBHOOK_ANSWER_MAX_BYTES, WEBHOOK_TIMEOUT_MS, type AttemptOutcome } from './attempt.js';
import * as store from './delivery-repository.js';
import type { DeliveryRow, SubscriptionRow } from './repository.js';
import { nextWebhookAttemptAt } from './retry-schedule.js';
import { openSigningSecret } from './secrets.js';
import { switchOff } from './switch-off.js';

export interface WebhookDeliveryOptions {
  db: Db;
  config: Pick<Config, 'secretsKey' | 'outboundAllowCidrs' | 'webhookRetrySchedule' | 'publicUrl'>;
  log: FastifyBaseLogger;
  /** The outbound client; the safe one with webhook limits by default. */
  fetch?: SafeFetch;
  /** Deliveries claimed per pass, and sent at once at most. */
  batchSize?: number;
  concurrency?: number;
}

/** A claim outlives the longest attempt (15 s) with room to record it; then another worker may take it. */
const LEASE_MS = 60_000;
const RETIRE_EVERY_MS = 10_000;
const SWITCH_OFF_MS = WEBHOOK_SWITCH_OFF_DAYS * 86_400_000;

/**
 * Sends due webhook deliveries (pinned "Webhooks"): claim, then send, then record each outcome
 * as soon as it is known, so a worker that dies mid-batch leaves only its attempts in flight to
 * be tried again (same `webhook-id`) and never loses or repeats the rest.
 */
export function createWebhookDelivery(options: WebhookDeliveryOptions) {
  const { db, config, log } = options;
  const batchSize = options.batchSize ?? 100;
  const concurrency = options.concurrency ?? 16;
  const maxAttempts = config.webhookRetrySchedule.length + 1;
  const fetch =
    options.fetch ??
    createSafeFetch({ allowCidrs: config.outboundAllowCidrs, timeoutMs: WEBHOOK_TIMEOUT_MS, maxBytes: WEBHOOK_ANSWER_MAX_BYTES, truncate: true, maxRedirects: 0 });
  const secretCache = new Map<string, Promise<string>>();

  /** Opened secrets are kept by their sealed text: a rotation seals a new text, so nothing goes stale. */
  function secret(row: SubscriptionRow, sealed: string): Promise<string> {
    let opened = secretCache.get(sealed);
    if (!opened) {
      if (secretCache.size > 5000) secretCache.clear();
      opened = openSigningSecret(db, config, row.tenantId, row.id, sealed);
      opened.catch(() => secretCache.delete(sealed));
      secretCache.set(sealed, opened);
    }
    return opened;
  }

  async function secretsOf(row: SubscriptionRow): Promise<string[]> {
    const previousLive = row.sealedPreviousSecret && row.previousSecretExpiresAt && row.previousSecretExpiresAt.getTime() > Date.now();
    return Promise.all([secret(row, row.sealedSecret), ...(previousLive ? [secret(row, row.sealedPreviousSecret!)] : [])]);
  }

  async function recordOutcome(delivery: store.ClaimedDelivery, endpoint: SubscriptionRow, outcome: AttemptOutcome): Promise<void> {
    const retryAt = outcome.ok || outcome.gone ? null : nextWebhookAttemptAt(config.webhookRetrySchedule, delivery.attempts);
    const status = outcome.ok ? 'succeeded' : retryAt ? 'pending' : 'failed';
    const { responseCode, responseBody, error } = outcome;
    await store.recordAttempt(db, delivery, { status, nextAttemptAt: retryAt, responseCode, responseBody, error });
    const key = { tenantId: endpoint.tenantId, id: endpoint.id };
    if (outcome.ok) {
      if (endpoint.failingSince) await store.markEndpointHealthy(db, key.tenantId, key.id);
      return;
    }
    if (outcome.gone) {
      if (await switchOff(db, config.publicUrl, key, WEBHOOK_MESSAGES.disabledGone)) log.warn({ endpoint: endpoint.endpointUrl }, 'webhook endpoint answered 410: switched off');
      return;
    }
    const failingSince = await store.markEndpointFailing(db, key.tenantId, key.id);
    if (failingSince && Date.now() - failingSince.getTime() >= SWITCH_OFF_MS) {
      if (await switchOff(db, config.publicUrl, key, WEBHOOK_MESSAGES.disabledFailing)) log.warn({ endpoint: endpoint.endpointUrl }, 'webhook endpoint failing for 5 days: switched off');
    }
  }

  async function deliverOne(delivery: store.ClaimedDelivery, endpoint: SubscriptionRow | undefined): Promise<void> {
    if (!endpoint?.active) {
      await store.recordAttempt(db, delivery, { status: 'failed', nextAttemptAt: null, responseCode: null, responseBody: null, error: WEBHOOK_MESSAGES.switchedOff });
      return;
    }
    const outcome = await attemptDelivery(fetch, delivery, endpoint.endpointUrl, await secretsOf(endpoint));
    await recordOutcome(delivery, endpoint, outcome);
  }

  /** Sends at most `concurrency` at once; one failing to record does not stop the others. */
  async function sendAll(deliveries: store.ClaimedDelivery[], endpoints: Map<string, SubscriptionRow>): Promise<void> {
    let next = 0;
    const worker = async () => {
      while (next < deliveries.length) {
        const delivery = deliveries[next++]!;
        await deliverOne(delivery, endpoints.get(`${delivery.tenantId}/${delivery.subscriptionId}`)).catch((error: unknown) =>
          log.error({ err: error, delivery: delivery.id }, 'webhook delivery could not be recorded; its claim lapses and it is tried again'),
        );
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, deliveries.length) }, worker));
  }

  let lastRetired = 0;
  return {
    maxAttempts,
    batchSize,
    /** One pass: claims what is due and sends it; returns how many deliveries it took. */
    async deliverPending(): Promise<number> {
      // Lapsed claims are rare (a worker died): looking for them every few seconds is enough.
      if (Date.now() - lastRetired > RETIRE_EVERY_MS) {
        lastRetired = Date.now();
        await store.retireLapsedClaims(db, maxAttempts, 'Delivery did not finish: the sending worker stopped.');
      }
      const deliveries = await store.claimDueDeliveries(db, batchSize, maxAttempts, LEASE_MS);
      if (!deliveries.length) return 0;
      const keys = [...new Map(deliveries.map((d) => [`${d.tenantId}/${d.subscriptionId}`, { tenantId: d.tenantId, id: d.subscriptionId }])).values()];
      const endpoints = new Map((await store.subscriptionsByKey(db, keys)).map((row) => [`${row.tenantId}/${row.id}`, row]));
      await sendAll(deliveries, endpoints);
      return deliveries.length;
    },
    /** One attempt now, outside the schedule (the "Send test event" button). */
    attemptNow: async (delivery: Pick<DeliveryRow, 'id' | 'body'>, endpoint: SubscriptionRow) => attemptDelivery(fetch, delivery, endpoint.endpointUrl, await secretsOf(endpoint)),
    close: () => fetch.close(),
  };
}

export type WebhookDelivery = ReturnType<typeof createWebhookDelivery>;
