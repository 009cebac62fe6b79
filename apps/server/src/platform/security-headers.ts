import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyHelmetRouteOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { isServedOverHttps, type Config } from '../config.js';

/** Where the browser may send requests besides this origin: the object store, for signed uploads. */
function connectSources(config: Config): string[] {
  if (!config.s3) return ["'self'"];
  const store = config.s3.endpoint ? new URL(config.s3.endpoint).origin : `https://*.s3.${config.s3.region}.amazonaws.com`;
  return ["'self'", store];
}

/** Both pages' rule: scripts only from files of this origin, never inline; styles may be inline. */
const OWN_SCRIPTS_INLINE_STYLES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
};

/**
 * Security headers on every answer (the app, the API, the API reference) with @fastify/helmet,
 * and CORS closed unless CORS_ORIGINS names the API clients' origins. No script runs unless it
 * is a file of this origin: the built app has no inline script. Styles may be inline because
 * MUI injects them at run time. No page may be framed.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const https = isServedOverHttps(config);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        ...OWN_SCRIPTS_INLINE_STYLES,
        // Logos are addressed by PUBLIC_URL (e-mails need absolute addresses), which may be another
        // name of this origin (localhost and 127.0.0.1).
        imgSrc: ["'self'", new URL(config.publicUrl).origin, 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: connectSources(config),
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    // Reset and download links carry tokens in their address: never hand it to another site.
    referrerPolicy: { policy: 'same-origin' },
    // Logos and files may come from the object store, another origin.
    crossOriginEmbedderPolicy: false,
    hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  // A function rather than `false`, so a preflight is still answered (204, allowing nothing).
  const allowed = new Set(config.corsOrigins);
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['authorization', 'content-type'],
    maxAge: 600,
    // A malformed preflight goes on to the 404 in the envelope instead of a bare text 400.
    strictPreflight: false,
  });
  // A preflight from an origin not allowed: answered, allowing nothing (not a 404 that reads as a missing route).
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'OPTIONS' || !request.headers['access-control-request-method'] || reply.sent) return;
    return reply.code(204).header('vary', 'Origin').header('content-length', '0').send();
  });
}

/**
 * The public tracking page (apps/web/tracking-page.html): the same rule for scripts (files of
 * this origin only), styles inline for the merchant's template <style> and the ALTCHA widget,
 * images from the merchant's and couriers' HTTPS addresses and PUBLIC_URL (logos), workers for
 * the widget's proof of work, and calls to this origin's API only. Nothing may frame it, except
 * the track button (`embeddable`), which stores embed in an iframe: there `frame-ancestors *`,
 * no X-Frame-Options (which would forbid any frame) and a cross-origin resource policy.
 */
export function trackingPageHeaders(config: Config, embeddable: boolean): Exclude<FastifyHelmetRouteOptions['helmet'], false | undefined> {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        ...OWN_SCRIPTS_INLINE_STYLES,
        imgSrc: ["'self'", new URL(config.publicUrl).origin, 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        workerSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: embeddable ? ['*'] : ["'none'"],
        ...(isServedOverHttps(config) ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: embeddable ? false : { action: 'deny' },
    // A store that isolates itself (COEP require-corp) may still embed the button.
    ...(embeddable ? { crossOriginResourcePolicy: { policy: 'cross-origin' as const } } : {}),
  };
}
