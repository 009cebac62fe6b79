import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_KEY_MESSAGES } from '@trailpost/contracts';
import { requireAuth } from '../../platform/auth.js';
import { envelope, wholeListSlice } from '../../platform/envelope.js';
import * as schema from './schema.js';
import { addApiKey, deleteApiKey, listApiKeys, refreshApiKey } from './service.js';

/** Developer API keys (part 2 §2.4, §7): the caller's own, under settings access. */
export const apiKeysRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/user/get_tokens', { schema: schema.listSchema }, async (request) => {
    const { page, ...paging } = wholeListSlice(await listApiKeys(app.ctx, requireAuth(request)), request.query);
    return envelope({ developer_token: page, ...paging });
  });

  app.post('/user/add_token', { schema: schema.addSchema }, async (request) =>
    envelope(await addApiKey(app.ctx, requireAuth(request), request.body.token_name), API_KEY_MESSAGES.added),
  );

  app.put('/user/refresh_token', { schema: schema.refreshSchema }, async (request) =>
    envelope(await refreshApiKey(app.ctx, requireAuth(request), request.body.developer_token.token), API_KEY_MESSAGES.refreshed),
  );

  app.delete('/user/delete_token', { schema: schema.deleteSchema }, async (request) => {
    await deleteApiKey(app.ctx, requireAuth(request), request.body.developer_token.token);
    return envelope(null, API_KEY_MESSAGES.deleted);
  });
};
