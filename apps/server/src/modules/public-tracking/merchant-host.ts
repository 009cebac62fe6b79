import { PUBLIC_TRACKING_MESSAGES } from '@trailpost/contracts';
import type { ServiceContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { findPublicHostTenant } from '../../platform/public-hosts.js';

/**
 * The merchant a public page belongs to, from the `domain_name` it sends (pinned: the host it is
 * served on): its sub-domain host, or its verified custom domain. Any other name is 404.
 */
export async function merchantOfDomain(ctx: ServiceContext, domainName: string): Promise<string> {
  const tenantId = await findPublicHostTenant(ctx.db, ctx.config, domainName);
  if (!tenantId) throw notFound(PUBLIC_TRACKING_MESSAGES.unknownDomain);
  return tenantId;
}
