import type { RateCounter } from '../../platform/rate-limits/counter.js';

/**
 * Marks a challenge used: true the first time its signature is counted, false when it already
 * was. Kept in the shared request counters (Redis with REDIS_URL, else the database), whose
 * count is atomic per key, so two lookups racing with the same payload cannot both pass; the
 * count is kept for `rememberMs`, past which the challenge is refused as expired anyway.
 */
export async function spendChallenge(counter: RateCounter, signature: string, rememberMs: number): Promise<boolean> {
  const { count } = await counter.hit(`altcha-spent:${signature}`, Math.max(1_000, rememberMs));
  return count === 1;
}
