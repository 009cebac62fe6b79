import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth.js';
import { envelope } from '../../platform/envelope.js';
import * as performanceSchema from './performance-schema.js';
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
};
