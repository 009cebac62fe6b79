import { and, desc, eq, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { SearchBy } from '@trailpost/contracts';
import type { Db } from '../../db/client.js';
import { checkpoints, shipments, tenants } from '../../db/schema/index.js';
import { TIMELINE_LIMIT } from '../templates/index.js';

/**
 * The newest shipment of one tenant with this tracking number (any courier) or order id,
 * compared without case. `lower(...) = lower(...)` is what the search indexes of migration 0009
 * hold, (tenant_id, lower(tracking_number)) and (tenant_id, lower(order_id)): an index range,
 * whatever the table's size, and never another tenant's rows.
 */
export async function findNewestShipment(db: Db, tenantId: string, searchBy: SearchBy, number: string) {
  const column = searchBy === 'tracking_number' ? shipments.trackingNumber : shipments.orderId;
  const [row] = await db
    .select({
      id: shipments.id,
      trackingNumber: shipments.trackingNumber,
      slug: shipments.slug,
      currentStatus: shipments.currentStatus,
      orderId: shipments.orderId,
      // What the template's placeholders need, read here rather than once more.
      expectedDelivery: shipments.expectedDelivery,
      customerDeliveryDate: shipments.customerDeliveryDate,
      predictedDelivery: shipments.predictedDelivery,
      predictedEarliest: shipments.predictedEarliest,
      predictedLatest: shipments.predictedLatest,
      lastCheckpointMessage: shipments.lastCheckpointMessage,
      lastCheckpointLocation: shipments.lastCheckpointLocation,
      orderUrl: shipments.orderUrl,
      customerName: shipments.customerName,
      // An order lookup's second detail (decision 0059).
      customerEmails: shipments.customerEmails,
      postalCode: shipments.postalCode,
    })
    .from(shipments)
    .where(and(eq(shipments.tenantId, tenantId), sql`lower(${column}) = lower(${number})`))
    .orderBy(desc(shipments.createdAt), desc(shipments.id))
    .limit(1);
  return row ?? null;
}

/** The shipment's scans, newest first (those without a time last), as the timeline shows them. */
export function findPublicCheckpoints(db: Db, tenantId: string, shipmentId: string) {
  return db
    .select({ tag: checkpoints.tag, location: checkpoints.location, checkpointTime: checkpoints.checkpointTime, message: checkpoints.message })
    .from(checkpoints)
    .where(and(eq(checkpoints.tenantId, tenantId), eq(checkpoints.shipmentId, shipmentId)))
    .orderBy(sql`${checkpoints.checkpointTime} desc nulls last`, desc(checkpoints.id))
    .limit(TIMELINE_LIMIT);
}

/** What the search page's header shows of a merchant (part 2 §3 "Domain info"). */
export async function findDomainInfo(db: Db, tenantId: string) {
  const [row] = await db
    .select({ name: tenants.name, companyName: tenants.companyName, contactNo: tenants.contactNo, websiteUrl: tenants.websiteUrl, logoKey: tenants.logoKey })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  return row ?? null;
}

export async function findCustomDomain(db: Db, tenantId: string) {
  const [row] = await db
    .select({
      subDomain: tenants.subDomain,
      customDomainUrl: tenants.customDomainUrl,
      customDomainStatus: tenants.customDomainStatus,
      customDomainCheckedAt: tenants.customDomainCheckedAt,
    })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  return row ?? null;
}

export type CustomDomainRow = NonNullable<Awaited<ReturnType<typeof findCustomDomain>>>;

/**
 * The custom domains whose DNS is due to be asked, never-checked and oldest checks first:
 * verified ones last checked before `verifiedBefore` (do they still point at us?), unverified
 * ones (pending, failed) not checked since `unverifiedBefore` (does the merchant's new record
 * point at us yet?). A sub-domain's own platform host (`{sub_domain}{suffix}`, the default
 * custom domain) and names under the suffix have nothing to ask.
 */
export function findCustomDomainsDue(db: Db, suffix: string, due: { verifiedBefore: Date; unverifiedBefore: Date }, limit: number) {
  const neverOrBefore = (before: Date) => or(isNull(tenants.customDomainCheckedAt), lt(tenants.customDomainCheckedAt, before));
  return db
    .select({ tenantId: tenants.id, subDomain: tenants.subDomain, customDomainUrl: tenants.customDomainUrl })
    .from(tenants)
    .where(
      and(
        isNotNull(tenants.subDomain),
        isNotNull(tenants.customDomainUrl),
        sql`right(${tenants.customDomainUrl}, ${suffix.length}) <> ${suffix}`,
        or(
          and(eq(tenants.customDomainStatus, 'verified'), neverOrBefore(due.verifiedBefore)),
          and(ne(tenants.customDomainStatus, 'verified'), neverOrBefore(due.unverifiedBefore)),
        ),
      ),
    )
    .orderBy(sql`${tenants.customDomainCheckedAt} asc nulls first`)
    .limit(limit);
}
