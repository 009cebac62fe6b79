import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { courierDetectionRequest, courierDetectionResponse, courierListQuery, courierView, envelopeOf, pagedEnvelopeOf } from '@trailpost/contracts';
import { envelope, wholeListPage } from '../../platform/envelope.js';
import { searchCouriers } from './catalogue.js';
import { detectCouriers } from '../../tracking/index.js';

export const couriersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/couriers/list',
    {
      schema: {
        tags: ['Catalogue'],
        summary: 'The supported couriers with their required and optional fields: all of them, or a page of those matching `search`',
        description:
          'Lists the couriers a shipment can be added for, in catalogue order, each with the fields its shipments require or accept (`postal_code`, `tracking_ship_date`, `origin_country`). Without `limit`, every match comes on one page. Any signed-in user.',
        querystring: courierListQuery,
        response: { 200: pagedEnvelopeOf(courierView) },
      },
    },
    async (request) => {
      return wholeListPage(searchCouriers(request.query.search), request.query);
    },
  );
  app.post(
    '/couriers/detect',
    {
      schema: {
        tags: ['Catalogue'],
        summary: 'Couriers a tracking number most likely belongs to, best first, from its format and check digit',
        description:
          "Guesses the courier of a tracking number from its format and, where the courier has one, its check digit; blanks and dashes are ignored. Answers the candidates best first, each with a `confidence` from 0 to 1, or an empty list when no courier's format matches. Nothing is stored. Any signed-in user.",
        body: courierDetectionRequest,
        response: { 200: envelopeOf(courierDetectionResponse) },
      },
    },
    async (request) => envelope(detectCouriers(request.body.tracking_number)),
  );
};
