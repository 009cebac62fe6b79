import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth.js';
import { envelope } from '../../platform/envelope.js';
import { exportAuditLog } from './export.js';
import * as schema from './schema.js';
import { listAuditLog } from './service.js';

/** The audit log (part 3 "Audit log"): read and exported by the account owner. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/audit_log', { schema: schema.listSchema }, async (request) => envelope(await listAuditLog(app.ctx, requireAuth(request), request.query)));

  app.get('/audit_log/export', { schema: schema.exportSchema }, async (request, reply) => {
    const file = await exportAuditLog(app.ctx, requireAuth(request), request.query);
    return reply
      .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('Content-Disposition', `attachment; filename="audit-log-${new Date().toISOString().slice(0, 10)}.xlsx"`)
      .send(file);
  });
};
