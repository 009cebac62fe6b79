import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, outboxMail } from '@trailpost/contracts';
import { envelope } from '../../platform/envelope.js';
import { latestMail } from './repository.js';

/**
 * The embedded default keeps e-mail in the outbox instead of sending it; this lists it so a
 * person running the product locally can open a reset link. It does not exist with SMTP.
 */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/outbox',
    {
      schema: { tags: ['Outbox'], summary: 'E-mail kept locally (embedded default only)', querystring: z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) }), response: { 200: envelopeOf(z.array(outboxMail)) } },
      config: { public: true },
    },
    async (request) => {
      const rows = await latestMail(app.ctx.db, request.query.limit);
      return envelope(
        rows.map((row) => ({
          _id: row.id,
          to: row.toAddress,
          subject: row.subject,
          text: row.textBody,
          html: row.htmlBody,
          status: row.status,
          created_at: row.createdAt.toISOString(),
        })),
      );
    },
  );
};
