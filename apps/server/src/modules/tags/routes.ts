import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createTagBody, envelopeOf, TAG_MESSAGES, tagSearchBody, tagView, updateTagBody } from '@trailpost/contracts';
import { requireAuth } from '../../platform/auth.js';
import { envelope } from '../../platform/envelope.js';
import { createTag, deleteTag, searchTags, updateTag } from './service.js';

const tags = ['Tags'];
const idParams = z.object({ id: z.string().uuid() });

/** Tags are used from the shipment screens (tracking access) and managed in settings. */
export const tagsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/tags', { schema: { tags, summary: 'All tags', response: { 200: envelopeOf(z.array(tagView)) } } }, async (request) =>
    envelope(await searchTags(app.ctx, requireAuth(request), '')),
  );

  app.post('/tags/search', { schema: { tags, summary: 'Tags whose name contains the query', body: tagSearchBody, response: { 200: envelopeOf(z.array(tagView)) } } }, async (request) =>
    envelope(await searchTags(app.ctx, requireAuth(request), request.body.query)),
  );

  app.post('/tag', { schema: { tags, summary: 'Create a tag', body: createTagBody, response: { 200: envelopeOf(tagView) } } }, async (request) =>
    envelope(await createTag(app.ctx, requireAuth(request), request.body), TAG_MESSAGES.added),
  );

  app.put('/tag/:id', { schema: { tags, summary: 'Rename or recolour a tag', params: idParams, body: updateTagBody, response: { 200: envelopeOf(tagView) } } }, async (request) => {
    const { tag, message } = await updateTag(app.ctx, requireAuth(request), request.params.id, request.body);
    return envelope(tag, message);
  });

  app.delete('/tag/:id', { schema: { tags, summary: 'Delete a tag (removed from its shipments)', params: idParams, response: { 200: envelopeOf(z.null()) } } }, async (request) => {
    await deleteTag(app.ctx, requireAuth(request), request.params.id);
    return envelope(null, TAG_MESSAGES.deleted);
  });
};
