import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { registerAuthentication } from './platform/auth.js';
import './platform/context.js';
import { registerErrorEnvelope } from './platform/envelope.js';
import { createMailDelivery, type MailDelivery } from './platform/mail.js';
import { registerOpenApi } from './platform/openapi.js';
import { registerWebApp } from './platform/web-app.js';
import { accountsRoutes } from './modules/accounts/routes.js';
import { resolveSession } from './modules/accounts/sessions.js';
import { healthRoutes } from './modules/health/routes.js';
import { outboxRoutes } from './modules/outbox/routes.js';
import { countriesRoutes } from './modules/countries/routes.js';
import { couriersRoutes } from './modules/couriers/routes.js';
import { shipmentsRoutes } from './modules/shipments/routes.js';
import { tagsRoutes } from './modules/tags/routes.js';
import { createSandboxProvider } from './tracking/providers/sandbox.js';
import { createTrackingEngine, type TrackingEngine } from './tracking/scheduler.js';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    mail: MailDelivery;
    tracking: TrackingEngine;
  }
}

export interface BuildOptions {
  config: Config;
  database: Database;
  /** Fastify logger option: false in tests, pino options in production. */
  logger?: boolean | object;
}

/** Platform plugins first, then the modules under /api, then the web app. */
export async function buildApp({ config, database, logger = false }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    // Client addresses feed sign-in throttling and the local outbox check: trust a proxy only when told.
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('database', database);
  app.decorate('ctx', { db: database.db, config });
  app.decorate('mail', createMailDelivery(database.db, config.smtpUrl, config.mailFrom, app.log));
  const sandbox = createSandboxProvider({ stepSeconds: config.sandboxStepSeconds });
  app.decorate('tracking', createTrackingEngine(database.db, { providerFor: () => sandbox }));

  app.decorateRequest('auth', null);
  registerErrorEnvelope(app);
  await registerOpenApi(app);

  await app.register(
    async (api) => {
      registerAuthentication(api, (tokenHash) => resolveSession(app.ctx, tokenHash));
      await api.register(healthRoutes);
      await api.register(accountsRoutes);
      await api.register(countriesRoutes);
      await api.register(couriersRoutes);
      await api.register(tagsRoutes);
      await api.register(shipmentsRoutes);
      if (app.mail.keepsMailLocally) await api.register(outboxRoutes);
    },
    { prefix: '/api' },
  );

  await registerWebApp(app, config.webDist);
  return app;
}
