import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, IMPORT_MESSAGES, IMPORT_TEMPLATE_FILE_NAME, importBody, jobQueuedResponse } from '@trailpost/contracts';
import { requireAuth } from '../../platform/auth.js';
import { envelope } from '../../platform/envelope.js';
import { requestImport, templateFile } from './service.js';

const tags = ['Import and export'];

export const importsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/import/tracking',
    { schema: { tags, summary: 'Import the uploaded spreadsheet (queued)', body: importBody, response: { 200: envelopeOf(jobQueuedResponse) } } },
    async (request) => {
      const jobId = await requestImport(app.ctx, app.files, app.jobs, requireAuth(request), request.body.url);
      return envelope({ job_id: jobId }, IMPORT_MESSAGES.queued);
    },
  );

  // Public: it holds no data, and the drawer links to it directly.
  app.get('/import/template', { config: { public: true }, schema: { tags, summary: 'The import template (.xlsx)' } }, async (_request, reply) =>
    reply
      .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('Content-Disposition', `attachment; filename="${IMPORT_TEMPLATE_FILE_NAME}"`)
      .send(await templateFile()),
  );
};
