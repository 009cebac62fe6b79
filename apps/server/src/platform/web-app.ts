import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { appPageFor } from './app-page.js';
import { errorEnvelope } from './envelope.js';
import { findPublicHostTenant, normaliseHost, subDomainOfHost } from './public-hosts.js';
import { trackingPageHeaders } from './security-headers.js';
import { trackingPageHtml, type TrackingPageHtmlData } from './tracking-page-html.js';

/** The language and texts of one visit to the tracking page: by the merchant of its host (or `?domain=`), its link and its browser. */
export type TrackingPageDataSource = (request: { tenantId: string | null; link: string | null; acceptLanguage: string | undefined }) => Promise<TrackingPageHtmlData>;

/** The public tracking page's own small entry (apps/web/tracking-page.html), not the app. */
const TRACKING_PAGE = 'tracking-page.html';
const NOT_FOUND = 'Route not found';

/**
 * Serves the built web app; any non-API GET that is not a file gets index.html so the
 * browser router can show the screen (or its own not-found screen), with preload hints for
 * the scripts of the screen at that address (app-page.ts). Unknown API paths get
 * the enveloped 404.
 *
 * The public tracking screens (/trackingPage, /trackingPage/*, /trackingButton) get the tracking
 * page on every host, under its own Content-Security-Policy. A merchant's public host (a
 * sub-domain under SUB_DOMAIN_SUFFIX or a verified custom domain) serves nothing of the app:
 * `/` goes to /trackingPage, assets and the API answer as anywhere, every other path is a 404.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string | null, pageData?: TrackingPageDataSource): Promise<void> {
  const hasWeb = webDist !== null && fs.existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    routePublicHosts(app);
    // Wildcard: files are looked up per request, so a rebuilt web app is served without a restart.
    // No index: `/` is a screen like any other, answered with its preload hints.
    // preCompressed: the build writes each file's .br and .gz beside it (decision 0040); the one the
    // client accepts is sent, with `Vary: Accept-Encoding`, else the file itself.
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      index: false,
      preCompressed: true,
      setHeaders: (reply, filePath) => reply.header('cache-control', cacheControlOf(webDist, filePath)),
    });
    app.get('/', { schema: { hide: true } }, (request, reply) => sendAppPage(webDist, request, reply));
    const { config } = app.ctx;
    const page = async (request: FastifyRequest, reply: FastifyReply) => {
      if (!pageData) return reply.type('text/html').sendFile(TRACKING_PAGE);
      const query = request.query as Record<string, unknown>;
      const named = (name: string) => (typeof query[name] === 'string' ? (query[name] as string) : null);
      const host = named('domain') ?? request.hostname;
      const tenantId = await findPublicHostTenant(app.ctx.db, config, host);
      const data = await pageData({ tenantId, link: named('lang'), acceptLanguage: request.headers['accept-language'] });
      // Chosen per visit (its link, its browser): never kept by a shared cache.
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'Accept-Language').send(await trackingPageHtml(webDist!, TRACKING_PAGE, data));
    };
    for (const url of ['/trackingPage', '/trackingPage/*']) {
      app.get(url, { schema: { hide: true }, helmet: trackingPageHeaders(config, false) }, page);
    }
    // Stores embed the track button in an iframe (part 2 §2.12): the one page that may be framed.
    app.get('/trackingButton', { schema: { hide: true }, helmet: trackingPageHeaders(config, true) }, page);
  }
  app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'no-cache').send(ROBOTS_TXT),
  );
  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (!isApi && webDist && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) return sendAppPage(webDist, request, reply);
    return reply.code(404).send(errorEnvelope(404, [NOT_FOUND]));
  });
}

/** A year: fingerprinted files never change under their name, a new build gives new names. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/**
 * Files under assets/ carry a hash of their content in their name (Vite's build): kept a year
 * without asking again. Every other file (favicon, channel logos, the tracking page's HTML) keeps
 * its name across builds, so it is asked for again each time (`no-cache` revalidates it).
 */
function cacheControlOf(webDist: string, filePath: string): string {
  const relative = path.relative(webDist, filePath).split(path.sep);
  return relative.length > 1 && relative[0] === 'assets' ? IMMUTABLE_CACHE : 'no-cache';
}

/**
 * What search engines may crawl, on the app's host and on a merchant's public host alike: the
 * public tracking page (a merchant's customers search for it; `/` of a public host leads there) and
 * the scripts and styles it is drawn with. Not the signed-in app, the API, nor one shipment's result
 * page or the embedded track button: those hold a customer's delivery, found only by its number.
 * Longest match wins, so the Allow lines carve these out of `Disallow: /`.
 */
export const ROBOTS_TXT = [
  'User-agent: *',
  'Allow: /$',
  'Allow: /trackingPage$',
  'Allow: /assets/',
  'Allow: /favicon.svg',
  'Disallow: /api/',
  'Disallow: /trackingPage/',
  'Disallow: /trackingButton',
  'Disallow: /',
  '',
].join('\n');

/** The app's page for the requested address, with the preload hints of its screen. */
async function sendAppPage(webDist: string, request: FastifyRequest, reply: FastifyReply) {
  const pathname = request.url.split('?', 1)[0] ?? '/';
  const page = await appPageFor(webDist, pathname);
  // The hints name this build's scripts: the page is asked for again rather than kept.
  return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page);
}

const isTrackingPagePath = (pathname: string) => pathname === '/trackingPage' || pathname.startsWith('/trackingPage/') || pathname === '/trackingButton';

/** Paths every host answers alike: the API, the built assets, robots.txt, the tracking page. A `..` segment is never one of them. */
function isSharedPath(pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  if (/(^|[/\\])\.\.([/\\]|$)/.test(decoded)) return false;
  return pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/assets/') || pathname === '/robots.txt' || isTrackingPagePath(pathname);
}

/**
 * On a merchant's host only the public pages exist. Any name under the platform suffix counts,
 * taken or not: it is never the app (so `anything.trailpost.app` cannot show the app's sign-in
 * page), and an unknown one shows the page's own "not available" answer. The app's own host
 * (PUBLIC_URL) is never a merchant's, even when it sits under the suffix.
 */
function routePublicHosts(app: FastifyInstance): void {
  const { config, db } = app.ctx;
  const appHost = normaliseHost(new URL(config.publicUrl).hostname);
  const isPublicHost = async (host: string) =>
    host !== appHost && (subDomainOfHost(config, host) !== null || (await findPublicHostTenant(db, config, host)) !== null);

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const [pathname = '/', query] = request.url.split(/\?(.*)/s, 2);
    if (isSharedPath(pathname) || !(await isPublicHost(normaliseHost(request.hostname)))) return;
    if (pathname === '/') return reply.redirect(query ? `/trackingPage?${query}` : '/trackingPage', 302);
    return reply.code(404).send(errorEnvelope(404, [NOT_FOUND]));
  });
}
