import { normaliseStatusTag, type PredictedDeliveryView, type PredictionBasisView, type ShipmentDetail, type ShipmentListItem, type ShipmentStatus, type Tag } from '@trailpost/contracts';
import { courierTitle } from '../couriers/index.js';
import type { checkpoints } from '../../db/schema/index.js';
import type { ShipmentRow } from './repository.js';

const DAY_MS = 86_400_000;

/** Whole days in transit: fixed once delivered, counting while travelling, none before the first scan. */
export function transitDays(row: Pick<ShipmentRow, 'deliveryTime' | 'deliveredAt' | 'shippedAt'>, now = new Date()): number | null {
  if (row.deliveredAt) return row.deliveryTime;
  if (!row.shippedAt) return null;
  return Math.max(0, Math.floor((now.getTime() - row.shippedAt.getTime()) / DAY_MS));
}

export interface Lookups {
  tags: Map<string, Tag>;
  userNames: Map<string, string>;
}

function tagsOf(row: ShipmentRow, lookups: Lookups) {
  return row.tagIds.flatMap((id) => {
    const tag = lookups.tags.get(id);
    return tag ? [{ tag_id: tag._id, tag_name: tag.tag_name, tag_color: tag.tag_color }] : [];
  });
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Stored YYYY-MM-DD -> MM-DD-YYYY, the format the add form uses. */
function toMonthDayYear(value: string): string {
  const [year, month, day] = value.split('-');
  return `${month}-${day}-${year}`;
}

/** Our prediction as the API answers it; null until the shipment has one. */
export function predictionOf(row: Pick<ShipmentRow, 'predictedDelivery' | 'predictedEarliest' | 'predictedLatest' | 'predictionBasis'>): PredictedDeliveryView {
  if (!row.predictedDelivery || !row.predictedEarliest || !row.predictedLatest || !row.predictionBasis) return null;
  return { date: row.predictedDelivery, earliest: row.predictedEarliest, latest: row.predictedLatest, basis: row.predictionBasis as PredictionBasisView };
}

export function toListItem(row: ShipmentRow, lookups: Lookups): ShipmentListItem {
  return {
    _id: row.id,
    tracking_number: row.trackingNumber,
    slug: row.slug,
    courier: courierTitle(row.slug),
    service: row.shipmentType,
    origin: row.originCountry,
    destination: row.destinationCountry,
    last_status: row.lastCheckpointMessage,
    time: iso(row.lastCheckpointTime),
    assigned_id: row.assignedId,
    assigned_to: row.assignedId ? (lookups.userNames.get(row.assignedId) ?? null) : null,
    tag: tagsOf(row, lookups),
    date: iso(row.expectedDelivery),
    transit_day: transitDays(row),
    status: row.currentStatus as ShipmentStatus,
    order_id: row.orderId,
    created: row.createdAt.toISOString(),
    predicted_delivery: predictionOf(row),
    customer_delivery_date: row.customerDeliveryDate,
  };
}

export function toDetail(row: ShipmentRow, scans: (typeof checkpoints.$inferSelect)[], lookups: Lookups): ShipmentDetail {
  return {
    _id: row.id,
    tracking_number: row.trackingNumber,
    slug: row.slug,
    courier_title: courierTitle(row.slug),
    current_status: row.currentStatus as ShipmentStatus,
    assigned_id: row.assignedId,
    assigned_to: row.assignedId ? (lookups.userNames.get(row.assignedId) ?? null) : null,
    source: row.source,
    order_id: row.orderId,
    order_url: row.orderUrl,
    customer_name: row.customerName,
    customer_emails: row.customerEmails,
    other_emails: row.otherEmails,
    customer_phone_numbers: row.customerPhoneNumbers,
    postal_code: row.postalCode,
    tracking_ship_date: row.trackingShipDate ? toMonthDayYear(row.trackingShipDate) : null,
    language: row.language,
    tags: tagsOf(row, lookups),
    created: row.createdAt.toISOString(),
    modified: row.updatedAt.toISOString(),
    trackings: {
      shipment_type: row.shipmentType,
      address: {
        ship_from: { country_iso: row.originCountry, state: row.originState },
        ship_to: { country_iso: row.destinationCountry, state: row.destinationState },
      },
      checkpoints: scans.map((scan) => ({
        tag: normaliseStatusTag(scan.tag) ?? scan.tag,
        location: scan.location,
        message: scan.message,
        checkpoint_time: iso(scan.checkpointTime),
      })),
      expected_delivery: iso(row.expectedDelivery),
      predicted_delivery: predictionOf(row),
      customer_delivery_date: row.customerDeliveryDate,
      delivery_time: transitDays(row),
    },
  };
}
