import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { courierDetectionRequest, courierDetectionResponse, courierListQuery, courierView, envelopeOf, pagedEnvelopeOf } from '@trailpost/contracts';
import { envelope, pagedEnvelope } from '../../platform/envelope.js';
import { searchCouriers } from './catalogue.js';
import { detectCouriers } from '../../tracking/index.js';

export const couriersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/couriers/list',
    {
      schema: {
        tags: ['Catalogue'],
        summary: 'The supported couriers with their required and optional fields: all of them, or a page of those matching `search`',
        querystring: courierListQuery,
        response: { 200: pagedEnvelopeOf(courierView) },
      },
    },
    async (request) => {
      const { search, pageId, limit } = request.query;
      const matches = searchCouriers(search);
      const size = limit ?? Math.max(1, matches.length);
      return pagedEnvelope(matches.slice((pageId - 1) * size, pageId * size), matches.length, pageId, size);
    },
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
