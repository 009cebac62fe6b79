import { SUB_DOMAIN_MESSAGES } from '@trailpost/contracts';
import { assertAccess, type AuthContext } from '../../platform/auth.js';
import type { ServiceContext } from '../../platform/context.js';
import { duplicate, notFound } from '../../platform/errors.js';
import { publicHostOf } from '../../platform/public-hosts.js';
import { actorOf, changesBetween, recordAudit } from '../audit/index.js';
import { findTenant, isSubDomainTaken, saveSubDomain, type TenantRow } from './repository.js';
import { isUniqueViolation } from './service.js';

/** Names that would collide with the product's own hosts. */
const RESERVED = new Set(['www', 'api', 'app', 'admin', 'mail', 'smtp', 'support', 'help', 'docs', 'status', 'static', 'assets', 'cdn', 'trailpost', 'tracking', 'track']);

const subDomainRecordOf = (ctx: ServiceContext, tenant: TenantRow) => ({
  sub_domain: tenant.subDomain,
  custom_domain_url: tenant.customDomainUrl,
  sub_domain_suffix: ctx.config.subDomainSuffix,
  public_host: publicHostOf(ctx.config, tenant),
});

export async function getSubDomain(ctx: ServiceContext, auth: AuthContext) {
  const tenant = await findTenant(ctx.db, auth.tenantId);
  if (!tenant) throw notFound('Account not found');
  return subDomainRecordOf(ctx, tenant);
}

export async function isSubDomainAvailable(ctx: ServiceContext, auth: AuthContext, subDomain: string): Promise<boolean> {
  if (RESERVED.has(subDomain)) return false;
  return !(await isSubDomainTaken(ctx.db, subDomain, auth.tenantId));
}

/** Saves the sub-domain, which also completes onboarding; the custom domain defaults to it. */
export async function updateSubDomain(
  ctx: ServiceContext,
  auth: AuthContext,
  input: { sub_domain: string; custom_domain_url?: string | null },
) {
  assertAccess(auth, 'settings');
  if (!(await isSubDomainAvailable(ctx, auth, input.sub_domain))) throw duplicate(SUB_DOMAIN_MESSAGES.taken);
  const customDomainUrl = input.custom_domain_url?.replace(/^https?:\/\//, '').replace(/\/$/, '').toLowerCase()
    || `${input.sub_domain}${ctx.config.subDomainSuffix}`;
  try {
    const tenant = await saveSubDomain(ctx.db, auth.tenantId, { subDomain: input.sub_domain, customDomainUrl }, async (tx, before, after) => {
      const changes = changesBetween(
        { sub_domain: before.subDomain, custom_domain_url: before.customDomainUrl },
        { sub_domain: after.subDomain, custom_domain_url: after.customDomainUrl },
      );
      if (Object.keys(changes).length > 0) await recordAudit(tx, actorOf(auth), { action: 'custom_domain.updated', targetType: 'custom_domain', targetId: after.customDomainUrl, changes });
    });
    return subDomainRecordOf(ctx, tenant);
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate(SUB_DOMAIN_MESSAGES.taken);
    throw error;
  }
}
