import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SHIPMENT_MESSAGES } from '@trailpost/contracts';
import { requireAuth, type AuthContext } from '../../platform/auth.js';
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

  app.post('/trackings', { schema: schema.createSchema }, async (request) =>
    envelope(await shipments.createShipment(app.ctx, requireAuth(request), request.body), SHIPMENT_MESSAGES.created),
  );

  /** The operations on one shipment, by id and by courier and number alike. */
  const get = (auth: AuthContext, id: string) => shipments.getShipment(app.ctx, auth, id);
  const refresh = async (auth: AuthContext, id: string) => {
    // Visible to the caller first (scope), then asked of the courier at once.
    await shipments.getShipment(app.ctx, auth, id);
    await app.tracking.refresh(auth.tenantId, id);
    return envelope(await shipments.getShipment(app.ctx, auth, id), SHIPMENT_MESSAGES.refreshed);
  };
  const update = async (auth: AuthContext, id: string, body: shipments.UpdateInput) =>
    envelope(await shipments.updateShipment(app.ctx, auth, id, body), SHIPMENT_MESSAGES.updated);
  const remove = async (auth: AuthContext, id: string) => {
    await shipments.deleteShipment(app.ctx, auth, id);
    return envelope(null, SHIPMENT_MESSAGES.deleted);
  };

  app.get('/trackings/:id', { schema: schema.getSchema }, async (request) => envelope(await get(requireAuth(request), request.params.id)));
  app.post('/trackings/:id/refresh', { schema: schema.refreshSchema }, async (request) => refresh(requireAuth(request), request.params.id));
  app.put('/trackings/:id', { schema: schema.updateSchema }, async (request) => update(requireAuth(request), request.params.id, request.body));
  app.delete('/trackings/:id', { schema: schema.deleteSchema }, async (request) => remove(requireAuth(request), request.params.id));

  const byNumber = async (request: Parameters<typeof requireAuth>[0], params: { slug: string; tracking_number: string }) => {
    const auth = requireAuth(request);
    return { auth, id: await shipments.shipmentIdOf(app.ctx, auth, params.slug, params.tracking_number) };
  };
  app.get('/trackings/:slug/:tracking_number', { schema: schema.byNumber.get }, async (request) => {
    const { auth, id } = await byNumber(request, request.params);
    return envelope(await get(auth, id));
  });
  app.post('/trackings/:slug/:tracking_number/refresh', { schema: schema.byNumber.refresh }, async (request) => {
    const { auth, id } = await byNumber(request, request.params);
    return refresh(auth, id);
  });
  app.put('/trackings/:slug/:tracking_number', { schema: schema.byNumber.update }, async (request) => {
    const { auth, id } = await byNumber(request, request.params);
    return update(auth, id, request.body);
  });
  app.delete('/trackings/:slug/:tracking_number', { schema: schema.byNumber.delete }, async (request) => {
    const { auth, id } = await byNumber(request, request.params);
    return remove(auth, id);
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
