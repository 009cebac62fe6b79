import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, outboxMail } from '@trailpost/contracts';
import { envelope } from '../../platform/envelope.js';
import { notFound } from '../../platform/errors.js';
import { isOperatorRequest } from '../../platform/operator-access.js';
import { latestKeptMessages } from './repository.js';

/**
 * The embedded default keeps e-mail in the outbox instead of sending it; this lists it so the
 * person running the product on this machine can open a reset link. A development tool: it
 * does not exist with SMTP, and answers only requests straight from this machine or an operator.
 */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/outbox',
    {
      schema: {
        tags: ['Outbox'],
        summary: 'E-mail and SMS kept locally (embedded default only)',
        description:
          'A development tool: lists the latest e-mails and SMS of every account that the server kept instead of sending because no e-mail or SMS service is configured, newest first, so the person running it can open a reset link. Answers only requests made directly from the server\'s own machine (not through a proxy) or carrying the operator token as a bearer token; any other request answers 404.',
        querystring: z.object({
          limit: z.coerce.number().int().min(1).max(200).default(50).describe('How many of the latest kept messages to list, 1 to 200. Default: 50.'),
        }),
        response: { 200: envelopeOf(z.array(outboxMail)) },
      },
      config: { public: true },
    },
    async (request) => {
      // It holds everyone's reset links.
      if (!isOperatorRequest(request, app.ctx.config.operatorToken)) throw notFound('Route not found');
      const keptChannels = [...(app.mail.keepsMailLocally ? ['email' as const] : []), ...(app.mail.keepsSmsLocally ? ['sms' as const] : [])];
      const rows = await latestKeptMessages(app.ctx.db, keptChannels, request.query.limit);
      return envelope(
        rows.map((row) => ({
          _id: row.id,
          channel: row.channel === 'sms' ? ('sms' as const) : ('email' as const),
          to: row.toAddress,
          from: row.fromAddress,
          reply_to: row.replyTo,
          cc: row.ccAddresses ?? [],
          subject: row.subject,
          text: row.textBody,
          html: row.htmlBody,
          status: row.status,
          error: row.error,
          created_at: row.createdAt.toISOString(),
        })),
      );
    },
  );
};
