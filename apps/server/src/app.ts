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
import { createRealtimeHub, type RealtimeHub } from './platform/realtime.js';
import { registerOpenApi } from './platform/openapi.js';
import { registerSecurityHeaders } from './platform/security-headers.js';
import { databaseRateCounter } from './platform/rate-limits/counter.js';
import { registerRateLimits } from './platform/rate-limits/plugin.js';
import { redisRateCounter } from './platform/rate-limits/redis-counter.js';
import { registerWebApp } from './platform/web-app.js';
import { registerIdempotency } from './platform/idempotency/plugin.js';
import { registerAccountLimits } from './platform/rate-limits/account-limit.js';
import { accountsRoutes, resolveSession } from './modules/accounts/index.js';
import { apiKeysRoutes, resolveApiKey } from './modules/api-keys/index.js';
import { filesRoutes } from './modules/files/index.js';
import { importsRoutes } from './modules/imports/index.js';
import { exportsRoutes } from './modules/exports/index.js';
import { healthRoutes } from './modules/health/index.js';
import { notificationsRoutes } from './modules/notifications/index.js';
import { outboxRoutes } from './modules/outbox/index.js';
import { countriesRoutes } from './modules/countries/index.js';
import { couriersRoutes } from './modules/couriers/index.js';
import { dashboardRoutes } from './modules/dashboard/index.js';
import { courierWebhooksRoutes } from './modules/courier-webhooks/index.js';
import { shopifyRoutes, bigCommerceRoutes, storesRoutes } from './modules/integrations/index.js';
import { shipmentsRoutes } from './modules/shipments/index.js';
import { tagsRoutes } from './modules/tags/index.js';
import { settingsRoutes } from './modules/settings/index.js';
import { teamRoutes } from './modules/team/index.js';
import { senderDomainsRoutes, registerMailDnsZone } from './modules/sender-domains/index.js';
import { unsubscribeRoutes, messagingRoutes, smsInboundRoutes } from './modules/messaging/index.js';
import { webhooksRoutes } from './modules/webhooks/index.js';
import { automationsRoutes } from './modules/automations/index.js';
import { trackingPageData, trackingPagesRoutes } from './modules/tracking-pages/index.js';
import { publicTrackingRoutes } from './modules/public-tracking/index.js';
import { auditRoutes } from './modules/audit/index.js';
import type { ProviderSet } from './tracking/index.js';
import { createServices, type Services } from './services.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the routes run on, shared with the worker role (services.ts); each also by its own name below. */
    services: Services;
    database: Services['database'];
    files: Services['files'];
    jobs: Services['jobs'];
    mail: Services['mail'];
    tracking: Services['tracking'];
    events: Services['events'];
    webhooks: Services['webhooks'];
    automations: Services['automations'];
    providers: Services['providers'];
    integrations: Services['integrations'];
    realtime: RealtimeHub;
  }
}

export interface BuildOptions {
  config: Config;
  database: Database;
  /** Fastify logger option: false in tests, pino options in production. */
  logger?: boolean | object;
  /** The configured providers unless given (tests point couriers at local stand-ins). */
  providers?: ProviderSet;
  /** Services made by the caller, who then closes them; made and closed with the app otherwise. */
  services?: Services;
}

/** Platform plugins first, then the modules under /api, then the web app. */
export async function buildApp({ config, database, logger = false, providers, services: given }: BuildOptions): Promise<FastifyInstance> {
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
  const services = given ?? createServices({ config, database, log: app.log, providers });
  if (!given) app.addHook('onClose', async () => services.close());
  app.decorate('services', services);
  app.decorate('ctx', services.ctx);
  app.decorate('database', services.database);
  app.decorate('files', services.files);
  app.decorate('jobs', services.jobs);
  app.decorate('mail', services.mail);
  app.decorate('tracking', services.tracking);
  app.decorate('events', services.events);
  app.decorate('webhooks', services.webhooks);
  app.decorate('automations', services.automations);
  app.decorate('providers', services.providers);
  app.decorate('integrations', services.integrations);
  app.decorate('realtime', createRealtimeHub(database, app.log));
  // Open streams would keep the server from closing: end them first, then stop listening.
  app.addHook('preClose', async () => app.realtime.endStreams());
  app.addHook('onClose', async () => app.realtime.close());

  registerMailDnsZone(app, config);
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
      registerAccountLimits(api, app.rateCounter, { api: config.apiRateLimit, web: config.webRateLimit });
      registerIdempotency(api, database.db);
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
      await api.register(smsInboundRoutes);
      await api.register(countriesRoutes);
      await api.register(couriersRoutes);
      await api.register(tagsRoutes);
      await api.register(shipmentsRoutes);
      await api.register(dashboardRoutes);
      await api.register(filesRoutes);
      await api.register(importsRoutes);
      await api.register(exportsRoutes);
      await api.register(courierWebhooksRoutes);
      await api.register(shopifyRoutes);
      await api.register(bigCommerceRoutes);
      await api.register(notificationsRoutes);
      if (app.mail.keepsMailLocally || app.mail.keepsSmsLocally) await api.register(outboxRoutes);
    },
    { prefix: '/api' },
  );

  await registerWebApp(app, config.webDist, (request) => trackingPageData(app.ctx, request));
  return app;
}
