import { normaliseStatusTag, PUBLIC_TRACKING_MESSAGES, type PublicCheckpoint, type PublicTrackingView, type SearchBy, type ShipmentStatus } from '@trailpost/contracts';
import type { ServiceContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { cachedTemplateMerchant, renderPage, templateValuesOf } from '../templates/index.js';
import { findCourier } from '../couriers/index.js';
import { publishedTemplateBody } from '../tracking-pages/index.js';
import { findNewestShipment, findPublicCheckpoints } from './repository.js';

export interface PublicSearch {
  searchBy: SearchBy;
  number: string;
}

/** A courier word our tables do not know keeps its scan; the page still needs a status to colour it. */
const statusOf = (tag: string, fallback: ShipmentStatus): ShipmentStatus => normaliseStatusTag(tag) ?? fallback;

/**
 * One merchant's shipment for its public page (part 2 §2.11, §3): the newest with that tracking
 * number or order id, the merchant's published template filled with it (dates in the merchant's
 * format and zone), its scans newest first and its status. Only this merchant's shipments are
 * searched, so a number another merchant holds is answered exactly like one nobody holds.
 */
export async function lookUpPublicShipment(ctx: ServiceContext, tenantId: string, search: PublicSearch): Promise<PublicTrackingView> {
  const shipment = await findNewestShipment(ctx.db, tenantId, search.searchBy, search.number);
  if (!shipment) throw notFound(PUBLIC_TRACKING_MESSAGES.notFound);
  // The scans serve both the timeline placeholder and the page's own list.
  const [scans, merchant, body] = await Promise.all([
    findPublicCheckpoints(ctx.db, tenantId, shipment.id),
    cachedTemplateMerchant(ctx.db, tenantId),
    publishedTemplateBody(ctx, tenantId),
  ]);
  if (!merchant) throw notFound(PUBLIC_TRACKING_MESSAGES.notFound);
  const values = templateValuesOf(ctx, tenantId, { ...shipment, checkpoints: scans }, merchant, findCourier);
  const currentStatus = statusOf(shipment.currentStatus, 'Pending');
  const checkpoints: PublicCheckpoint[] = scans.map((scan) => ({
    tag: statusOf(scan.tag, currentStatus),
    location: scan.location || null,
    checkpoint_time: scan.checkpointTime?.toISOString() ?? null,
    message: scan.message,
  }));
  return {
    body: renderPage(body, values),
    checkpoints,
    current_status: currentStatus,
    tracking_number: shipment.trackingNumber,
    order_number: shipment.orderId,
    courier_name: findCourier(shipment.slug)?.title ?? shipment.slug,
  };
}
