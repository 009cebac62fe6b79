import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { courierDetectionRequest, courierDetectionResponse, courierView, envelopeOf } from '@trailpost/contracts';
import { envelope } from '../../platform/envelope.js';
import { listCouriers } from './catalogue.js';
import { detectCouriers } from '../../tracking/index.js';

export const couriersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/couriers/list',
    { schema: { tags: ['Catalogue'], summary: 'Every supported courier with its required and optional fields', response: { 200: envelopeOf(z.array(courierView)) } } },
    async () => envelope(listCouriers()),
  );
  app.post(
    '/couriers/detect',
    {
      schema: {
        tags: ['Catalogue'],
        summary: 'Couriers a tracking number most likely belongs to, best first, from its format and check digit',
        body: courierDetectionRequest,
        response: { 200: envelopeOf(courierDetectionResponse) },
      },
    },
    async (request) => envelope(detectCouriers(request.body.tracking_number)),
  );
};
