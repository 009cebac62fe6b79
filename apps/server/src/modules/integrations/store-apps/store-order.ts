import { canonicalLanguageTag, confidentCandidate } from '@trailpost/contracts';
import { courierSlug } from '../../couriers/index.js';
import { detectCouriers } from '../../../tracking/index.js';

/** One tracking number of a fulfilled order, with the courier as the store names it, if it does. */
export interface StoreTracking {
  trackingNumber: string;
  /** The store's carrier code and its display title, tried in that order. */
  courierNames: string[];
}

/** A fulfilled order as the sync needs it, whatever the platform. */
export interface StoreOrder {
  orderId: string;
  orderUrl: string | null;
  customerName: string | null;
  emails: string[];
  phones: string[];
  postalCode: string | null;
  /** The customer's language as the store names it (`fr-FR`, `de`), when it does. */
  locale?: string | null;
  trackings: StoreTracking[];
}

/**
 * The courier of a tracking number: the one the store names (slug or title, or the slug written
 * with spaces for dashes), else the one the number clearly belongs to; null when neither.
 */
export function courierOf(tracking: StoreTracking): string | null {
  for (const name of tracking.courierNames) {
    const slug = courierSlug(name) ?? courierSlug(name.replace(/[\s_]+/g, '-'));
    if (slug) return slug;
  }
  return confidentCandidate(detectCouriers(tracking.trackingNumber))?.slug ?? null;
}

/** Each tracking number of the order as an Add-shipment payload (part 1 §3), `source` the channel. */
export function shipmentPayloads(order: StoreOrder, source: string): { payload: Record<string, unknown>; bare: Record<string, unknown> }[] {
  return order.trackings.flatMap((tracking) => {
    const slug = courierOf(tracking);
    if (!slug) return [];
    const bare = { slug, tracking_number: tracking.trackingNumber, order_id: order.orderId, source };
    const payload = {
      ...bare,
      order_url: order.orderUrl ?? '',
      customer_name: order.customerName ?? '',
      customer_emails: order.emails,
      customer_phone_numbers: order.phones,
      postal_code: order.postalCode ?? '',
      // A locale the store writes its own way must not cost the shipment: unreadable is none.
      language: (order.locale && canonicalLanguageTag(order.locale)) || null,
    };
    return [{ payload, bare }];
  });
}

/** "Ada Lovelace" from the parts a store gives, null when it gives none. */
export const fullName = (...parts: (string | null | undefined)[]) => parts.map((part) => part?.trim()).filter(Boolean).join(' ') || null;

/** The non-empty values among these, trimmed, each once. */
export const presentValues = (...values: (string | null | undefined)[]) => [...new Set(values.map((value) => value?.trim()).filter((value): value is string => Boolean(value)))];
