import { minutesToWait, PUBLIC_TRACKING_MESSAGES } from '@trailpost/contracts';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { Config } from '../../config.js';
import type { RateCounter } from '../../platform/rate-limits/counter.js';
import { tooManyRequestsError } from '../../platform/rate-limits/plugin.js';

const MINUTE = 60_000;

/** A refusal in the public pages' own words ("Too many tracking requests…"). */
const refusal = (resetInMs: number) => tooManyRequestsError(resetInMs, PUBLIC_TRACKING_MESSAGES.tooMany(minutesToWait(resetInMs)));

/**
 * Route config: at most `max` calls per client address a minute (decision 0019's store). Each
 * lookup also costs a solved challenge; the limit stops one address from spending many.
 */
function perClientPerMinute(max: number): { rateLimit: RateLimitOptions } {
  return { rateLimit: { max, timeWindow: MINUTE, errorResponseBuilder: (_request, context) => refusal(context.ttl) } };
}

/** A customer looks a parcel up a few times; a shop behind one address (an office) some more. */
export const LOOKUPS_PER_CLIENT = perClientPerMinute(30);
/** Two challenges per page view (header and lookup), and retries. */
export const CHALLENGES_PER_CLIENT = perClientPerMinute(60);
/** The TLS proxy asks once per new name; the limit only bounds a flood. */
export const DOMAIN_CHECKS_PER_CLIENT = perClientPerMinute(600);

/**
 * Counts one call against a merchant (its tenant id, or the host a challenge was asked on) and
 * refuses past PUBLIC_LOOKUPS_PER_MERCHANT a minute, wherever the calls come from: many
 * addresses together cannot scrape one merchant's shipments faster than that.
 */
export async function assertMerchantCallsLeft(counter: RateCounter, config: Pick<Config, 'publicLookupsPerMerchant'>, key: string): Promise<void> {
  const { count, resetInMs } = await counter.hit(`public-tracking:${key}`, MINUTE);
  if (count > config.publicLookupsPerMerchant) throw refusal(resetInMs);
}
