import { z } from 'zod';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@trailpost/contracts';
import { envelope } from '../../platform/envelope.js';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: { tags: ['Health'], summary: 'Liveness and database reachability', response: { 200: envelopeOf(z.object({ status: z.literal('ok'), database: z.string() })) } },
      config: { public: true },
    },
    async () => {
      await app.ctx.db.execute(sql`select 1`);
      return envelope({ status: 'ok' as const, database: app.database.kind });
    },
  );
};
