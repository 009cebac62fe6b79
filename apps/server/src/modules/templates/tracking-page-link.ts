import type { Config } from '../../config.js';
import { publicHostOf, type PublicHostFields } from '../../platform/public-hosts.js';

/**
 * A shipment's public tracking page: `{host}/trackingPage/{tracking_number}` (part 1), the host
 * being where the merchant's pages are served (its verified custom domain, else its sub-domain
 * under SUB_DOMAIN_SUFFIX) with PUBLIC_URL's scheme and port, or PUBLIC_URL itself before a
 * sub-domain is chosen.
 */
export function trackingPageLink(site: Pick<Config, 'publicUrl' | 'subDomainSuffix'>, tenant: PublicHostFields, trackingNumber: string): string {
  const url = new URL(site.publicUrl);
  const host = publicHostOf(site, tenant);
  if (host) url.hostname = host;
  url.pathname = `${url.pathname.replace(/\/$/, '')}/trackingPage/${encodeURIComponent(trackingNumber)}`;
  url.search = '';
  url.hash = '';
  return url.toString();
}
