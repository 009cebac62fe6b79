import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { minutesToWait, tooManyRequests } from '@trailpost/contracts';
import { AppError } from '../errors.js';
import type { RateCounter } from './counter.js';

declare module 'fastify' {
  interface FastifyInstance {
    rateCounter: RateCounter;
  }
}

/** A limit's refusal: 429 in the envelope, with Retry-After in seconds. */
export function tooManyRequestsError(resetInMs: number, message = tooManyRequests(minutesToWait(resetInMs))): AppError {
  return new AppError(429, message, { headers: { 'retry-after': String(Math.max(1, Math.ceil(resetInMs / 1000))) } });
}

/** Adapts a RateCounter to @fastify/rate-limit's store: one key space per route. */
function storeFor(counter: RateCounter) {
  class CounterStore {
    constructor(private readonly prefix = 'route:') {}
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number) {
      counter.hit(this.prefix + key, timeWindow).then(
        ({ count, resetInMs }) => callback(null, { current: count, ttl: resetInMs }),
        (error: Error) => callback(error),
      );
    }
    child(routeOptions: { routeInfo: { method?: string | string[]; url?: string } }) {
      const { method, url } = routeOptions.routeInfo;
      return new CounterStore(`${this.prefix}${String(method)} ${url ?? ''}:`);
    }
  }
  return CounterStore;
}

/**
 * @fastify/rate-limit on the routes that ask for it (`config.rateLimit`), keyed by the client
 * address Fastify derived under TRUST_PROXY, counted in the shared store.
 */
export async function registerRateLimits(app: FastifyInstance, counter: RateCounter): Promise<void> {
  app.decorate('rateCounter', counter);
  app.addHook('onClose', async () => counter.close());
  await app.register(rateLimit, {
    global: false,
    store: storeFor(counter) as never,
    keyGenerator: (request) => request.ip,
    // RateLimit-Limit, -Remaining and -Reset, as the account limits send them (part 3).
    enableDraftSpec: true,
    errorResponseBuilder: (_request, context) => tooManyRequestsError(context.ttl),
  });
}

/** Route config: at most `max` requests per client address in `windowMs`. */
export function perClient(max: number, windowMs: number): { rateLimit: RateLimitOptions } {
  return { rateLimit: { max, timeWindow: windowMs } };
}

/**
 * Route config: at most `max` requests per account (tenant) in `windowMs`, counted after the
 * caller is known; for signed-in routes whose work is heavy whatever the caller's address.
 */
export function perAccount(max: number, windowMs: number): { rateLimit: RateLimitOptions } {
  return { rateLimit: { max, timeWindow: windowMs, hook: 'preHandler', keyGenerator: (request) => request.auth?.tenantId ?? request.ip } };
}
