import { and, eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { perDatabase } from '../db/per-database.js';
import { tenants } from '../db/schema/index.js';

/**
 * The hosts merchants' public tracking pages are served on (pinned "Public tracking"):
 * `{sub_domain}{SUB_DOMAIN_SUFFIX}` and a verified custom domain. Here, below the modules,
 * because the web app's host routing (platform/web-app.ts) and the public lookups
 * (modules/public-tracking) must agree on the rule.
 */

type HostConfig = Pick<Config, 'subDomainSuffix'>;

/** A host as a browser or a customer gives it: lowercased, without a port or a trailing dot. */
export function normaliseHost(host: string): string {
  const name = host.trim().toLowerCase();
  const withoutPort = name.startsWith('[') ? name.slice(0, name.indexOf(']') + 1) : name.split(':', 1)[0]!;
  return withoutPort.replace(/\.$/, '');
}

/** The sub-domain a host names under the platform suffix ("shop" of "shop.trailpost.app"), or null. */
export function subDomainOfHost(config: HostConfig, host: string): string | null {
  const suffix = config.subDomainSuffix.toLowerCase();
  if (!suffix || !host.endsWith(suffix)) return null;
  const label = host.slice(0, -suffix.length);
  return label && !label.includes('.') ? label : null;
}

/** The platform's own host of a sub-domain: also the CNAME target of the account's custom domain. */
export const platformHostOf = (config: HostConfig, subDomain: string) => `${subDomain}${config.subDomainSuffix}`.toLowerCase();

/** What decides where an account's public pages are linked. */
export interface PublicHostFields {
  subDomain: string | null;
  customDomainUrl: string | null;
  customDomainStatus: string;
}

/**
 * The host an account's public pages are linked on: its custom domain once verified (only
 * then is it served), otherwise its platform host; null before a sub-domain is chosen.
 */
export function publicHostOf(config: HostConfig, tenant: PublicHostFields): string | null {
  if (!tenant.subDomain) return null;
  if (tenant.customDomainUrl && tenant.customDomainStatus === 'verified') return normaliseHost(tenant.customDomainUrl);
  return platformHostOf(config, tenant.subDomain);
}

/**
 * The account whose public pages `host` serves, or null. A host under the platform suffix is
 * only ever a sub-domain (nobody can claim another account's platform host as a custom domain);
 * any other host must be a custom domain whose CNAME was verified. Both are unique indexes.
 */
export async function findPublicHostTenant(db: Db, config: HostConfig, host: string): Promise<string | null> {
  const name = normaliseHost(host);
  const known = cacheOf(db).get(name);
  if (known) return known;
  const subDomain = subDomainOfHost(config, name);
  const [row] = subDomain
    ? await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.subDomain, subDomain)).limit(1)
    : await db
        .select({ id: tenants.id })
        .from(tenants)
        .where(and(eq(tenants.customDomainUrl, name), eq(tenants.customDomainStatus, 'verified')))
        .limit(1);
  if (row) cacheOf(db).set(name, row.id);
  return row?.id ?? null;
}

/**
 * Hosts already resolved, per database: every public lookup and every page asks, and the
 * answer changes only when a merchant renames its sub-domain or a custom domain's check
 * changes. This process forgets at once (`forgetPublicHosts`); another API process within
 * HOST_CACHE_TTL_MS. Unknown hosts are not kept, so a new sub-domain serves at once.
 */
const HOST_CACHE_TTL_MS = 30_000;
const cacheOf = perDatabase(() => new LRUCache<string, string>({ max: 10_000, ttl: HOST_CACHE_TTL_MS }));

/** After a sub-domain or custom domain changed: the next request reads the hosts afresh. */
export function forgetPublicHosts(db: Db): void {
  cacheOf(db).clear();
}
