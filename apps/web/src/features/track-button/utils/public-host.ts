import type { CustomDomainView } from '@trailpost/contracts';
import type { SubDomainRecord } from '../api/get-sub-domain';

/**
 * The host the merchant's public pages are served on: the custom domain once verified (only
 * then does it serve), otherwise the platform host `{sub_domain}{suffix}`; null before a
 * sub-domain is chosen.
 */
export function publicHostOf(record: SubDomainRecord, customDomain: CustomDomainView | null): string | null {
  if (customDomain?.status === 'verified' && customDomain.custom_domain_url) return customDomain.custom_domain_url;
  return record.sub_domain ? `${record.sub_domain}${record.sub_domain_suffix}` : null;
}

/**
 * The public host as an origin, with this app's protocol and port: https and no port in
 * production, plain http and the dev server's port when the app runs locally.
 */
export function publicOrigin(host: string, app: Pick<Location, 'protocol' | 'port'> = window.location): string {
  return `${app.protocol}//${host}${app.port ? `:${app.port}` : ''}`;
}
