import type { FastifyInstance, FastifyReply } from 'fastify';
import { apiRateLimited } from '@trailpost/contracts';
import { AppError } from '../errors.js';
import { bearerToken } from '../auth.js';
import type { RateCount, RateCounter } from './counter.js';

/** A limit's window: calls per second (part 3). */
const WINDOW_MS = 1000;

export interface AccountLimits {
  /** API_RATE_LIMIT: calls per second of one account with an API key (or a session token in a header); 0: none. */
  api: number;
  /** WEB_RATE_LIMIT: calls per second of one signed-in browser session of the web app; 0: none. */
  web: number;
}

/** The IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers), the reset in whole seconds. */
export function rateLimitHeaders(limit: number, count: RateCount): Record<string, string> {
  return {
    'ratelimit-limit': String(limit),
    'ratelimit-remaining': String(Math.max(0, limit - count.count)),
    'ratelimit-reset': String(Math.max(1, Math.ceil(count.resetInMs / 1000))),
  };
}

function refusal(limit: number, headers: Record<string, string>): AppError {
  return new AppError(429, apiRateLimited(limit), { headers: { ...headers, 'retry-after': headers['ratelimit-reset']! } });
}

/**
 * Signed-in calls are limited per second and every answer says where the caller stands
 * (decision 0057): calls with a token in a header (API keys, integrations) share the account's
 * `api` budget; the web app's own calls (its session cookie) count per session against `web`,
 * since one screen of it asks for more at once than an integration should. Registered after
 * authentication, in the API's scope, so public routes keep their own per-address limits.
 */
export function registerAccountLimits(api: FastifyInstance, counter: RateCounter, limits: AccountLimits): void {
  api.addHook('onRequest', async (request, reply: FastifyReply) => {
    const auth = request.auth;
    if (!auth) return;
    // The authentication hook took the cookie only when no token came in a header.
    const fromBrowser = bearerToken(request) === null;
    const limit = fromBrowser ? limits.web : limits.api;
    if (limit <= 0) return;
    const count = await counter.hit(fromBrowser ? `web:${auth.tenantId}:${auth.sessionId}` : `api:${auth.tenantId}`, WINDOW_MS);
    const headers = rateLimitHeaders(limit, count);
    if (count.count > limit) throw refusal(limit, headers);
    void reply.headers(headers);
  });
}
