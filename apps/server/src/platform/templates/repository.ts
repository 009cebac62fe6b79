import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { checkpoints, shipments, tenants, users } from '../../db/schema/index.js';
import type { TemplateShipment } from './values.js';

/** The newest scans a message shows: enough for any real journey, bounded for the e-mail's size. */
export const TIMELINE_LIMIT = 100;

export async function findTemplateShipment(db: Db, tenantId: string, shipmentId: string): Promise<(TemplateShipment & { slug: string }) | null> {
  const [row] = await db
    .select({
      slug: shipments.slug,
      trackingNumber: shipments.trackingNumber,
      currentStatus: shipments.currentStatus,
      expectedDelivery: shipments.expectedDelivery,
      lastCheckpointMessage: shipments.lastCheckpointMessage,
      lastCheckpointLocation: shipments.lastCheckpointLocation,
      orderId: shipments.orderId,
      orderUrl: shipments.orderUrl,
      customerName: shipments.customerName,
    })
    .from(shipments)
    .where(and(eq(shipments.tenantId, tenantId), eq(shipments.id, shipmentId)))
    .limit(1);
  if (!row) return null;
  const timeline = await db
    .select({ checkpointTime: checkpoints.checkpointTime, tag: checkpoints.tag, message: checkpoints.message, location: checkpoints.location })
    .from(checkpoints)
    .where(and(eq(checkpoints.tenantId, tenantId), eq(checkpoints.shipmentId, shipmentId)))
    .orderBy(sql`${checkpoints.checkpointTime} desc nulls last`, desc(checkpoints.id))
    .limit(TIMELINE_LIMIT);
  return { ...row, checkpoints: timeline };
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
