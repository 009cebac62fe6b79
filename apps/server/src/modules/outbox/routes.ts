import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, outboxMail } from '@trailpost/contracts';
import { envelope } from '../../platform/envelope.js';
import { notFound } from '../../platform/errors.js';
import { latestMail } from './repository.js';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The embedded default keeps e-mail in the outbox instead of sending it; this lists it so the
 * person running the product on this machine can open a reset link. It answers only requests
 * from this machine (the outbox holds everyone's reset links), and does not exist with SMTP.
 */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/outbox',
    {
      schema: { tags: ['Outbox'], summary: 'E-mail kept locally (embedded default only)', querystring: z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) }), response: { 200: envelopeOf(z.array(outboxMail)) } },
      config: { public: true },
    },
    async (request) => {
      if (!LOOPBACK.has(request.socket.remoteAddress ?? '')) throw notFound('Route not found');
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
