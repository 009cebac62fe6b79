import { SENDER_DOMAIN_RECHECK } from '@trailpost/contracts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * When an unverified domain is checked next: every 5 minutes while the merchant is most likely
 * editing DNS (its first 72 hours), daily after that.
 */
export function nextCheckAt(createdAt: Date, now: Date): Date {
  const { fastMinutes, fastForHours, slowHours } = SENDER_DOMAIN_RECHECK;
  const young = now.getTime() - createdAt.getTime() < fastForHours * HOUR;
  return new Date(now.getTime() + (young ? fastMinutes * MINUTE : slowHours * HOUR));
}
