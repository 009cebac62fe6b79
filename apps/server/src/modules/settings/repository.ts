import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { tenants } from '../../db/schema/index.js';
import { forgetTemplateMerchant } from '../templates/index.js';

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
