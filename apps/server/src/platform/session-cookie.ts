import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_MAX_DAYS } from '@trailpost/contracts';
import { isServedOverHttps, type Config } from '../config.js';
import { forbidden } from './errors.js';

/**
 * The web app's session lives in an HttpOnly cookie, out of reach of any script on the page;
 * API clients keep bearer tokens. The app asks for the cookie with this header when it signs in.
 */
export const SESSION_COOKIE = 'trailpost_session';
export const COOKIE_SESSION_HEADER = 'x-trailpost-session';

export const wantsCookieSession = (request: FastifyRequest) => request.headers[COOKIE_SESSION_HEADER] === 'cookie';

const cookieOptions = (config: Config) => ({
  httpOnly: true,
  // Sent only with requests the app itself makes: no other site's page can ride on it.
  sameSite: 'strict' as const,
  secure: isServedOverHttps(config),
  path: '/api',
});

export function setSessionCookie(reply: FastifyReply, config: Config, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(config), maxAge: SESSION_MAX_DAYS * 24 * 60 * 60 });
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(config));
}

export const CROSS_SITE_MESSAGE = 'This request did not come from the Trailpost app.';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF protection for calls authenticated by the cookie: a call that changes something must
 * say, through the browser's own Fetch Metadata and Origin headers, that this origin made it.
 * (SameSite=Strict already keeps the cookie off other sites' requests; this is the second lock.)
 */
export function assertSameOriginCall(request: FastifyRequest, publicUrl: string): void {
  if (SAFE_METHODS.has(request.method)) return;
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') throw forbidden(CROSS_SITE_MESSAGE);
  const origin = request.headers.origin;
  if (origin === undefined) {
    if (site === undefined) throw forbidden(CROSS_SITE_MESSAGE);
    return;
  }
  const host = URL.canParse(origin) ? new URL(origin).host : null;
  if (!host || (origin !== new URL(publicUrl).origin && host !== request.headers.host)) throw forbidden(CROSS_SITE_MESSAGE);
}
