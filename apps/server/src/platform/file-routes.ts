import fs from 'node:fs';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@trailpost/contracts';
import { envelope } from './envelope.js';
import { AppError } from './errors.js';
import type { LocalStorage } from './storage-local.js';
import { contentTypeOf } from './storage.js';

const tags = ['Files'];
const tokenQuery = z.object({
  token: z.string().max(4096).describe('The signed token of the address, as the upload address or the download link carries it; it names one file and expires.'),
});

/**
 * The signed upload and download addresses of the local file storage (the embedded default).
 * Public: the token is the authority, and it names one file, one type and a size limit.
 */
export const localFileRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.files.kind !== 'local') return;
  const storage = app.files as LocalStorage;

  await app.register(async (uploads) => {
    // The body is the file itself, streamed to disk with its own size limit.
    uploads.removeAllContentTypeParsers();
    uploads.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    uploads.put(
      '/files/upload',
      {
        config: { public: true },
        schema: {
          tags,
          summary: 'Upload to a signed address',
          description:
            "Stores the request body, the file's raw bytes, at the signed address; no sign-in, the token is the authority. The Content-Type must be the signed one (415 otherwise), the body no larger than the purpose's limit (413), and the address unexpired (403). Served only when the server keeps files itself; otherwise `signedRequest` points to the storage service.",
          querystring: tokenQuery,
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (request) => {
        const { token } = request.query as z.infer<typeof tokenQuery>;
        await storage.receive(token, request.headers['content-type'], request.body as Readable);
        return envelope(null);
      },
    );
  });

  app.get(
    '/files/download',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Download from a signed address',
        description:
          'Answers the file a signed download link names (an export, an import result file) as an attachment; no sign-in, the token is the authority. A link works for 7 days (403 after). Served only when the server keeps files itself.',
        querystring: tokenQuery,
      },
    },
    async (request, reply) => {
      const file = await storage.open(request.query.token);
      const stat = await fs.promises.stat(file.path).catch(() => null);
      if (!stat?.isFile()) throw new AppError(404, 'File not found.');
      return reply
        .header('Content-Type', contentTypeOf(file.fileName))
        .header('Content-Length', stat.size)
        .header('Content-Disposition', `attachment; filename="${file.fileName.replace(/"/g, '')}"`)
        .header('Cache-Control', 'private, no-store')
        .send(fs.createReadStream(file.path));
    },
  );
};
