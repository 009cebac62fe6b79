import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PERFORMANCE_VIEWS, performanceFileName } from '@trailpost/contracts';
import { requireAuth } from '../../platform/auth.js';
import { envelope } from '../../platform/envelope.js';
import * as performanceSchema from './performance-schema.js';
import { exportPerformance } from './performance-export.js';
import { courierPerformance, lanePerformance } from './performance-service.js';
import * as schema from './schema.js';
import * as dashboard from './service.js';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/dashboard/tracking_summary', { schema: schema.summarySchema }, async (request) =>
    envelope(await dashboard.trackingSummary(app.ctx, requireAuth(request), request.body)),
  );
  app.post('/dashboard/tracking_count', { schema: schema.countSchema }, async (request) =>
    envelope(await dashboard.trackingCount(app.ctx, requireAuth(request), request.body)),
  );
  app.post('/dashboard/top_couriers', { schema: schema.topCouriersSchema }, async (request) =>
    envelope(await dashboard.topCouriers(app.ctx, requireAuth(request), request.body)),
  );
  app.post('/dashboard/top_countries', { schema: schema.topCountriesSchema }, async (request) =>
    envelope(await dashboard.topCountries(app.ctx, requireAuth(request), request.body)),
  );
  app.post('/dashboard/shipments/average_days_to_delivery', { schema: schema.averageDaysSchema }, async (request) =>
    envelope(await dashboard.averageDaysToDelivery(app.ctx, requireAuth(request), request.body)),
  );
  app.post('/dashboard/shipments/day_wise_delivery_count', { schema: schema.dayWiseSchema }, async (request) =>
    envelope(await dashboard.dayWiseDeliveryCount(app.ctx, requireAuth(request), request.body)),
  );
  app.get('/performance/couriers', { schema: performanceSchema.couriersSchema }, async (request) =>
    envelope(await courierPerformance(app.ctx, requireAuth(request), request.query)),
  );
  app.get('/performance/lanes', { schema: performanceSchema.lanesSchema }, async (request) =>
    envelope(await lanePerformance(app.ctx, requireAuth(request), request.query)),
  );
  for (const view of PERFORMANCE_VIEWS) {
    const exportSchema = view === 'couriers' ? performanceSchema.couriersExportSchema : performanceSchema.lanesExportSchema;
    app.get(`/performance/${view}/export`, { schema: exportSchema }, async (request, reply) => {
      const file = await exportPerformance(app.ctx, requireAuth(request), view, request.query);
      return reply
        .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('Content-Disposition', `attachment; filename="${performanceFileName(view, request.query)}"`)
        .send(file);
    });
  }
};
