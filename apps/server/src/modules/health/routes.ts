import { z } from 'zod';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@trailpost/contracts';
import { envelope } from '../../platform/envelope.js';
import { notFound } from '../../platform/errors.js';
import { isOperatorRequest } from '../../platform/operator-access.js';
import { eventQueueHealth } from '../../platform/events.js';
import { unmappedWords } from '../../tracking/index.js';

const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.string(),
});

const detailsSchema = healthSchema.extend({
  details: z.object({
    /** Courier words stored with the fallback status: the adapters' tables to extend. */
    unmapped_courier_words: z.array(z.object({ provider: z.string(), word: z.string(), count: z.number() })),
    /** Per consumer of shipment events: waiting, retrying after a failure, dead letters. */
    event_queues: z.array(z.object({ consumer: z.string(), waiting: z.number(), retrying: z.number(), dead: z.number() })),
  }),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['Health'],
        summary: 'Liveness and database reachability',
        description: 'Answers `ok` with the kind of database once a query to the database succeeds; fails otherwise. No sign-in needed.',
        response: { 200: envelopeOf(healthSchema) },
      },
      config: { public: true },
    },
    async () => {
      await app.ctx.db.execute(sql`select 1`);
      return envelope({ status: 'ok' as const, database: app.database.kind });
    },
  );

  app.get(
    '/health/details',
    {
      schema: {
        tags: ['Health'],
        summary: 'What the operator should look at: unmapped courier words and the event queues',
        description:
          "For the operator: answers what `GET /health` answers, plus the 50 most frequent courier status words that no status table knows (their checkpoints were stored with the fallback status) and, per consumer of shipment events, how many events wait, are being retried after a failure or failed for good. The words come from every account's checkpoints, so it answers only requests made directly from the server's own machine (not through a proxy) or carrying the operator token as a bearer token; any other request answers 404.",
        response: { 200: envelopeOf(detailsSchema) },
      },
      config: { public: true },
    },
    async (request) => {
      if (!isOperatorRequest(request, app.ctx.config.operatorToken)) throw notFound('Route not found');
      const [words, queues] = await Promise.all([unmappedWords(app.ctx.db), eventQueueHealth(app.ctx.db)]);
      return envelope({
        status: 'ok' as const,
        database: app.database.kind,
        details: { unmapped_courier_words: words, event_queues: queues },
      });
    },
  );
};
