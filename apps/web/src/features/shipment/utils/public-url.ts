import { readSession } from '@/lib/session';
import { readItem } from '@/lib/storage';
import { STORAGE_KEYS } from '@/lib/storage-keys';

/**
 * The shipment's public tracking page: on the merchant's custom domain when one is set,
 * otherwise on this app's own origin.
 */
export function publicTrackingUrl(trackingNumber: string): string {
  const stored = readItem(STORAGE_KEYS.customDomainUrl) ?? readSession()?.record.custom_domain_url ?? null;
  const host = stored?.trim().replace(/^https?:\/\//i, '').replace(/\/+$/, '') ?? '';
  const base = host ? `https://${host}` : window.location.origin;
  return `${base}/trackingPage/${encodeURIComponent(trackingNumber)}`;
}
