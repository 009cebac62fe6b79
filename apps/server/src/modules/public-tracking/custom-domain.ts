import { PUBLIC_TRACKING_MESSAGES, type CustomDomainStatus, type CustomDomainView } from '@trailpost/contracts';
import { assertAccess, type AuthContext } from '../../platform/auth.js';
import type { ServiceContext } from '../../platform/context.js';
import { dnsResolver } from '../../platform/dns-servers.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { normaliseHost, platformHostOf } from '../../platform/public-hosts.js';
import { recordCustomDomainCheck } from '../accounts/index.js';
import { findCustomDomain, findCustomDomainsDue, type CustomDomainRow } from './repository.js';

/**
 * A merchant's custom domain (part 2 §2.13, §9): it serves the public pages once DNS shows it is
 * a CNAME of the account's platform host `{sub_domain}{SUB_DOMAIN_SUFFIX}` (decision 0030). The
 * default custom domain is that platform host itself, which needs no record and always serves.
 */

/** Answers that mean "no such record"; anything else (timeout, refusal, SERVFAIL) means "could not ask". */
const ABSENT = new Set(['ENODATA', 'ENOTFOUND']);
const canonical = (name: string) => name.toLowerCase().replace(/\.$/, '');

type CnameState = 'points' | 'elsewhere' | 'unchecked';

async function cnameState(ctx: ServiceContext, domain: string, target: string): Promise<CnameState> {
  const resolver = dnsResolver({ servers: ctx.config.dnsServers, timeoutMs: ctx.config.dnsTimeoutMs });
  try {
    return (await resolver.resolveCname(domain)).map(canonical).includes(target) ? 'points' : 'elsewhere';
  } catch (error) {
    return ABSENT.has((error as NodeJS.ErrnoException).code ?? '') ? 'elsewhere' : 'unchecked';
  }
}

/** What the account's domain is, and what it must point to (null: nothing to point, or no sub-domain yet). */
function domainOf(ctx: ServiceContext, row: CustomDomainRow): { domain: string | null; target: string | null } {
  if (!row.subDomain) return { domain: row.customDomainUrl ? normaliseHost(row.customDomainUrl) : null, target: null };
  const platformHost = platformHostOf(ctx.config, row.subDomain);
  const domain = row.customDomainUrl ? normaliseHost(row.customDomainUrl) : platformHost;
  return { domain, target: domain === platformHost ? null : platformHost };
}

function viewOf(ctx: ServiceContext, row: CustomDomainRow): CustomDomainView {
  const { domain, target } = domainOf(ctx, row);
  if (row.subDomain && !target) return { custom_domain_url: domain, status: 'verified', checked_at: null, cname_target: null };
  return {
    custom_domain_url: domain,
    status: row.customDomainStatus as CustomDomainStatus,
    checked_at: row.customDomainCheckedAt?.toISOString() ?? null,
    cname_target: target,
  };
}

async function rowOf(ctx: ServiceContext, tenantId: string): Promise<CustomDomainRow> {
  const row = await findCustomDomain(ctx.db, tenantId);
  if (!row) throw notFound('Account not found');
  return row;
}

export async function getCustomDomain(ctx: ServiceContext, auth: AuthContext): Promise<CustomDomainView> {
  assertAccess(auth, 'settings');
  return viewOf(ctx, await rowOf(ctx, auth.tenantId));
}

/**
 * Asks DNS whether the custom domain points at the account's platform host and records the
 * answer: verified (it serves), or failed (it stops serving). A domain under the platform's own
 * suffix is another account's address and never verifies. When DNS does not answer nothing is
 * recorded: a resolver's bad minute must not take a merchant's page down.
 */
export async function verifyCustomDomain(ctx: ServiceContext, auth: AuthContext, now = new Date()): Promise<CustomDomainView> {
  assertAccess(auth, 'settings');
  const row = await rowOf(ctx, auth.tenantId);
  const { domain, target } = domainOf(ctx, row);
  if (!row.subDomain || !domain) throw badRequest(PUBLIC_TRACKING_MESSAGES.customDomainRequired);
  if (!target) return viewOf(ctx, row);
  const suffix = ctx.config.subDomainSuffix.toLowerCase();
  if (domain.endsWith(suffix) || domain === suffix.replace(/^\./, '')) {
    await recordCustomDomainCheck(ctx.db, auth.tenantId, row.customDomainUrl!, 'failed', now);
    throw badRequest(PUBLIC_TRACKING_MESSAGES.customDomainOnPlatform(domain));
  }
  const state = await cnameState(ctx, domain, target);
  if (state === 'unchecked') throw badRequest(PUBLIC_TRACKING_MESSAGES.customDomainUnchecked);
  await recordCustomDomainCheck(ctx.db, auth.tenantId, row.customDomainUrl!, state === 'points' ? 'verified' : 'failed', now);
  if (state !== 'points') throw badRequest(PUBLIC_TRACKING_MESSAGES.customDomainNotPointing(domain, target));
  return viewOf(ctx, await rowOf(ctx, auth.tenantId));
}

/** Verified domains are asked again once a day: one whose CNAME is gone stops serving. */
export const CUSTOM_DOMAIN_RECHECK_MS = 24 * 60 * 60_000;
/**
 * Domains not verified yet are asked at every housekeeping pass at most this often: a merchant
 * who saved the domain before adding its DNS record is served once the record appears, without
 * coming back to press Verify.
 */
export const UNVERIFIED_DOMAIN_RECHECK_MS = 10 * 60_000;
export const CUSTOM_DOMAIN_RECHECK_BATCH = 50;

/** Asks DNS about the custom domains due (the worker's housekeeping); answers how many were asked. */
export async function recheckCustomDomains(ctx: ServiceContext, now = new Date()): Promise<number> {
  const due = await findCustomDomainsDue(
    ctx.db,
    ctx.config.subDomainSuffix.toLowerCase(),
    { verifiedBefore: new Date(now.getTime() - CUSTOM_DOMAIN_RECHECK_MS), unverifiedBefore: new Date(now.getTime() - UNVERIFIED_DOMAIN_RECHECK_MS) },
    CUSTOM_DOMAIN_RECHECK_BATCH,
  );
  await Promise.all(
    due.map(async ({ tenantId, subDomain, customDomainUrl }) => {
      const state = await cnameState(ctx, normaliseHost(customDomainUrl!), platformHostOf(ctx.config, subDomain!));
      if (state !== 'unchecked') await recordCustomDomainCheck(ctx.db, tenantId, customDomainUrl!, state === 'points' ? 'verified' : 'failed', now);
    }),
  );
  return due.length;
}
