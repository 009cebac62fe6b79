import { DEFAULT_DATE_FORMAT, DEFAULT_TIME_ZONE, logoPath } from '@trailpost/contracts';
import type { ServiceContext } from '../../platform/context.js';
import type { TemplateProfile } from './dates.js';
import { findTemplateMerchant, findTemplateShipments, type TemplateMerchant } from './repository.js';
import { sampleTemplateValues, SAMPLE_TRACKING_NUMBER } from './sample-values.js';
import { trackingPageLink } from './tracking-page-link.js';
import { buildTemplateValues, type TemplateOrganization, type TemplateShipment, type TemplateValues, type TemplateWording } from './values.js';

/**
 * A courier by slug, as the courier catalogue gives it (`findCourier` of modules/couriers fits):
 * the platform does not reach into modules, so the caller hands the catalogue in.
 */
export type CourierLookup = (slug: string) => { title: string; phone: string | null; logo?: string | null } | null;

function organizationOf(ctx: ServiceContext, tenantId: string, merchant: TemplateMerchant): TemplateOrganization {
  return {
    companyName: merchant.companyName ?? merchant.name,
    contactNumber: merchant.contactNo,
    website: merchant.websiteUrl,
    logoUrl: merchant.logoKey ? `${ctx.config.publicUrl}${logoPath(tenantId, merchant.logoKey)}` : null,
  };
}

const profileOf = (merchant: TemplateMerchant): TemplateProfile => ({
  dateFormat: merchant.dateFormat ?? DEFAULT_DATE_FORMAT,
  timeZone: merchant.timeZone ?? DEFAULT_TIME_ZONE,
});

/** A shipment read for messages to its customer: what decides their language, and its placeholders in any wording. */
export interface TemplateShipmentSource {
  language: string | null;
  destinationCountry: string | null;
  values: (wording?: TemplateWording) => TemplateValues;
}

/** Several shipments of a tenant ready to render, read in three statements; shipments not the tenant's are absent. */
export async function loadTemplateSources(ctx: ServiceContext, tenantId: string, shipmentIds: string[], findCourier: CourierLookup): Promise<Map<string, TemplateShipmentSource>> {
  const sources = new Map<string, TemplateShipmentSource>();
  // One after the other: `ctx.db` may be a transaction, which takes one query at a time.
  const shipments = await findTemplateShipments(ctx.db, tenantId, shipmentIds);
  const merchant = shipments.size ? await findTemplateMerchant(ctx.db, tenantId) : null;
  if (!merchant) return sources;
  for (const [id, shipment] of shipments) {
    sources.set(id, {
      language: shipment.language,
      destinationCountry: shipment.destinationCountry,
      values: (wording) => templateValuesOf(ctx, tenantId, shipment, merchant, findCourier, wording),
    });
  }
  return sources;
}

/** Every placeholder of one shipment of a tenant, in English and the merchant's date format; null when the shipment is not the tenant's. */
export async function loadTemplateValues(ctx: ServiceContext, tenantId: string, shipmentId: string, findCourier: CourierLookup): Promise<TemplateValues | null> {
  return (await loadTemplateSources(ctx, tenantId, [shipmentId], findCourier)).get(shipmentId)?.values() ?? null;
}

/** Every placeholder of a shipment and its merchant already read (a caller that reads them its own way). */
export function templateValuesOf(
  ctx: ServiceContext,
  tenantId: string,
  shipment: TemplateShipment & { slug: string },
  merchant: TemplateMerchant,
  findCourier: CourierLookup,
  wording?: TemplateWording,
): TemplateValues {
  const courier = findCourier(shipment.slug);
  return buildTemplateValues({
    ...(wording ? { wording } : {}),
    shipment,
    courier: { name: courier?.title ?? shipment.slug, phone: courier?.phone ?? null, logoUrl: courier?.logo ?? null },
    organization: organizationOf(ctx, tenantId, merchant),
    profile: profileOf(merchant),
    trackingPageLink: trackingPageLink(ctx.config, merchant, shipment.trackingNumber),
  });
}

/** Sample values in the tenant's own organization, format and zone (test sends, previews); null for an unknown tenant. */
export async function loadSampleTemplateValues(ctx: ServiceContext, tenantId: string, now = new Date(), wording?: TemplateWording): Promise<TemplateValues | null> {
  const merchant = await findTemplateMerchant(ctx.db, tenantId);
  if (!merchant) return null;
  return sampleTemplateValues(organizationOf(ctx, tenantId, merchant), profileOf(merchant), {
    trackingPageLink: trackingPageLink(ctx.config, merchant, SAMPLE_TRACKING_NUMBER),
    now,
    ...(wording ? { wording } : {}),
  });
}
