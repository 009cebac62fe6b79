import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { WEBHOOK_MESSAGES } from '@trailpost/contracts';
import { requireAuth } from '../../platform/auth.js';
import { envelope, wholeListSlice } from '../../platform/envelope.js';
import { listDeliveries, replayDelivery, replayFailedDeliveries, sendTestEvent } from './deliveries.js';
import * as schema from './schema.js';
import { createWebhook, deleteWebhook, listWebhooks, rotateWebhookSecret, updateWebhook } from './subscriptions.js';

/** Webhook endpoints (part 2 §2.3, §7) and their delivery log and replay (pinned "Webhooks"). */
export const webhooksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/webhook/subscription', { schema: schema.listSchema }, async (request) =>
    {
      const { page, ...paging } = wholeListSlice(await listWebhooks(app.ctx, requireAuth(request)), request.query);
      return envelope({ data: page, ...paging });
    },
  );

  app.post('/webhook/subscription', { schema: schema.createSchema }, async (request) =>
    envelope(await createWebhook(app.ctx, requireAuth(request), request.body), WEBHOOK_MESSAGES.added),
  );

  app.put('/webhook/subscription', { schema: schema.updateSchema }, async (request) => {
    const { view, change } = await updateWebhook(app.ctx, requireAuth(request), request.body);
    return envelope(view, change === 'activated' ? WEBHOOK_MESSAGES.activated : WEBHOOK_MESSAGES.updated);
  });

  app.delete('/webhook/subscription/:id', { schema: schema.deleteSchema }, async (request) => {
    await deleteWebhook(app.ctx, requireAuth(request), request.params.id);
    return envelope(null, WEBHOOK_MESSAGES.deleted);
  });

  app.post('/webhook/subscription/:id/rotate_secret', { schema: schema.rotateSchema }, async (request) =>
    envelope(await rotateWebhookSecret(app.ctx, requireAuth(request), request.params.id), WEBHOOK_MESSAGES.secretRotated),
  );

  app.post('/webhook/subscription/:id/test', { schema: schema.testSchema }, async (request) => {
    const result = await sendTestEvent(app.ctx, app.webhooks, requireAuth(request), request.params.id);
    return envelope(result, result.delivered ? WEBHOOK_MESSAGES.testSent(result.response_code!) : WEBHOOK_MESSAGES.testFailed(result.error ?? ''));
  });

  app.get('/webhook/subscription/:id/deliveries', { schema: schema.deliveriesSchema }, async (request) =>
    envelope(await listDeliveries(app.ctx, requireAuth(request), request.params.id, request.query)),
  );

  app.post('/webhook/subscription/:id/deliveries/replay', { schema: schema.replayFailedSchema }, async (request) => {
    const result = await replayFailedDeliveries(app.ctx, requireAuth(request), request.params.id, request.body);
    return envelope(result, WEBHOOK_MESSAGES.replayedMany(result.count));
  });

  app.post('/webhook/subscription/:id/deliveries/:deliveryId/replay', { schema: schema.replaySchema }, async (request) =>
    envelope(await replayDelivery(app.ctx, requireAuth(request), request.params.id, request.params.deliveryId), WEBHOOK_MESSAGES.replayed),
  );
};
