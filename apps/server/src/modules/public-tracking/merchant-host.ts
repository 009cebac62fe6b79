import { DEFAULT_PAGE_LANGUAGE, pageLanguageOf } from '@trailpost/contracts';
import type { ServiceContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { findPublicHostTenant } from '../../platform/public-hosts.js';
import { messageFileTexts } from '../tracking-pages/index.js';

/**
 * The merchant a public page belongs to, from the `domain_name` it sends (pinned: the host it is
 * served on): its sub-domain host, or its verified custom domain. Any other name is 404, in the
 * page's language.
 */
export async function merchantOfDomain(ctx: ServiceContext, domainName: string, lang?: string): Promise<string> {
  const tenantId = await findPublicHostTenant(ctx.db, ctx.config, domainName);
  if (!tenantId) throw notFound(messageFileTexts(pageLanguageOf(lang) ?? DEFAULT_PAGE_LANGUAGE).pageUnavailable!);
  return tenantId;
}
