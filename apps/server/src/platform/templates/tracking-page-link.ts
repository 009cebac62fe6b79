import type { Config } from '../../config.js';

/**
 * A shipment's public tracking page: `{host}/trackingPage/{tracking_number}` (part 1), the host
 * being the merchant's sub-domain under SUB_DOMAIN_SUFFIX with PUBLIC_URL's scheme and port, or
 * PUBLIC_URL itself before a sub-domain is chosen. The public-tracking work may widen this to
 * verified custom domains; callers need not change.
 */
export function trackingPageLink(site: Pick<Config, 'publicUrl' | 'subDomainSuffix'>, tenant: { subDomain: string | null }, trackingNumber: string): string {
  const url = new URL(site.publicUrl);
  if (tenant.subDomain) url.hostname = `${tenant.subDomain}${site.subDomainSuffix}`;
  url.pathname = `${url.pathname.replace(/\/$/, '')}/trackingPage/${encodeURIComponent(trackingNumber)}`;
  url.search = '';
  url.hash = '';
  return url.toString();
}
