import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, EXPORT_MESSAGES, exportBody, jobQueuedResponse } from '@trailpost/contracts';
import { requireAuth } from '../../platform/auth.js';
import { envelope } from '../../platform/envelope.js';
import { requestExport } from './service.js';

export const exportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/export/trackings',
    {
      schema: {
        tags: ['Import and export'],
        summary: 'Export shipments to .xlsx (queued); 404 "No Shipments found to export." when none match',
        description:
          "Queues an .xlsx export of the shipments matching `query` and `filters` that were added in the last 90 days, and answers the job's id. When the file is ready the user gets a bell notification and an e-mail with a download link valid 7 days. The Assigned To column is included for the main account only. Needs the Tracking access; a sub-user whose role includes `assignTracking` exports only the shipments assigned to it.",
        body: exportBody,
        response: { 200: envelopeOf(jobQueuedResponse) },
      },
    },
    async (request) => {
      const jobId = await requestExport(app.ctx, app.jobs, requireAuth(request), request.body);
      return envelope({ job_id: jobId }, EXPORT_MESSAGES.queued);
    },
  );
};
