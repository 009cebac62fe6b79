import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Tracking-page templates (part 2 §2.10, §7). */
export const trackingPagesRoutes: FastifyPluginAsyncZod = async () => {};
