import { STORE_MESSAGES } from '@trailpost/contracts';
import { getStoreJson, StoreApiError } from '../store-apps/store-http.js';
import type { OrderPage, StoreClient, StoreClientDeps, StoreConnection } from '../store-apps/store-client.js';
import { fullName, presentValues, type StoreOrder, type StoreTracking } from '../store-apps/store-order.js';
import { checkOf } from '../store-apps/check-of.js';

/**
 * WooCommerce REST API v3 (`/wp-json/wc/v3`), HTTP Basic authentication with the consumer key and
 * secret (WooCommerce's documented way over HTTPS). Orders are read with status `completed`,
 * `modified_after` the last sync, in id order (stable while the store changes), 100 a page,
 * `X-WP-TotalPages` telling where to stop.
 */
export const PAGE_SIZE = 100;
/** Where the Shipment Tracking extension (and the plugins that follow it) keeps tracking numbers. */
export const TRACKING_META_KEY = '_wc_shipment_tracking_items';
/** A second's overlap: orders modified in the same second as the last one read are read again (and found stored). */
const OVERLAP_MS = 1000;

interface WooAddress {
  first_name?: string;
  last_name?: string;
  email?: string;
  phone?: string;
  postcode?: string;
}
interface WooTrackingItem {
  tracking_provider?: string;
  custom_tracking_provider?: string;
  tracking_number?: string;
}
export interface WooOrder {
  id: number;
  number?: string;
  date_modified_gmt?: string;
  billing?: WooAddress;
  shipping?: WooAddress;
  meta_data?: { key: string; value: unknown }[];
}

const apiUrl = (store: string, query: URLSearchParams) => `${store}/wp-json/wc/v3/orders?${query.toString()}`;

function authHeaders({ keys }: StoreConnection): Record<string, string> {
  return { authorization: `Basic ${Buffer.from(`${keys.key1 ?? ''}:${keys.key2 ?? ''}`).toString('base64')}` };
}

function trackingsOf(order: WooOrder): StoreTracking[] {
  const items = order.meta_data?.find((meta) => meta.key === TRACKING_META_KEY)?.value;
  if (!Array.isArray(items)) return [];
  return (items as WooTrackingItem[]).flatMap((item) => {
    const trackingNumber = typeof item.tracking_number === 'string' ? item.tracking_number.trim() : '';
    if (!trackingNumber) return [];
    return [{ trackingNumber, courierNames: presentValues(item.tracking_provider, item.custom_tracking_provider) }];
  });
}

export function toStoreOrder(store: string, order: WooOrder): StoreOrder {
  const billing = order.billing ?? {};
  const shipping = order.shipping ?? {};
  return {
    orderId: order.number || String(order.id),
    orderUrl: `${store}/wp-admin/post.php?post=${order.id}&action=edit`,
    customerName: fullName(shipping.first_name, shipping.last_name) ?? fullName(billing.first_name, billing.last_name),
    emails: presentValues(billing.email),
    phones: presentValues(shipping.phone, billing.phone),
    postalCode: shipping.postcode?.trim() || billing.postcode?.trim() || null,
    trackings: trackingsOf(order),
  };
}

/** `modified_after` for a sync: the newest modification read last time, less the overlap. */
function modifiedAfter(since: string): string {
  const at = Date.parse(`${since.replace(/Z$/, '')}Z`);
  return Number.isFinite(at) ? new Date(at - OVERLAP_MS).toISOString().slice(0, 19) : since;
}

const ordersOf = (body: unknown): WooOrder[] => {
  if (!Array.isArray(body)) throw new StoreApiError('rejected', STORE_MESSAGES.storeNotAnApi, { about: 'address' });
  return body as WooOrder[];
};

export const wooCommerce: StoreClient = {
  check: (deps: StoreClientDeps, connection: StoreConnection) =>
    checkOf(async () => {
      ordersOf((await getStoreJson(deps.fetch, apiUrl(connection.url, new URLSearchParams({ per_page: '1' })), authHeaders(connection), { attempts: 1 })).body);
    }),

  async *pages(deps: StoreClientDeps, connection: StoreConnection, since: string | null): AsyncGenerator<OrderPage> {
    const query = new URLSearchParams({ status: 'completed', orderby: 'id', order: 'asc', per_page: String(PAGE_SIZE), dates_are_gmt: 'true' });
    if (since) query.set('modified_after', modifiedAfter(since));
    for (let page = 1, last = 1; page <= last; page++) {
      query.set('page', String(page));
      const { body, headers } = await getStoreJson(deps.fetch, apiUrl(connection.url, query), authHeaders(connection), { wait: deps.wait });
      const orders = ordersOf(body);
      last = Number(headers.get('x-wp-totalpages')) || (orders.length === PAGE_SIZE ? page + 1 : page);
      const newest = orders.reduce<string | null>((max, order) => (order.date_modified_gmt && (!max || order.date_modified_gmt > max) ? order.date_modified_gmt : max), null);
      yield { orders: orders.map((order) => toStoreOrder(connection.url, order)), newest };
      if (orders.length < PAGE_SIZE) break;
    }
  },
};
