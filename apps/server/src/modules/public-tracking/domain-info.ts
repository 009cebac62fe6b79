import { logoPath, PUBLIC_TRACKING_MESSAGES, type PublicDomainInfo } from '@trailpost/contracts';
import type { ServiceContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { publishedPageSettings } from '../tracking-pages/index.js';
import { findDomainInfo } from './repository.js';

/**
 * The search page's header (part 2 §2.11, §7): logo, website and support number, the company's
 * name, and whether an order search needs a second detail. The logo is addressed by PUBLIC_URL,
 * as templates address it (the page's Content-Security-Policy allows that origin's images).
 */
export async function publicDomainInfo(ctx: ServiceContext, tenantId: string): Promise<PublicDomainInfo> {
  const [merchant, settings] = await Promise.all([findDomainInfo(ctx.db, tenantId), publishedPageSettings(ctx, tenantId)]);
  if (!merchant) throw notFound(PUBLIC_TRACKING_MESSAGES.unknownDomain);
  return {
    logo: merchant.logoKey ? `${ctx.config.publicUrl}${logoPath(tenantId, merchant.logoKey)}` : null,
    website_url: merchant.websiteUrl || null,
    contact_no: merchant.contactNo || null,
    company_name: merchant.companyName || merchant.name,
    order_lookup_verification: settings.orderLookupVerification,
  };
}
