import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { countryView, envelopeOf } from '@trailpost/contracts';
import { envelope } from '../../platform/envelope.js';
import { listCountries } from './catalogue.js';

export const countriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/country/list',
    { schema: { tags: ['Catalogue'], summary: 'ISO 3166 countries', response: { 200: envelopeOf(z.array(countryView)) } } },
    async () => envelope(listCountries()),
  );
};
