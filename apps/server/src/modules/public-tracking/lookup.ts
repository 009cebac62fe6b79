import { normaliseStatusTag, type PublicCheckpoint, type PublicTrackingView, type SearchBy, type ShipmentStatus } from '@trailpost/contracts';
import type { ServiceContext } from '../../platform/context.js';
import { invalidField, notFound } from '../../platform/errors.js';
import { cachedTemplateMerchant, renderPage, templateValuesOf } from '../templates/index.js';
import { findCourier } from '../couriers/index.js';
import { bodyInLanguage, publishedPageSettings, publishedTemplateBody } from '../tracking-pages/index.js';
import { findNewestShipment, findPublicCheckpoints } from './repository.js';
import { lookupLanguage } from './page-wording.js';
import { hasSecondDetail, matchesSecondDetail, type SecondDetail } from './second-detail.js';

export interface PublicSearch {
  searchBy: SearchBy;
  number: string;
  /** The order's e-mail or postal code, when the merchant's page asks for one with an order number. */
  detail: SecondDetail;
  /** The page's language (BCP 47), when it named one. */
  lang?: string | undefined;
}

/** What a visitor with the tracking number alone does not see: who ordered and what (decision 0059). */
const withoutCustomer = <T extends object>(shipment: T): T => ({ ...shipment, orderId: null, orderUrl: null, customerName: null });

/** A courier word our tables do not know keeps its scan; the page still needs a status to colour it. */
const statusOf = (tag: string, fallback: ShipmentStatus): ShipmentStatus => normaliseStatusTag(tag) ?? fallback;

/**
 * One merchant's shipment for its public page (part 2 §2.11, §3): the newest with that tracking
 * number or order id, the merchant's published template filled with it (dates in the merchant's
 * format and zone), its scans newest first and its status. Only this merchant's shipments are
 * searched, so a number another merchant holds is answered exactly like one nobody holds.
 *
 * When the merchant's page verifies order lookups, an order number needs the order's e-mail or
 * postal code (a wrong one is answered exactly like an unknown order), and a tracking number
 * alone shows the parcel without the customer's name or the order.
 */
export async function lookUpPublicShipment(ctx: ServiceContext, tenantId: string, search: PublicSearch): Promise<PublicTrackingView> {
  const [settings, found] = await Promise.all([publishedPageSettings(ctx, tenantId), findNewestShipment(ctx.db, tenantId, search.searchBy, search.number)]);
  const verifying = settings.orderLookupVerification;
  const { texts, wording } = lookupLanguage(search.lang, settings.texts);
  // Asked whatever the order: the refusal says nothing about whether the order exists.
  if (verifying && search.searchBy === 'order_number' && !hasSecondDetail(search.detail)) {
    throw invalidField('email', texts.enterVerification!);
  }
  if (!found || (verifying && search.searchBy === 'order_number' && !matchesSecondDetail(found, search.detail))) {
    throw notFound(texts.shipmentNotFound!);
  }
  const shipment = verifying && search.searchBy === 'tracking_number' ? withoutCustomer(found) : found;
  // The scans serve both the timeline placeholder and the page's own list.
  const [scans, merchant, body] = await Promise.all([
    findPublicCheckpoints(ctx.db, tenantId, shipment.id),
    cachedTemplateMerchant(ctx.db, tenantId),
    publishedTemplateBody(ctx, tenantId),
  ]);
  if (!merchant) throw notFound(texts.shipmentNotFound!);
  const values = templateValuesOf(ctx, tenantId, { ...shipment, checkpoints: scans }, merchant, findCourier, wording ?? undefined);
  const currentStatus = statusOf(shipment.currentStatus, 'Pending');
  const checkpoints: PublicCheckpoint[] = scans.map((scan) => ({
    tag: statusOf(scan.tag, currentStatus),
    location: scan.location || null,
    checkpoint_time: scan.checkpointTime?.toISOString() ?? null,
    message: scan.message,
  }));
  return {
    body: renderPage(wording ? bodyInLanguage(body, texts) : body, values),
    checkpoints,
    current_status: currentStatus,
    tracking_number: shipment.trackingNumber,
    order_number: shipment.orderId,
    courier_name: findCourier(shipment.slug)?.title ?? shipment.slug,
  };
}
