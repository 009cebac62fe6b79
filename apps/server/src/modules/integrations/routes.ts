import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STORE_MESSAGES } from '@trailpost/contracts';
import { requireAuth } from '../../platform/auth.js';
import { envelope, wholeListPage } from '../../platform/envelope.js';
import * as schema from './schema.js';
import { linkInstall } from './store-apps/installs.js';
import { createStore, deleteStore, getStore, listChannels, listStores, requestStoreSync, revealStoreKeys, setStoreActive, updateStore } from './service.js';

/** Integrations (part 2 §2.9, §7): stores and courier accounts, under settings access. */
export const storesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/stores/list', { schema: schema.listSchema }, async (request) => wholeListPage(await listStores(app.ctx, requireAuth(request)), request.query));

  app.get('/channels/list', { schema: schema.channelsSchema }, async (request) => wholeListPage(listChannels(requireAuth(request)), request.query));

  app.post('/stores', { schema: schema.createSchema }, async (request) => {
    const { record, message } = await createStore(app.ctx, app.integrations, requireAuth(request), request.body);
    return envelope(record, message);
  });

  // Part 2 §7: the form reads the first element of the returned array.
  app.get('/stores/:id', { schema: schema.getSchema }, async (request) => envelope([await getStore(app.ctx, requireAuth(request), request.params.id)]));

  app.put('/stores/:id', { schema: schema.updateSchema }, async (request) => {
    const { record, message } = await updateStore(app.ctx, app.integrations, requireAuth(request), request.params.id, request.body);
    return envelope(record, message);
  });

  app.put('/stores/activation/:id', { schema: schema.activationSchema }, async (request) => {
    const record = await setStoreActive(app.ctx, requireAuth(request), request.params.id, request.body.active);
    return envelope(record, record.active ? STORE_MESSAGES.activated : STORE_MESSAGES.deactivated);
  });

  app.post('/stores/reveal/:id', { schema: schema.revealSchema }, async (request) => envelope(await revealStoreKeys(app.ctx, requireAuth(request), request.params.id)));

  app.post('/stores/link', { schema: schema.linkSchema }, async (request) => envelope(await linkInstall(app.ctx, requireAuth(request), request.body), STORE_MESSAGES.linked));

  app.post('/stores/sync/:id', { schema: schema.syncSchema }, async (request) =>
    envelope(await requestStoreSync(app.ctx, requireAuth(request), request.params.id), STORE_MESSAGES.syncStarted),
  );

  app.delete('/stores/:id', { schema: schema.deleteSchema }, async (request) => {
    await deleteStore(app.ctx, requireAuth(request), request.params.id);
    return envelope(null, STORE_MESSAGES.deleted);
  });
};
