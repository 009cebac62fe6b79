import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SHIPMENT_MESSAGES } from '@trailpost/contracts';
import { requireAuth } from '../../platform/auth.js';
import { envelope } from '../../platform/envelope.js';
import * as schema from './schema.js';
import * as shipments from './service.js';

export const shipmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/trackings', { schema: schema.listSchema }, async (request) => {
    const { pageId, limit, filters, searchQuery } = request.query;
    return envelope(await shipments.listShipments(app.ctx, requireAuth(request), { pageId, limit, filters, search: searchQuery.query }));
  });

  app.get('/trackings/filters', { schema: schema.filtersSchema }, async (request) =>
    envelope(await shipments.filterOptions(app.ctx, requireAuth(request))),
  );

  app.post('/trackings/suggestions', { schema: schema.suggestSchema }, async (request) => {
    const found = await shipments.suggest(app.ctx, requireAuth(request), request.body.query);
    return envelope(found, found.length ? 'Success' : SHIPMENT_MESSAGES.noTrackingFound);
  });

  app.get('/trackings/:id', { schema: schema.getSchema }, async (request) =>
    envelope(await shipments.getShipment(app.ctx, requireAuth(request), request.params.id)),
  );

  app.post('/trackings', { schema: schema.createSchema }, async (request) =>
    envelope(await shipments.createShipment(app.ctx, requireAuth(request), request.body), SHIPMENT_MESSAGES.created),
  );

  app.post('/trackings/:id/refresh', { schema: schema.refreshSchema }, async (request) => {
    const auth = requireAuth(request);
    // Visible to the caller first (scope), then asked of the courier at once.
    await shipments.getShipment(app.ctx, auth, request.params.id);
    await app.tracking.refresh(auth.tenantId, request.params.id);
    return envelope(await shipments.getShipment(app.ctx, auth, request.params.id), SHIPMENT_MESSAGES.refreshed);
  });

  app.put('/trackings/:id', { schema: schema.updateSchema }, async (request) =>
    envelope(await shipments.updateShipment(app.ctx, requireAuth(request), request.params.id, request.body), SHIPMENT_MESSAGES.updated),
  );

  app.delete('/trackings/:id', { schema: schema.deleteSchema }, async (request) => {
    await shipments.deleteShipment(app.ctx, requireAuth(request), request.params.id);
    return envelope(null, SHIPMENT_MESSAGES.deleted);
  });

  app.post('/tracking/bulk/delete', { schema: schema.bulkDeleteSchema }, async (request) =>
    envelope({ count: await shipments.bulkDelete(app.ctx, requireAuth(request), request.body.ids) }, SHIPMENT_MESSAGES.bulkDeleted),
  );

  app.post('/tracking/bulk/update/status', { schema: schema.bulkStatusSchema }, async (request) =>
    envelope(
      { count: await shipments.bulkUpdateStatus(app.ctx, requireAuth(request), request.body.ids, request.body.current_status) },
      SHIPMENT_MESSAGES.statusUpdated,
    ),
  );

  app.post('/tracking/bulk/assign_or_unassign_user', { schema: schema.bulkAssignSchema }, async (request) => {
    const assignedId = request.body.assigned_id ?? null;
    const count = await shipments.bulkAssign(app.ctx, requireAuth(request), request.body.ids, assignedId);
    return envelope({ count }, assignedId ? SHIPMENT_MESSAGES.assigned : SHIPMENT_MESSAGES.unassigned);
  });
};
