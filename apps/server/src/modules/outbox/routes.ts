import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, outboxMail } from '@trailpost/contracts';
import { bearerToken } from '../../platform/auth.js';
import { envelope } from '../../platform/envelope.js';
import { notFound } from '../../platform/errors.js';
import { safeEqual } from '../../platform/safe-equal.js';
import { latestKeptMessages } from './repository.js';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/**
 * The outbox holds everyone's reset links, so it answers only a person on this machine: a
 * connection from loopback that no proxy forwarded (a reverse proxy on the same machine
 * connects from loopback too, and says whom it forwards in one of these headers).
 */
function reachesDirectlyFromThisMachine(request: FastifyRequest): boolean {
  return LOOPBACK.has(request.socket.remoteAddress ?? '') && FORWARDING_HEADERS.every((name) => request.headers[name] === undefined);
}

/** Or anyone holding the operator token (OPERATOR_TOKEN), from wherever. */
function holdsOperatorToken(request: FastifyRequest, operatorToken: string | null): boolean {
  const token = bearerToken(request);
  return Boolean(operatorToken && token && safeEqual(Buffer.from(token), Buffer.from(operatorToken)));
}

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
      if (!reachesDirectlyFromThisMachine(request) && !holdsOperatorToken(request, app.ctx.config.operatorToken)) throw notFound('Route not found');
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
