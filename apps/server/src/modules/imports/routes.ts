import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, IMPORT_MESSAGES, IMPORT_TEMPLATE_FILE_NAME, importBody, jobQueuedResponse } from '@trailpost/contracts';
import { requireAuth } from '../../platform/auth.js';
import { envelope } from '../../platform/envelope.js';
import { requestImport, templateFile } from './service.js';

const tags = ['Import and export'];

export const importsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/import/tracking',
    {
      schema: {
        tags,
        summary: 'Import the uploaded spreadsheet (queued)',
        description:
          "Queues the import of a spreadsheet uploaded through GET /user/awsservice/presignedurl/image and answers the job's id. The job adds each valid row as a shipment, as POST /trackings would (a missing courier is detected from the tracking number when clear), skips duplicates, and ends with one bell notification linking to a result file of the rejected and skipped rows. Each shipment added fires the `tracking.created` webhook; a file may hold up to 100,000 rows. 404 when `url` is not one of the account's uploads. Needs the Tracking access.",
        body: importBody,
        response: { 200: envelopeOf(jobQueuedResponse) },
      },
    },
    async (request) => {
      const jobId = await requestImport(app.ctx, app.files, app.jobs, requireAuth(request), request.body.url);
      return envelope({ job_id: jobId }, IMPORT_MESSAGES.queued);
    },
  );

  // Public: it holds no data, and the drawer links to it directly.
  app.get(
    '/import/template',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'The import template (.xlsx)',
        description:
          'Answers the spreadsheet to fill for POST /import/tracking: the template columns (the Tracking Number and Courier columns are required) and one example row. No sign-in needed.',
      },
    },
    async (_request, reply) =>
      reply
        .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('Content-Disposition', `attachment; filename="${IMPORT_TEMPLATE_FILE_NAME}"`)
        .send(await templateFile()),
  );
};
