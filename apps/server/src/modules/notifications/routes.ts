import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, NOTIFICATION_MESSAGES, notificationList, notificationMutes, realtimeToken, saveNotificationMutes } from '@trailpost/contracts';
import { requireAuth } from '../../platform/auth.js';
import { envelope } from '../../platform/envelope.js';
import { getMutes, saveMutes } from './mutes.js';
import { issueStreamTicket, listNotifications, markRead, removeNotification, STREAM_TICKET_SECONDS } from './service.js';
import { openNotificationStream } from './stream.js';

const tags = ['Notifications'];
const OWN = "Any signed-in user, for the caller's own notifications.";

/**
 * The bell (part 1 §2.9, §7 Notifications). The realtime service of the contract is our own
 * Server-Sent Events stream, opened with the short-lived ticket GET /firebase/token gives.
 */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/firebase/token/:userId',
    {
      schema: {
        tags,
        summary: 'A one-minute ticket that opens the realtime stream',
        description: `Answers a ticket that opens the caller's notification stream (GET /firebase/stream) once, within 60 seconds, and the stream's address with the ticket in it. ${OWN}`,
        params: z.object({ userId: z.string().describe("The caller's own user `_id`; any other id answers 404.") }),
        response: { 200: envelopeOf(realtimeToken) },
      },
    },
    async (request) => {
      const token = await issueStreamTicket(app.ctx, requireAuth(request), request.params.userId);
      return envelope({ token, expires_in: STREAM_TICKET_SECONDS, stream_url: `/api/firebase/stream?token=${encodeURIComponent(token)}` });
    },
  );

  app.get(
    '/firebase/notifications',
    {
      schema: {
        tags,
        summary: 'The 20 latest notifications and the unread count',
        description: `Answers the caller's 20 latest notifications, newest first, how many are unread and the time of the newest. Reading the list marks nothing read. ${OWN}`,
        response: { 200: envelopeOf(notificationList) },
      },
    },
    async (request) => envelope(await listNotifications(app.ctx, requireAuth(request))),
  );

  app.post(
    '/firebase/notifications/read',
    {
      schema: {
        tags,
        summary: 'Opening the list: everything is read',
        description: `Marks every notification of the caller read, so the unread count drops to 0. ${OWN}`,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await markRead(app.ctx, requireAuth(request));
      return envelope(null, NOTIFICATION_MESSAGES.cleared);
    },
  );

  app.delete(
    '/firebase/notification/:id',
    {
      schema: {
        tags,
        summary: 'Dismiss a notification',
        description: `Deletes one of the caller's notifications. 404 when the id is not one of them. ${OWN}`,
        params: z.object({ id: z.string().uuid().describe("The notification's `_id`.") }),
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await removeNotification(app.ctx, requireAuth(request), request.params.id);
      return envelope(null, NOTIFICATION_MESSAGES.deleted);
    },
  );

  app.get(
    '/notifications/mutes',
    {
      schema: {
        tags,
        summary: 'The kinds of notice the caller muted, and every kind there is',
        description: `Answers the kinds of notification the caller muted and every kind that can be muted, with its label: a courier's news that a shipment was delivered, hit an exception, had a failed delivery attempt or expired. ${OWN}`,
        response: { 200: envelopeOf(notificationMutes) },
      },
    },
    async (request) => envelope(await getMutes(app.ctx, requireAuth(request))),
  );

  app.put(
    '/notifications/mutes',
    {
      schema: {
        tags,
        summary: 'Mute exactly these kinds of notice for the caller: none is stored, listed or pushed to them; an empty list tells everything again',
        description: `Replaces the caller's muted kinds with \`muted_kinds\` and answers the result as GET does. Other users of the account are not affected. ${OWN}`,
        body: saveNotificationMutes,
        response: { 200: envelopeOf(notificationMutes) },
      },
    },
    async (request) => envelope(await saveMutes(app.ctx, requireAuth(request), request.body.muted_kinds), NOTIFICATION_MESSAGES.mutesSaved),
  );

  app.get(
    '/firebase/stream',
    {
      schema: {
        tags,
        summary: 'Server-Sent Events: `notification` as they are raised (ticket from /firebase/token)',
        description:
          'Opens a Server-Sent Events stream for the ticket\'s user: first a `ready` event with the unread count, then a `notification` event (the item and the new unread count) for each notification raised for that user. No sign-in header; a forged, expired or already used ticket answers 401.',
        querystring: z.object({ token: z.string().describe('The ticket from GET /firebase/token/{userId}; it opens one stream and expires after 60 seconds.') }),
      },
      config: { public: true },
    },
    (request, reply) => openNotificationStream(app, request, reply, request.query.token),
  );
};
