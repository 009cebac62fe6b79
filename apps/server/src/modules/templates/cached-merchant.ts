import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client.js';
import { perDatabase } from '../../db/per-database.js';
import { findTemplateMerchant, type TemplateMerchant } from './repository.js';

/**
 * Merchants read lately, per database and account, for the public pages: every lookup fills
 * its page with the merchant's name, logo, contact, date format, zone and hosts, which change
 * rarely. This process forgets at once when they change (`forgetTemplateMerchant`); another API
 * process within MERCHANT_TTL_MS, as for the published template. Messages read afresh.
 */
const MERCHANT_TTL_MS = 10_000;
const cacheOf = perDatabase(() => new LRUCache<string, TemplateMerchant>({ max: 10_000, ttl: MERCHANT_TTL_MS }));

export async function cachedTemplateMerchant(db: Db, tenantId: string): Promise<TemplateMerchant | null> {
  const cache = cacheOf(db);
  const known = cache.get(tenantId);
  if (known) return known;
  const merchant = await findTemplateMerchant(db, tenantId);
  if (merchant) cache.set(tenantId, merchant);
  return merchant;
}

/** After the organization, the main user's date format or zone, or the account's sub-domain changed. */
export function forgetTemplateMerchant(db: Db, tenantId: string): void {
  cacheOf(db).delete(tenantId);
}

/** After a custom domain's check, which may also have taken the domain from another account. */
export function forgetTemplateMerchants(db: Db): void {
  cacheOf(db).clear();
}
