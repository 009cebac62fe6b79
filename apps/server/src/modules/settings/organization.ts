import { randomBytes } from 'node:crypto';
import { DEFAULT_COUNTRY_ISO, logoPath, ORGANIZATION_MESSAGES, TWO_FACTOR_MESSAGES, UPLOAD_KINDS, UPLOAD_MESSAGES, type OrganizationView, type organizationFields } from '@trailpost/contracts';
import type { z } from 'zod';
import { assertAccess, type AuthContext } from '../../platform/auth.js';
import type { ServiceContext } from '../../platform/context.js';
import { forbidden, invalidField, notFound } from '../../platform/errors.js';
import { isSafeKey, type FileStorage } from '../../platform/storage.js';
import { countryIsoByName, countryName } from '../countries/index.js';
import { tempPrefix } from '../files/index.js';
import { findOrganization, type OrganizationRow, updateLogo, updateOrganization } from '../accounts/index.js';
import { actorOf, changesBetween, recordAudit } from '../audit/index.js';

const logoPrefix = (tenantId: string) => `logos/${tenantId}/`;

/** The image a file's first bytes say it is: PNG and JPEG are the logos part 2 §5 allows. */
function imageExtension(bytes: Buffer): 'png' | 'jpg' | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  return null;
}

function toView(ctx: ServiceContext, tenantId: string, row: OrganizationRow): OrganizationView {
  return {
    company_name: row.companyName,
    contact_no: row.contactNo,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    state: row.state,
    country_name: countryName(row.countryIso) ?? countryName(DEFAULT_COUNTRY_ISO)!,
    zipcode: row.zipcode,
    website_url: row.websiteUrl,
    logo: row.logoKey ? `${ctx.config.publicUrl}${logoPath(tenantId, row.logoKey)}` : null,
    require_two_factor: row.requireTwoFactor,
  };
}

type AuditedFields = Pick<OrganizationRow, 'companyName' | 'contactNo' | 'address1' | 'address2' | 'city' | 'state' | 'countryIso' | 'zipcode' | 'websiteUrl'> & {
  requireTwoFactor?: boolean;
};

/** What the audit log records of the organization; a field the save did not send is left out. */
function audited(row: AuditedFields): Record<string, unknown> {
  const fields = {
    company_name: row.companyName,
    contact_no: row.contactNo,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    state: row.state,
    country: row.countryIso,
    zipcode: row.zipcode,
    website_url: row.websiteUrl,
    require_two_factor: row.requireTwoFactor,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

export async function getOrganization(ctx: ServiceContext, auth: AuthContext): Promise<OrganizationView> {
  assertAccess(auth, 'settings');
  const row = await findOrganization(ctx.db, auth.tenantId);
  if (!row) throw notFound('Organization not found.');
  return toView(ctx, auth.tenantId, row);
}

/** Company fields of §5; the country is named as `GET /country/list` names it. */
export async function saveOrganization(ctx: ServiceContext, auth: AuthContext, input: z.output<typeof organizationFields>): Promise<OrganizationView> {
  assertAccess(auth, 'settings');
  const countryIso = countryIsoByName(input.country_name);
  if (!countryIso) throw invalidField('country_name', ORGANIZATION_MESSAGES.countryInvalid);
  await assertMayRequireTwoFactor(ctx, auth, input.require_two_factor);
  const values = {
    companyName: input.company_name,
    contactNo: input.contact_no,
    address1: input.address1,
    address2: input.address2,
    city: input.city,
    state: input.state,
    countryIso,
    zipcode: input.zipcode,
    websiteUrl: input.website_url,
    requireTwoFactor: input.require_two_factor,
  };
  await updateOrganization(ctx.db, auth.tenantId, values, async (tx, before) => {
    const changes = changesBetween(before && audited(before), audited(values));
    if (Object.keys(changes).length > 0) await recordAudit(tx, actorOf(auth), { action: 'organization.updated', targetType: 'organization', targetId: auth.tenantId, changes });
  });
  return getOrganization(ctx, auth);
}

/** Whether sub-users must sign in with two steps is the owner's call; a form sending the value unchanged is fine. */
async function assertMayRequireTwoFactor(ctx: ServiceContext, auth: AuthContext, wanted: boolean | undefined): Promise<void> {
  if (wanted === undefined || auth.userType === 'user') return;
  const current = await findOrganization(ctx.db, auth.tenantId);
  if (current && current.requireTwoFactor !== wanted) throw forbidden(TWO_FACTOR_MESSAGES.ownerOnly);
}

/**
 * Sets the logo from a file the tenant just uploaded through its signed address (checked to be
 * its own, at most 1 MB and really a PNG or JPEG), copied where the public logo route serves
 * it; null removes the logo.
 */
export async function setLogo(ctx: ServiceContext, storage: FileStorage, auth: AuthContext, uploadedKey: string | null): Promise<OrganizationView> {
  assertAccess(auth, 'settings');
  if (uploadedKey === null) {
    await updateLogo(ctx.db, auth.tenantId, null);
    return getOrganization(ctx, auth);
  }
  if (!uploadedKey.startsWith(tempPrefix(auth.tenantId)) || !isSafeKey(uploadedKey)) throw invalidField('logo', UPLOAD_MESSAGES.imageFailed);
  const size = await storage.size(uploadedKey);
  if (size === null) throw invalidField('logo', UPLOAD_MESSAGES.imageFailed);
  if (size > UPLOAD_KINDS.image.maxBytes) throw invalidField('logo', UPLOAD_MESSAGES.tooLarge);
  const bytes = await storage.read(uploadedKey);
  const extension = bytes ? imageExtension(bytes) : null;
  if (!bytes || !extension) throw invalidField('logo', UPLOAD_MESSAGES.imageType);
  const key = `${logoPrefix(auth.tenantId)}${randomBytes(12).toString('hex')}.${extension}`;
  await storage.save(key, bytes, extension === 'png' ? 'image/png' : 'image/jpeg');
  await updateLogo(ctx.db, auth.tenantId, key);
  return getOrganization(ctx, auth);
}

/** A logo for the public route: only the tenant's current one is served. */
export async function readLogo(ctx: ServiceContext, storage: FileStorage, tenantId: string, file: string) {
  const row = await findOrganization(ctx.db, tenantId);
  const key = `${logoPrefix(tenantId)}${file}`;
  if (!row || row.logoKey !== key) return null;
  const bytes = await storage.read(key);
  return bytes ? { bytes, contentType: file.endsWith('.png') ? 'image/png' : 'image/jpeg' } : null;
}

/** The name customers and teammates know the account by: the organization's, else the sign-up name. */
export async function companyNameOf(ctx: ServiceContext, tenantId: string): Promise<string> {
  const row = await findOrganization(ctx.db, tenantId);
  return row?.companyName ?? row?.name ?? 'Trailpost';
}
