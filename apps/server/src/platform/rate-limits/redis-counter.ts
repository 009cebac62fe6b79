import { Redis } from 'ioredis';
import type { RateCount, RateCounter } from './counter.js';

const PREFIX = 'trailpost:rate:';

/** The Redis-backed counter (REDIS_URL): SET NX opens the window, INCR counts, in one MULTI. */
export function redisRateCounter(url: string): RateCounter {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  const read = (results: [Error | null, unknown][] | null, countAt: number, ttlAt: number): RateCount => {
    const failed = results?.find(([error]) => error);
    if (!results || failed) throw failed?.[0] ?? new Error('Redis answered no result');
    return { count: Number(results[countAt]?.[1] ?? 0), resetInMs: Math.max(0, Number(results[ttlAt]?.[1] ?? 0)) };
  };
  return {
    async hit(key, windowMs) {
      const results = await redis
        .multi()
        .set(PREFIX + key, 0, 'PX', windowMs, 'NX')
        .incr(PREFIX + key)
        .pttl(PREFIX + key)
        .exec();
      return read(results, 1, 2);
    },
    async peek(key) {
      const results = await redis
        .multi()
        .get(PREFIX + key)
        .pttl(PREFIX + key)
        .exec();
      return read(results, 0, 1);
    },
    async close() {
      await redis.quit();
    },
  };
}
