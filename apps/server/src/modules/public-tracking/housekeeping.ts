import type { ServiceContext } from '../../platform/context.js';
import { recheckCustomDomains } from './custom-domain.js';

/** The worker's periodic chore of the public pages: ask DNS again about the custom domains due. */
export async function publicTrackingHousekeeping(ctx: ServiceContext, now = new Date()): Promise<void> {
  await recheckCustomDomains(ctx, now);
}
