import { Redis, type Result } from 'ioredis';
import type { RateCounter } from './counter.js';

const PREFIX = 'trailpost:rate:';

/** Opens the window if none is (SET NX with its length), counts, and answers the count and the time left. */
const HIT_SCRIPT = `
redis.call('SET', KEYS[1], 0, 'PX', ARGV[1], 'NX')
return { redis.call('INCR', KEYS[1]), redis.call('PTTL', KEYS[1]) }`;

declare module 'ioredis' {
  interface RedisCommander<Context> {
    rateHit(key: string, windowMs: number): Result<[number, number], Context>;
  }
}

/**
 * The Redis-backed counter (REDIS_URL). A hit is one script, atomic per key like a MULTI, but a
 * single command: with auto-pipelining, hits made in the same tick (a public lookup counts
 * three things, concurrent requests more) leave in one write and come back in one read.
 */
export function redisRateCounter(url: string): RateCounter {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, enableAutoPipelining: true });
  redis.defineCommand('rateHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
  return {
    async hit(key, windowMs) {
      const [count, ttl] = await redis.rateHit(PREFIX + key, windowMs);
      return { count: Number(count), resetInMs: Math.max(0, Number(ttl)) };
    },
    async peek(key) {
      const results = await redis
        .multi()
        .get(PREFIX + key)
        .pttl(PREFIX + key)
        .exec();
      const failed = results?.find(([error]) => error);
      if (!results || failed) throw failed?.[0] ?? new Error('Redis answered no result');
      return { count: Number(results[0]?.[1] ?? 0), resetInMs: Math.max(0, Number(results[1]?.[1] ?? 0)) };
    },
    async close() {
      await redis.quit();
    },
  };
}
