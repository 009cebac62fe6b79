import { STORE_INSTALL_MESSAGES } from '@trailpost/contracts';
import type { BigCommerceConfig } from '../../../config.js';
import { checkOf } from '../store-apps/check-of.js';
import type { OrderPage, StoreClient, StoreClientDeps, StoreConnection } from '../store-apps/store-client.js';
import { StoreApiError } from '../store-apps/store-http.js';
import { fullName, presentValues, type StoreOrder, type StoreTracking } from '../store-apps/store-order.js';
import { canonicalStoreUrl, readStoreInfo, storeApiGet, storeHashOfUrl } from './api.js';

/**
 * BigCommerce's V2 orders API: orders Shipped (status 2), then Partially Shipped (3), modified
 * since the cursor, in id order, 250 a page until a short page or `204 No Content`, with each
 * order's shipments (their tracking numbers) read five orders at a time. key1 is the store's
 * access token, key2 its store hash.
 */
export const PAGE_SIZE = 250;
/** Shipped, then Partially Shipped: the statuses of orders with at least one shipment. */
export const SHIPPED_STATUS_IDS = [2, 3] as const;
/** Orders whose shipments are read at once. */
const SHIPMENT_READS_AT_ONCE = 5;

interface BigCommerceAddress {
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
  phone?: string | null;
  zip?: string | null;
}
export interface BigCommerceOrder {
  id: number;
  status_id?: number;
  /** RFC 2822, as BigCommerce writes dates: "Tue, 03 Nov 2026 08:30:00 +0000". */
  date_modified?: string;
  billing_address?: BigCommerceAddress | null;
  /** The storefront language the order was placed in (`en`, `fr`). */
  customer_locale?: string | null;
}
export interface BigCommerceShipment {
  id?: number;
  order_id?: number;
  tracking_number?: string | null;
  shipping_provider?: string | null;
  tracking_carrier?: string | null;
}

/** Where the merchant opens the order in its BigCommerce control panel. */
export const bigCommerceOrderUrl = (storeHash: string, orderId: number | string) => `${canonicalStoreUrl(storeHash)}/manage/orders/${orderId}`;

/**
 * A BigCommerce date as the sync's cursor: ISO 8601 in UTC to the second, which sorts as text
 * (the sync keeps the greatest) and which `min_date_modified` accepts as it is.
 */
export function cursorOf(date: string | undefined): string | null {
  const at = date ? Date.parse(date) : NaN;
  return Number.isFinite(at) ? `${new Date(at).toISOString().slice(0, 19)}+00:00` : null;
}

function trackingsOf(shipments: BigCommerceShipment[]): StoreTracking[] {
  return shipments.flatMap((shipment) => {
    const trackingNumber = shipment.tracking_number?.trim();
    return trackingNumber ? [{ trackingNumber, courierNames: presentValues(shipment.tracking_carrier, shipment.shipping_provider) }] : [];
  });
}

export function toStoreOrder(storeHash: string, order: BigCommerceOrder, shipments: BigCommerceShipment[]): StoreOrder {
  const billing = order.billing_address ?? {};
  return {
    orderId: String(order.id),
    orderUrl: bigCommerceOrderUrl(storeHash, order.id),
    customerName: fullName(billing.first_name, billing.last_name),
    emails: presentValues(billing.email),
    phones: presentValues(billing.phone),
    postalCode: billing.zip?.trim() || null,
    locale: order.customer_locale ?? null,
    trackings: trackingsOf(shipments),
  };
}

function configOf(deps: StoreClientDeps): BigCommerceConfig {
  if (!deps.config.bigcommerce) throw new StoreApiError('unreachable', STORE_INSTALL_MESSAGES.notConfigured('BigCommerce'));
  return deps.config.bigcommerce;
}

/** The store hash and access token of a connection; a refusal when the app's access was dropped. */
function credentialsOf(connection: StoreConnection): { storeHash: string; token: string } {
  const storeHash = connection.keys.key2 ?? storeHashOfUrl(connection.url);
  const token = connection.keys.key1;
  if (!storeHash || !token) throw new StoreApiError('rejected', 'BigCommerce access was removed: install the app again from the store');
  return { storeHash, token };
}

function listOf<T>(body: unknown, what: string): T[] {
  if (!Array.isArray(body)) throw new StoreApiError('unreachable', `BigCommerce did not answer with a list of ${what}`);
  return body as T[];
}

/** `run` over the items, at most `limit` at once, the answers in the items' order. */
async function inGroups<T, R>(items: T[], limit: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let at = 0; at < items.length; at += limit) out.push(...(await Promise.all(items.slice(at, at + limit).map(run))));
  return out;
}

export const bigCommerce: StoreClient = {
  check: (deps, connection) =>
    checkOf(async () => {
      const { storeHash, token } = credentialsOf(connection);
      await readStoreInfo(deps, configOf(deps), storeHash, token, 1);
    }),

  async *pages(deps: StoreClientDeps, connection: StoreConnection, since: string | null): AsyncGenerator<OrderPage> {
    const config = configOf(deps);
    const { storeHash, token } = credentialsOf(connection);
    const get = (path: string) => storeApiGet(deps, config, storeHash, token, path);
    for (const status of SHIPPED_STATUS_IDS) {
      for (let page = 1; ; page++) {
        const query = new URLSearchParams({ status_id: String(status), sort: 'id:asc', limit: String(PAGE_SIZE), page: String(page) });
        if (since) query.set('min_date_modified', since);
        const orders = listOf<BigCommerceOrder>(await get(`/v2/orders?${query.toString()}`), 'orders');
        if (!orders.length) break;
        const shipments = await inGroups(orders, SHIPMENT_READS_AT_ONCE, async (order) => listOf<BigCommerceShipment>(await get(`/v2/orders/${order.id}/shipments?limit=${PAGE_SIZE}`), 'shipments'));
        const newest = orders.reduce<string | null>((max, order) => {
          const at = cursorOf(order.date_modified);
          return at && (!max || at > max) ? at : max;
        }, null);
        yield { orders: orders.map((order, index) => toStoreOrder(storeHash, order, shipments[index]!)), newest };
        if (orders.length < PAGE_SIZE) break;
      }
    }
  },
};
