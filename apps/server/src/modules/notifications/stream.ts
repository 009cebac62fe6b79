import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES } from '@trailpost/contracts';
import { unauthorized } from '../../platform/errors.js';
import type { RealtimeMessage } from '../../platform/realtime.js';
import { readStreamTicket, STREAM_TICKET_SECONDS, unreadCountOf } from './service.js';

/** Proxies close idle connections after a minute or so; a comment line keeps the stream open. */
const KEEP_ALIVE_MS = 25_000;

/**
 * One user's Server-Sent Events stream: `ready` with the unread count, then a `notification`
 * event (the item and the new unread count) for each notification raised for that user, by
 * this process or another. The browser reconnects by itself after `retry` milliseconds.
 */
export async function openNotificationStream(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, token: string): Promise<void> {
  const who = await readStreamTicket(app.ctx, token);
  if (!who) throw unauthorized(AUTH_MESSAGES.sessionExpired, 'session_expired');
  // One stream per ticket: a copied or logged ticket URL opens nothing more.
  const uses = await app.rateCounter.hit(`stream-ticket:${who.ticketId}`, (STREAM_TICKET_SECONDS + 60) * 1000);
  if (uses.count > 1) throw unauthorized(AUTH_MESSAGES.sessionExpired, 'session_expired');

  reply.hijack();
  const response = reply.raw;
  response.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  const send = (event: string, data: unknown) => response.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  response.write('retry: 3000\n\n');

  const unsubscribe = await app.realtime.subscribe(who.userId, (message: RealtimeMessage) => {
    void unreadCountOf(app.ctx, who.tenantId, who.userId)
      .then((unreadMessageCount) => send(message.event, { ...(message.data as object), unreadMessageCount }))
      .catch((error: unknown) => request.log.warn({ err: error }, 'realtime delivery failed'));
  });
  send('ready', { unreadMessageCount: await unreadCountOf(app.ctx, who.tenantId, who.userId) });

  const keepAlive = setInterval(() => response.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
  const end = () => {
    clearInterval(keepAlive);
    unsubscribe();
    forget();
    if (!response.writableEnded) response.end();
  };
  const forget = app.realtime.track(end);
  request.raw.on('close', end);
}
