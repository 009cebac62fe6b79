import type { FastifyReply, FastifyRequest } from 'fastify';
import { isServedOverHttps, type Config } from '../../config.js';
import { setSessionCookie, wantsCookieSession } from '../../platform/session-cookie.js';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_S } from './known-devices.js';
import type { SignedIn } from './service.js';
import type { ClientInfo } from './sessions.js';

/** Who is signing in: address, browser and the device cookie it carries. */
export function clientOf(request: FastifyRequest): ClientInfo {
  return {
    ip: request.ip,
    userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : null,
    deviceToken: request.cookies[DEVICE_COOKIE] ?? null,
  };
}

/**
 * Ends a sign-in (login, sign-up, accepted invite): the device cookie, and for the web app the
 * HttpOnly session cookie, so the record it stores holds no token.
 */
export function handOverSession(config: Config, request: FastifyRequest, reply: FastifyReply, { session, deviceToken }: SignedIn) {
  reply.setCookie(DEVICE_COOKIE, deviceToken, {
    httpOnly: true,
    sameSite: 'lax',
    secure: isServedOverHttps(config),
    path: '/api/user',
    maxAge: DEVICE_COOKIE_MAX_AGE_S,
  });
  if (!wantsCookieSession(request)) return session;
  setSessionCookie(reply, config, session.access_token);
  return { ...session, access_token: '' };
}
