import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createTagBody, envelopeOf, pagedEnvelopeOf, TAG_MESSAGES, tagSearchBody, tagView, updateTagBody, wholeListQuery } from '@trailpost/contracts';
import { requireAuth } from '../../platform/auth.js';
import { envelope, wholeListPage } from '../../platform/envelope.js';
import { createTag, deleteTag, searchTags, updateTag } from './service.js';

const tags = ['Tags'];
const idParams = z.object({ id: z.string().uuid().describe("The tag's `_id`.") });
const TRACKING = 'Needs the Tracking access (the main account, or a sub-user whose role includes Tracking).';
const SETTINGS = 'Needs the Settings access (the main account, or a sub-user whose role includes Settings).';

/** Tags are used from the shipment screens (tracking access) and managed in settings. */
export const tagsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/tags',
    {
      schema: {
        tags,
        summary: 'All tags',
        description: `Lists the account's tags, sorted by name ignoring case. ${TRACKING}`,
        querystring: wholeListQuery,
        response: { 200: pagedEnvelopeOf(tagView) },
      },
    },
    async (request) => wholeListPage(await searchTags(app.ctx, requireAuth(request), ''), request.query),
  );

  app.post(
    '/tags/search',
    {
      schema: {
        tags,
        summary: 'Tags whose name contains the query',
        description: `Lists the account's tags whose name contains \`query\`, ignoring case, sorted by name; an empty query lists them all. ${TRACKING}`,
        querystring: wholeListQuery,
        body: tagSearchBody,
        response: { 200: pagedEnvelopeOf(tagView) },
      },
    },
    async (request) => wholeListPage(await searchTags(app.ctx, requireAuth(request), request.body.query), request.query),
  );

  app.post(
    '/tag',
    {
      schema: {
        tags,
        summary: 'Create a tag',
        description: `Creates a tag that shipments can then carry. A name the account already has, in any case, answers 400 \`duplicate\`. ${TRACKING}`,
        body: createTagBody,
        response: { 200: envelopeOf(tagView) },
      },
    },
    async (request) => envelope(await createTag(app.ctx, requireAuth(request), request.body), TAG_MESSAGES.added),
  );

  app.put(
    '/tag/:id',
    {
      schema: {
        tags,
        summary: 'Rename or recolour a tag',
        description: `Changes the fields sent and keeps the others; the shipments carrying the tag show the change. The message says what changed; a name another tag has answers 400 \`duplicate\`, an unknown id 404. ${SETTINGS}`,
        params: idParams,
        body: updateTagBody,
        response: { 200: envelopeOf(tagView) },
      },
    },
    async (request) => {
      const { tag, message } = await updateTag(app.ctx, requireAuth(request), request.params.id, request.body);
      return envelope(tag, message);
    },
  );

  app.delete(
    '/tag/:id',
    {
      schema: {
        tags,
        summary: 'Delete a tag (removed from its shipments)',
        description: `Deletes the tag and takes it off every shipment that carries it; each of those shipments fires the \`tracking.updated\` webhook. 404 when the id is not one of the account's tags. ${SETTINGS}`,
        params: idParams,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await deleteTag(app.ctx, requireAuth(request), request.params.id);
      return envelope(null, TAG_MESSAGES.deleted);
    },
  );
};
