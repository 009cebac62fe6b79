import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { courierView, envelopeOf } from '@trailpost/contracts';
import { envelope } from '../../platform/envelope.js';
import { listCouriers } from './catalogue.js';

export const couriersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/couriers/list',
    { schema: { tags: ['Catalogue'], summary: 'Every supported courier with its required and optional fields', response: { 200: envelopeOf(z.array(courierView)) } } },
    async () => envelope(listCouriers()),
  );
};
