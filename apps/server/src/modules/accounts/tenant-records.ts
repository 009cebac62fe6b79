import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { tenants } from '../../db/schema/index.js';
import { forgetPublicHosts } from '../../platform/public-hosts.js';
import { forgetTemplateMerchant, forgetTemplateMerchants } from '../templates/index.js';

/**
 * Writes of the tenant row that other modules ask for: settings (the organization and its logo)
 * and public-tracking (what a custom domain's DNS check found). The accounts module owns the
 * tenants table, so they live here, each with the caches its change makes stale. The
 * organization's read stays beside its writes: the update reads the row before it for the audit.
 */

export type OrganizationRow = Pick<
  typeof tenants.$inferSelect,
  'name' | 'companyName' | 'contactNo' | 'address1' | 'address2' | 'city' | 'state' | 'countryIso' | 'zipcode' | 'websiteUrl' | 'logoKey' | 'requireTwoFactor'
>;

export async function findOrganization(db: Db, tenantId: string): Promise<OrganizationRow | null> {
  const [row] = await db
    .select({
      name: tenants.name,
      companyName: tenants.companyName,
      contactNo: tenants.contactNo,
      address1: tenants.address1,
      address2: tenants.address2,
      city: tenants.city,
      state: tenants.state,
      countryIso: tenants.countryIso,
      zipcode: tenants.zipcode,
      websiteUrl: tenants.websiteUrl,
      logoKey: tenants.logoKey,
      requireTwoFactor: tenants.requireTwoFactor,
    })
    .from(tenants)
    .where(eq(tenants.id, tenantId))
    .limit(1);
  return row ?? null;
}

export async function updateOrganization(
  db: Db,
  tenantId: string,
  values: Omit<OrganizationRow, 'name' | 'logoKey' | 'requireTwoFactor'> & { requireTwoFactor?: boolean },
  alongside?: (tx: Db, before: OrganizationRow | null) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = alongside ? await findOrganization(tx, tenantId) : null;
    await tx.update(tenants).set(values).where(eq(tenants.id, tenantId));
    // What goes with the change (its audit entry) commits with it.
    if (alongside) await alongside(tx, before);
  });
  // The cache belongs to the database handle, not the transaction: forgotten once it committed.
  forgetTemplateMerchant(db, tenantId);
}

export async function updateLogo(db: Db, tenantId: string, logoKey: string | null): Promise<void> {
  await db.update(tenants).set({ logoKey }).where(eq(tenants.id, tenantId));
  forgetTemplateMerchant(db, tenantId);
}

/**
 * Writes what a DNS check found, if the account still has that domain (it may have changed
 * while DNS was asked). A domain's CNAME names one target, so when it now points at this
 * account, any other account still marked verified for it is stale: it stops serving first.
 */
export async function recordCustomDomainCheck(db: Db, tenantId: string, domain: string, status: 'verified' | 'failed', checkedAt: Date): Promise<void> {
  await db.transaction(async (tx) => {
    if (status === 'verified') {
      await tx
        .update(tenants)
        .set({ customDomainStatus: 'failed', customDomainCheckedAt: checkedAt })
        .where(and(eq(tenants.customDomainUrl, domain), eq(tenants.customDomainStatus, 'verified'), ne(tenants.id, tenantId)));
    }
    await tx
      .update(tenants)
      .set({ customDomainStatus: status, customDomainCheckedAt: checkedAt })
      .where(and(eq(tenants.id, tenantId), eq(tenants.customDomainUrl, domain)));
  });
  forgetPublicHosts(db);
  // The previous holder of a moved domain links on its platform host again: forget every account.
  forgetTemplateMerchants(db);
}
