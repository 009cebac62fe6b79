import { readSession } from '@/lib/session';
import { readItem } from '@/lib/storage';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { publicOrigin } from '@/lib/api/get-sub-domain';

/** The custom domain kept at sign-in: the best guess while the account's public host is read. */
const storedHost = () => {
  const stored = readItem(STORAGE_KEYS.customDomainUrl) ?? readSession()?.record.custom_domain_url ?? null;
  return stored?.trim().replace(/^https?:\/\//i, '').replace(/\/+$/, '') || null;
};

/**
 * The shipment's public tracking page on the account's public host (`public_host`: the custom
 * domain once verified, else the sub-domain's host) with this app's scheme and port, which the
 * same server answers on; on this app's own origin before a host is chosen.
 */
export function publicTrackingUrl(publicHost: string | null | undefined, trackingNumber: string): string {
  const host = publicHost === undefined ? storedHost() : publicHost;
  return `${host ? publicOrigin(host) : window.location.origin}/trackingPage/${encodeURIComponent(trackingNumber)}`;
}
