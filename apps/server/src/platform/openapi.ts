import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document is generated from the routes' own schemas; /api/docs renders it. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Trailpost API', version: '1.0.0', description: 'Every response is `{ meta: { code, message[] }, data }`; the HTTP status equals meta.code.' },
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    // A route open without a session says so: `security: []` overrides the document's bearer default.
    transform: (input) => {
      const output = jsonSchemaTransform(input);
      if (!input.route.config?.public) return output;
      return { ...output, schema: { ...output.schema, security: [] } as typeof output.schema };
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
