import type { ServiceContext } from '../../platform/context.js';
import { recheckCustomDomains } from './custom-domain.js';
import { forgetSpentChallenges } from './spent-challenges.js';

/** The worker's periodic chores of the public pages: forget expired used challenges, re-check verified custom domains. */
export async function publicTrackingHousekeeping(ctx: ServiceContext, now = new Date()): Promise<void> {
  await forgetSpentChallenges(ctx.db);
  await recheckCustomDomains(ctx, now);
}
