import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, presignedUrlQuery, presignedUrlResponse } from '@trailpost/contracts';
import { requireAuth } from '../../platform/auth.js';
import { envelope } from '../../platform/envelope.js';
import { localFileRoutes } from '../../platform/file-routes.js';
import { presignUpload } from './service.js';

const schema = {
  tags: ['Files'],
  summary: 'A signed, expiring upload address (imports, logos)',
  querystring: presignedUrlQuery,
  response: { 200: envelopeOf(presignedUrlResponse) },
};

/** Files: upload addresses and the local storage's signed routes. */
export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/user/awsservice/presignedurl/image', { schema }, async (request) => {
    return envelope(await presignUpload(app.files, requireAuth(request), request.query));
  });
  await app.register(localFileRoutes);
};
