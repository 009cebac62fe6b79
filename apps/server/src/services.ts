import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { defineJobs } from './jobs/registry.js';
import type { ServiceContext } from './platform/context.js';
import { createEventDispatcher, type EventDispatcher } from './platform/events.js';
import { createJobQueue, type JobQueue } from './platform/jobs.js';
import { createMessageDelivery, type MessageDelivery } from './platform/message-delivery.js';
import { createSafeFetch } from './platform/safe-fetch.js';
import { createSmsSender } from './platform/sms.js';
import { createStorage, type FileStorage } from './platform/storage.js';
import { createStepExecutor, type StepExecutor, automationEvents } from './modules/automations/index.js';
import { digestTallies } from './modules/digest/index.js';
import { type IntegrationOutbound, loggedStoreFetch, openStoreKeysOrNone } from './modules/integrations/index.js';
import { trackingNotifications } from './modules/notifications/index.js';
import { dkimFor } from './modules/sender-domains/index.js';
import { webhookEvents, createWebhookDelivery, type WebhookDelivery } from './modules/webhooks/index.js';
import { configuredProviders, chooseProviders, type ProviderSet, createTrackingEngine, type TrackingEngine } from './tracking/index.js';

/**
 * What the API and the workers both run on: the database, mail, events, jobs, outbound calls and
 * the tracking engine. The HTTP app exposes them to its routes; the worker role uses them alone,
 * with no HTTP server at all.
 */
export interface Services {
  database: Database;
  ctx: ServiceContext;
  log: FastifyBaseLogger;
  files: FileStorage;
  jobs: JobQueue;
  mail: MessageDelivery;
  events: EventDispatcher;
  webhooks: WebhookDelivery;
  automations: StepExecutor;
  /** The tracking providers: the engine follows shipments with them, the integrations check keys with them. */
  providers: ProviderSet;
  /** What the integrations reach out to: couriers' adapters, and stores' APIs through the safe client. */
  integrations: IntegrationOutbound;
  tracking: TrackingEngine;
  /** Stops the job queue and closes outbound connections. */
  close(): Promise<void>;
}

export interface ServiceOptions {
  config: Config;
  database: Database;
  log: FastifyBaseLogger;
  /** The configured providers unless given (tests point couriers at local stand-ins). */
  providers?: ProviderSet;
}

export function createServices({ config, database, log, providers = configuredProviders(config) }: ServiceOptions): Services {
  const ctx: ServiceContext = { db: database.db, config };
  const storeFetch = createSafeFetch({ allowCidrs: config.outboundAllowCidrs });
  const services: Services = {
    database,
    ctx,
    log,
    files: createStorage(config, database.db),
    jobs: createJobQueue(database, log, { supervise: config.role !== 'api' }),
    mail: createMessageDelivery({
      db: database.db,
      smtpUrl: config.smtpUrl,
      defaultFrom: config.mailFrom,
      sms: createSmsSender(config),
      dkimFor: (db, tenantId, address) => dkimFor(db, tenantId, address, config.secretsKey),
      log,
    }),
    events: createEventDispatcher(database.db, [trackingNotifications, digestTallies, webhookEvents(config), automationEvents()], {
      onFailure: ({ consumer, eventId, attempt, dead, error }) =>
        log[dead ? 'error' : 'warn']({ err: error, consumer, eventId, attempt }, dead ? 'event left as a dead letter' : 'event consumer failed; retrying later'),
    }),
    webhooks: createWebhookDelivery({ db: database.db, config, log }),
    automations: createStepExecutor({ db: database.db, config, log }),
    providers,
    integrations: { providers, stores: { fetch: loggedStoreFetch(storeFetch, log), config, log } },
    tracking: createTrackingEngine(database.db, {
      choose: chooseProviders(database.db, providers, (row) => openStoreKeysOrNone(ctx, row)),
      onUnmapped: (provider, word) => log.warn({ provider, word }, 'courier word not in the status table: stored with the fallback status'),
    }),
    async close() {
      await services.jobs.stop();
      await services.webhooks.close();
      await storeFetch.close();
    },
  };
  defineJobs(services);
  return services;
}
