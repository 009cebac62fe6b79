import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { countryView, pagedEnvelopeOf, wholeListQuery } from '@trailpost/contracts';
import { wholeListPage } from '../../platform/envelope.js';
import { listCountries } from './catalogue.js';

export const countriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/country/list',
    {
      schema: {
        tags: ['Catalogue'],
        summary: 'ISO 3166 countries',
        description: 'Lists the ISO 3166-1 countries by English name, each with its alpha-2 code (`iso`), sorted by name. Any signed-in user.',
        querystring: wholeListQuery,
        response: { 200: pagedEnvelopeOf(countryView) },
      },
    },
    async (request) => wholeListPage(listCountries(), request.query),
  );
};
