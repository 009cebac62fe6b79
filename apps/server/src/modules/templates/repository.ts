import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { checkpoints, shipments, tenants, users } from '../../db/schema/index.js';
import type { TemplateShipment } from './values.js';

/** The newest scans a message shows: enough for any real journey, bounded for the e-mail's size. */
export const TIMELINE_LIMIT = 100;

/** A shipment as messages need it: its placeholders' facts, and what decides its customer's language. */
export type TemplateShipmentRow = TemplateShipment & { slug: string; language: string | null; destinationCountry: string | null };

/**
 * Several shipments of a tenant with their newest scans, in two statements whatever their number
 * (an automation pass renders hundreds of messages at once). Shipments not the tenant's are absent.
 */
export async function findTemplateShipments(db: Db, tenantId: string, shipmentIds: string[]): Promise<Map<string, TemplateShipmentRow>> {
  const found = new Map<string, TemplateShipmentRow>();
  if (!shipmentIds.length) return found;
  const rows = await db
    .select({
      id: shipments.id,
      slug: shipments.slug,
      trackingNumber: shipments.trackingNumber,
      currentStatus: shipments.currentStatus,
      expectedDelivery: shipments.expectedDelivery,
      customerDeliveryDate: shipments.customerDeliveryDate,
      predictedDelivery: shipments.predictedDelivery,
      predictedEarliest: shipments.predictedEarliest,
      predictedLatest: shipments.predictedLatest,
      lastCheckpointMessage: shipments.lastCheckpointMessage,
      lastCheckpointLocation: shipments.lastCheckpointLocation,
      orderId: shipments.orderId,
      orderUrl: shipments.orderUrl,
      customerName: shipments.customerName,
      language: shipments.language,
      destinationCountry: shipments.destinationCountry,
    })
    .from(shipments)
    .where(and(eq(shipments.tenantId, tenantId), inArray(shipments.id, shipmentIds)));
  if (!rows.length) return found;
  const newest = db
    .select({
      shipmentId: checkpoints.shipmentId,
      checkpointTime: checkpoints.checkpointTime,
      tag: checkpoints.tag,
      message: checkpoints.message,
      location: checkpoints.location,
      rank: sql<number>`row_number() over (partition by ${checkpoints.shipmentId} order by ${checkpoints.checkpointTime} desc nulls last, ${checkpoints.id} desc)`.as('rank'),
    })
    .from(checkpoints)
    .where(and(eq(checkpoints.tenantId, tenantId), inArray(checkpoints.shipmentId, rows.map((row) => row.id))))
    .as('newest');
  const scans = await db
    .select({ shipmentId: newest.shipmentId, checkpointTime: newest.checkpointTime, tag: newest.tag, message: newest.message, location: newest.location })
    .from(newest)
    .where(lte(newest.rank, TIMELINE_LIMIT))
    .orderBy(asc(newest.shipmentId), asc(newest.rank));
  const timelines = new Map(rows.map((row) => [row.id, [] as TemplateShipment['checkpoints'][number][]]));
  for (const { shipmentId, ...scan } of scans) timelines.get(shipmentId)?.push(scan);
  for (const { id, ...row } of rows) found.set(id, { ...row, checkpoints: timelines.get(id)! });
  return found;
}

export interface TemplateMerchant {
  name: string;
  subDomain: string | null;
  customDomainUrl: string | null;
  customDomainStatus: string;
  companyName: string | null;
  contactNo: string | null;
  websiteUrl: string | null;
  logoKey: string | null;
  /** The main user's choices; null when the account has none (never in practice). */
  dateFormat: string | null;
  timeZone: string | null;
}

/** The organization and the main user's date format and zone, which messages to customers follow. */
export async function findTemplateMerchant(db: Db, tenantId: string): Promise<TemplateMerchant | null> {
  const [row] = await db
    .select({
      name: tenants.name,
      subDomain: tenants.subDomain,
      customDomainUrl: tenants.customDomainUrl,
      customDomainStatus: tenants.customDomainStatus,
      companyName: tenants.companyName,
      contactNo: tenants.contactNo,
      websiteUrl: tenants.websiteUrl,
      logoKey: tenants.logoKey,
      dateFormat: users.dateFormat,
      timeZone: users.timeZone,
    })
    .from(tenants)
    .leftJoin(users, and(eq(users.tenantId, tenants.id), eq(users.userType, 'user')))
    .where(eq(tenants.id, tenantId))
    .orderBy(asc(users.createdAt))
    .limit(1);
  return row ?? null;
}
