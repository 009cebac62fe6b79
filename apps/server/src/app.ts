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
import { accountsRoutes } from './modules/accounts/routes.js';
import { resolveSession } from './modules/accounts/sessions.js';
import { apiKeysRoutes } from './modules/api-keys/routes.js';
import { resolveApiKey } from './modules/api-keys/authenticate.js';
import { filesRoutes } from './modules/files/routes.js';
import { importsRoutes } from './modules/imports/routes.js';
import { exportsRoutes } from './modules/exports/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { notificationsRoutes } from './modules/notifications/routes.js';
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
import { registerMailDnsZone } from './modules/sender-domains/zone-plugin.js';
import { unsubscribeRoutes } from './modules/messaging/unsubscribe-routes.js';
import { messagingRoutes } from './modules/messaging/routes.js';
import { webhooksRoutes } from './modules/webhooks/routes.js';
import { automationsRoutes } from './modules/automations/rules/routes.js';
import { trackingPagesRoutes } from './modules/tracking-pages/routes.js';
import { publicTrackingRoutes } from './modules/public-tracking/routes.js';
import { storesRoutes } from './modules/integrations/routes.js';
import { auditRoutes } from './modules/audit/routes.js';
import type { ProviderSet } from './tracking/provider-choice.js';
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

  await registerWebApp(app, config.webDist);
  return app;
}
