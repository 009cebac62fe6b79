import { readSession } from '@/lib/session';
import { readItem } from '@/lib/storage';
import { STORAGE_KEYS } from '@/lib/storage-keys';

/**
 * The shipment's public tracking page: on the merchant's page host (its sub-domain, or the
 * custom domain it set) with this app's scheme and port, which the same server answers on
 * (https in production; http and the local port on one's own machine); on this app's own
 * origin before a host is chosen.
 */
export function publicTrackingUrl(trackingNumber: string): string {
  const stored = readItem(STORAGE_KEYS.customDomainUrl) ?? readSession()?.record.custom_domain_url ?? null;
  const host = stored?.trim().replace(/^https?:\/\//i, '').replace(/\/+$/, '') ?? '';
  const { protocol, port, origin } = window.location;
  const base = host ? `${protocol}//${host}${port ? `:${port}` : ''}` : origin;
  return `${base}/trackingPage/${encodeURIComponent(trackingNumber)}`;
}
