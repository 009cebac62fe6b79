import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, NOTIFICATION_MESSAGES, notificationList, notificationMutes, realtimeToken, saveNotificationMutes } from '@trailpost/contracts';
import { requireAuth } from '../../platform/auth.js';
import { envelope } from '../../platform/envelope.js';
import { getMutes, saveMutes } from './mutes.js';
import { issueStreamTicket, listNotifications, markRead, removeNotification, STREAM_TICKET_SECONDS } from './service.js';
import { openNotificationStream } from './stream.js';

const tags = ['Notifications'];

/**
 * The bell (part 1 §2.9, §7 Notifications). The realtime service of the contract is our own
 * Server-Sent Events stream, opened with the short-lived ticket GET /firebase/token gives.
 */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/firebase/token/:userId',
    { schema: { tags, summary: 'A one-minute ticket that opens the realtime stream', params: z.object({ userId: z.string() }), response: { 200: envelopeOf(realtimeToken) } } },
    async (request) => {
      const token = await issueStreamTicket(app.ctx, requireAuth(request), request.params.userId);
      return envelope({ token, expires_in: STREAM_TICKET_SECONDS, stream_url: `/api/firebase/stream?token=${encodeURIComponent(token)}` });
    },
  );

  app.get('/firebase/notifications', { schema: { tags, summary: 'The 20 latest notifications and the unread count', response: { 200: envelopeOf(notificationList) } } }, async (request) =>
    envelope(await listNotifications(app.ctx, requireAuth(request))),
  );

  app.post('/firebase/notifications/read', { schema: { tags, summary: 'Opening the list: everything is read', response: { 200: envelopeOf(z.null()) } } }, async (request) => {
    await markRead(app.ctx, requireAuth(request));
    return envelope(null, NOTIFICATION_MESSAGES.cleared);
  });

  app.delete(
    '/firebase/notification/:id',
    { schema: { tags, summary: 'Dismiss a notification', params: z.object({ id: z.string().uuid() }), response: { 200: envelopeOf(z.null()) } } },
    async (request) => {
      await removeNotification(app.ctx, requireAuth(request), request.params.id);
      return envelope(null, NOTIFICATION_MESSAGES.deleted);
    },
  );

  app.get(
    '/notifications/mutes',
    { schema: { tags, summary: 'The kinds of notice the caller muted, and every kind there is', response: { 200: envelopeOf(notificationMutes) } } },
    async (request) => envelope(await getMutes(app.ctx, requireAuth(request))),
  );

  app.put(
    '/notifications/mutes',
    {
      schema: {
        tags,
        summary: 'Mute exactly these kinds of notice for the caller: none is stored, listed or pushed to them; an empty list tells everything again',
        body: saveNotificationMutes,
        response: { 200: envelopeOf(notificationMutes) },
      },
    },
    async (request) => envelope(await saveMutes(app.ctx, requireAuth(request), request.body.muted_kinds), NOTIFICATION_MESSAGES.mutesSaved),
  );

  app.get(
    '/firebase/stream',
    { schema: { tags, summary: 'Server-Sent Events: `notification` as they are raised (ticket from /firebase/token)', querystring: z.object({ token: z.string() }) }, config: { public: true } },
    (request, reply) => openNotificationStream(app, request, reply, request.query.token),
  );
};
