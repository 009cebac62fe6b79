import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { registerAuthentication } from './platform/auth.js';
import { registerCompression } from './platform/compression.js';
import './platform/context.js';
import { clientErrorEnvelope, registerErrorEnvelope, frameworkErrorEnvelope } from './platform/envelope.js';
import { registerForbiddenTextGuard } from './platform/forbidden-text.js';
import { registerFiles } from './platform/files.js';
import { createEventDispatcher, type EventDispatcher } from './platform/events.js';
import { createRealtimeHub, type RealtimeHub } from './platform/realtime.js';
import { createMessageDelivery, type MessageDelivery } from './platform/message-delivery.js';
import { createSmsSender } from './platform/sms.js';
import { registerOpenApi } from './platform/openapi.js';
import { registerSecurityHeaders } from './platform/security-headers.js';
import { databaseRateCounter } from './platform/rate-limits/counter.js';
import { registerRateLimits } from './platform/rate-limits/plugin.js';
import { redisRateCounter } from './platform/rate-limits/redis-counter.js';
import { registerWebApp } from './platform/web-app.js';
import { accountsRoutes } from './modules/accounts/routes.js';
import { resolveSession } from './modules/accounts/sessions.js';
import { apiKeysRoutes } from './modules/api-keys/routes.js';
import { resolveApiKey } from './modules/api-keys/authenticate.js';
import { filesRoutes } from './modules/files/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { notificationsRoutes } from './modules/notifications/routes.js';
import { trackingNotifications } from './modules/notifications/tracking-consumer.js';
import { outboxRoutes } from './modules/outbox/routes.js';
import { countriesRoutes } from './modules/countries/routes.js';
import { couriersRoutes } from './modules/couriers/routes.js';
import { dashboardRoutes } from './modules/dashboard/routes.js';
import { courierWebhooksRoutes } from './modules/courier-webhooks/routes.js';
import { shopifyRoutes } from './modules/integrations/shopify/routes.js';
import { bigCommerceRoutes } from './modules/integrations/bigcommerce/routes.js';
import { shipmentsRoutes } from './modules/shipments/routes.js';
import { tagsRoutes } from './modules/tags/routes.js';
import { settingsRoutes } from './modules/settings/routes.js';
import { teamRoutes } from './modules/team/routes.js';
import { senderDomainsRoutes } from './modules/sender-domains/routes.js';
import { dkimFor } from './modules/sender-domains/sender.js';
import { registerMailDnsZone } from './modules/sender-domains/zone-plugin.js';
import { unsubscribeRoutes } from './modules/messaging/unsubscribe-routes.js';
import { messagingRoutes } from './modules/messaging/routes.js';
import { webhookEvents } from './modules/webhooks/consumer.js';
import { createWebhookDelivery, type WebhookDelivery } from './modules/webhooks/delivery.js';
import { webhooksRoutes } from './modules/webhooks/routes.js';
import { digestJob } from './modules/digest/job.js';
import { digestTallies } from './modules/digest/tally-consumer.js';
import { configuredProviders } from './tracking/configured-providers.js';
import { createSafeFetch } from './platform/safe-fetch.js';
import { loggedStoreFetch } from './modules/integrations/store-apps/logged-store-fetch.js';
import type { IntegrationOutbound } from './modules/integrations/credential-check.js';
import { chooseProviders, type ProviderSet } from './tracking/provider-choice.js';
import { createTrackingEngine, type TrackingEngine } from './tracking/scheduler.js';
import { createStepExecutor, type StepExecutor } from './modules/automations/actions/executor.js';
import { automationEvents } from './modules/automations/engine/consumer.js';
import { automationsRoutes } from './modules/automations/rules/routes.js';
import { trackingPagesRoutes } from './modules/tracking-pages/routes.js';
import { publicTrackingRoutes } from './modules/public-tracking/routes.js';
import { storesRoutes } from './modules/integrations/routes.js';
import { auditRoutes } from './modules/audit/routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    mail: MessageDelivery;
    tracking: TrackingEngine;
    events: EventDispatcher;
    realtime: RealtimeHub;
    webhooks: WebhookDelivery;
    automations: StepExecutor;
    /** The tracking providers: the engine follows shipments with them, the integrations check keys with them. */
    providers: ProviderSet;
    /** What the integrations reach out to: couriers' adapters, and stores' APIs through the safe client. */
    integrations: IntegrationOutbound;
  }
}

export interface BuildOptions {
  config: Config;
  database: Database;
  /** Fastify logger option: false in tests, pino options in production. */
  logger?: boolean | object;
  /** The configured providers unless given (tests point couriers at local stand-ins). */
  providers?: ProviderSet;
}

/** Platform plugins first, then the modules under /api, then the web app. */
export async function buildApp({ config, database, logger = false, providers = configuredProviders(config) }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    // Client addresses feed sign-in throttling and the local outbox check: trust a proxy only when told.
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    // A malformed address or an over-long path parameter: answered in the envelope too.
    frameworkErrors: frameworkErrorEnvelope,
    // Oversize request lines and headers, refused by Node's parser: answered in the envelope as well.
    clientErrorHandler: clientErrorEnvelope,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('database', database);
  app.decorate('ctx', { db: database.db, config });
  app.decorate(
    'mail',
    createMessageDelivery({
      db: database.db,
      smtpUrl: config.smtpUrl,
      defaultFrom: config.mailFrom,
      sms: createSmsSender(config),
      dkimFor: (db, tenantId, address) => dkimFor(db, tenantId, address, config.secretsKey),
      log: app.log,
    }),
  );
  app.decorate(
    'events',
    createEventDispatcher(database.db, [trackingNotifications, digestTallies, webhookEvents(config), automationEvents()], {
      onFailure: ({ consumer, eventId, attempt, dead, error }) =>
        app.log[dead ? 'error' : 'warn']({ err: error, consumer, eventId, attempt }, dead ? 'event left as a dead letter' : 'event consumer failed; retrying later'),
    }),
  );
  app.decorate('webhooks', createWebhookDelivery({ db: database.db, config, log: app.log }));
  app.addHook('onClose', async () => app.webhooks.close());
  app.decorate('automations', createStepExecutor({ db: database.db, config, log: app.log }));
  app.decorate('realtime', createRealtimeHub(database, app.log));
  // Open streams would keep the server from closing: end them first, then stop listening.
  app.addHook('preClose', async () => app.realtime.endStreams());
  app.addHook('onClose', async () => app.realtime.close());
  app.decorate('providers', providers);
  const storeFetch = createSafeFetch({ allowCidrs: config.outboundAllowCidrs });
  app.decorate('integrations', { providers, stores: { fetch: loggedStoreFetch(storeFetch, app.log), config, log: app.log } });
  app.addHook('onClose', async () => storeFetch.close());
  app.decorate(
    'tracking',
    createTrackingEngine(database.db, {
      choose: chooseProviders(app.ctx, providers),
      onUnmapped: (provider, word) => app.log.warn({ provider, word }, 'courier word not in the status table: stored with the fallback status'),
    }),
  );

  registerFiles(app, database, config);
  registerMailDnsZone(app, config);
  app.jobs.define(digestJob(app.ctx, app.log));
  app.decorateRequest('auth', null);
  registerErrorEnvelope(app);
  registerForbiddenTextGuard(app);
  await registerSecurityHeaders(app, config);
  // Before every route: it compresses what they answer (the API's JSON, the app's page).
  await registerCompression(app);
  await app.register(cookie);
  await registerRateLimits(app, config.redisUrl ? redisRateCounter(config.redisUrl) : databaseRateCounter(database.db));
  await registerOpenApi(app);

  await app.register(
    async (api) => {
      // A token is a session's or else a developer key's; both act as their user.
      registerAuthentication(api, async (tokenHash) => (await resolveSession(app.ctx, tokenHash)) ?? resolveApiKey(app.ctx, tokenHash), config.publicUrl);
      await api.register(healthRoutes);
      await api.register(accountsRoutes);
      await api.register(settingsRoutes);
      await api.register(teamRoutes);
      await api.register(apiKeysRoutes);
      await api.register(senderDomainsRoutes);
      await api.register(messagingRoutes);
      await api.register(webhooksRoutes);
      await api.register(storesRoutes);
      await api.register(auditRoutes);
      await api.register(automationsRoutes);
      await api.register(trackingPagesRoutes);
      await api.register(publicTrackingRoutes);
      await api.register(unsubscribeRoutes);
      await api.register(countriesRoutes);
      await api.register(couriersRoutes);
      await api.register(tagsRoutes);
      await api.register(shipmentsRoutes);
      await api.register(dashboardRoutes);
      await api.register(filesRoutes);
      await api.register(courierWebhooksRoutes);
      await api.register(shopifyRoutes);
      await api.register(bigCommerceRoutes);
      await api.register(notificationsRoutes);
      if (app.mail.keepsMailLocally || app.mail.keepsSmsLocally) await api.register(outboxRoutes);
    },
    { prefix: '/api' },
  );

  await registerWebApp(app, config.webDist);
  return app;
}
