import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Public lookups on the merchant's host, the bot challenge and the custom domain (part 2 §2.11–2.13, §7). */
export const publicTrackingRoutes: FastifyPluginAsyncZod = async () => {};
