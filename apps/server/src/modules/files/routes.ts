import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, presignedUrlQuery, presignedUrlResponse } from '@trailpost/contracts';
import { requireAuth } from '../../platform/auth.js';
import { envelope } from '../../platform/envelope.js';
import { localFileRoutes } from '../../platform/file-routes.js';
import { presignUpload } from './service.js';

const schema = {
  tags: ['Files'],
  summary: 'A signed, expiring upload address (imports, logos)',
  description:
    'Answers an address to upload one file to with a PUT (`signedRequest` with `headers`), valid 15 minutes, and the `url` that names the file afterwards (for POST /import/tracking). The name, type and size are checked against `purpose` at once (400 otherwise) and bound into the address. Imports need the Tracking access, other purposes the Settings access.',
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
