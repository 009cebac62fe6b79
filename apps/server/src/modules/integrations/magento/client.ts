import { STORE_MESSAGES } from '@trailpost/contracts';
import { getStoreJson, StoreApiError } from '../store-apps/store-http.js';
import { checkOf } from '../store-apps/check-of.js';
import type { OrderPage, StoreClient, StoreClientDeps, StoreConnection } from '../store-apps/store-client.js';
import { fullName, presentValues, type StoreOrder } from '../store-apps/store-order.js';

/**
 * Magento 2 REST (`/rest/V1`), the integration's access token as a bearer token. Tracking numbers
 * live on shipments, so the sync reads shipments of the store (`store_id` = Store ID) updated
 * since the last sync, in id order, 100 a page (`total_count` tells where to stop: Magento
 * answers a page past the end with the last page again), then their orders, 100 at a time.
 */
export const PAGE_SIZE = 100;

interface MagentoTrack {
  track_number?: string;
  carrier_code?: string;
  title?: string;
}
export interface MagentoShipment {
  entity_id: number;
  order_id: number;
  updated_at?: string;
  tracks?: MagentoTrack[];
}
export interface MagentoOrder {
  entity_id: number;
  increment_id?: string;
  customer_firstname?: string | null;
  customer_lastname?: string | null;
  customer_email?: string | null;
  billing_address?: { firstname?: string; lastname?: string; telephone?: string; postcode?: string };
}
interface SearchResult<T> {
  items?: T[];
  total_count?: number;
}

type Filter = { field: string; value: string; condition: string };

/** Magento's searchCriteria: each filter in its own group (AND), sorted by id, one page. */
function searchQuery(filters: Filter[], page: number, size: number): string {
  const query = new URLSearchParams();
  filters.forEach((filter, group) => {
    const at = `searchCriteria[filter_groups][${group}][filters][0]`;
    query.set(`${at}[field]`, filter.field);
    query.set(`${at}[value]`, filter.value);
    query.set(`${at}[condition_type]`, filter.condition);
  });
  query.set('searchCriteria[sortOrders][0][field]', 'entity_id');
  query.set('searchCriteria[sortOrders][0][direction]', 'ASC');
  query.set('searchCriteria[pageSize]', String(size));
  query.set('searchCriteria[currentPage]', String(page));
  return query.toString();
}

const headersOf = ({ keys }: StoreConnection) => ({ authorization: `Bearer ${keys.key1 ?? ''}` });

async function search<T>(deps: StoreClientDeps, connection: StoreConnection, resource: string, query: string, attempts?: number): Promise<SearchResult<T>> {
  const { body } = await getStoreJson(deps.fetch, `${connection.url}/rest/V1/${resource}?${query}`, headersOf(connection), { wait: deps.wait, attempts });
  if (!body || typeof body !== 'object' || !Array.isArray((body as SearchResult<T>).items)) {
    throw new StoreApiError('rejected', STORE_MESSAGES.storeNotAnApi, { about: 'address' });
  }
  return body as SearchResult<T>;
}

const storeFilter = ({ keys }: StoreConnection): Filter => ({ field: 'store_id', value: keys.key2 ?? '', condition: 'eq' });

export function toStoreOrder(store: string, order: MagentoOrder | undefined, shipments: MagentoShipment[]): StoreOrder {
  const billing = order?.billing_address ?? {};
  return {
    orderId: order?.increment_id || String(shipments[0]!.order_id),
    orderUrl: order ? `${store}/admin/sales/order/view/order_id/${order.entity_id}/` : null,
    customerName: fullName(order?.customer_firstname, order?.customer_lastname) ?? fullName(billing.firstname, billing.lastname),
    emails: presentValues(order?.customer_email),
    phones: presentValues(billing.telephone),
    postalCode: billing.postcode?.trim() || null,
    trackings: shipments.flatMap((shipment) =>
      (shipment.tracks ?? []).flatMap((track) => {
        const trackingNumber = track.track_number?.trim();
        return trackingNumber ? [{ trackingNumber, courierNames: presentValues(track.carrier_code === 'custom' ? null : track.carrier_code, track.title) }] : [];
      }),
    ),
  };
}

export const magento: StoreClient = {
  check: (deps, connection) => checkOf(() => search(deps, connection, 'shipments', searchQuery([storeFilter(connection)], 1, 1), 1)),

  async *pages(deps: StoreClientDeps, connection: StoreConnection, since: string | null): AsyncGenerator<OrderPage> {
    const filters = [storeFilter(connection), ...(since ? [{ field: 'updated_at', value: since, condition: 'gteq' }] : [])];
    for (let page = 1, read = 0; ; page++) {
      const result = await search<MagentoShipment>(deps, connection, 'shipments', searchQuery(filters, page, PAGE_SIZE));
      const shipments = result.items ?? [];
      if (!shipments.length) return;
      const orderIds = [...new Set(shipments.map((shipment) => shipment.order_id))];
      const orders = await search<MagentoOrder>(deps, connection, 'orders', searchQuery([{ field: 'entity_id', value: orderIds.join(','), condition: 'in' }], 1, orderIds.length));
      const byId = new Map((orders.items ?? []).map((order) => [order.entity_id, order]));
      const newest = shipments.reduce<string | null>((max, shipment) => (shipment.updated_at && (!max || shipment.updated_at > max) ? shipment.updated_at : max), null);
      yield { orders: orderIds.map((id) => toStoreOrder(connection.url, byId.get(id), shipments.filter((shipment) => shipment.order_id === id))), newest };
      read += shipments.length;
      if (shipments.length < PAGE_SIZE || read >= (result.total_count ?? 0)) return;
    }
  },
};
