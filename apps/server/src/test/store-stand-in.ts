import type { MagentoOrder, MagentoShipment } from '../modules/integrations/magento/client.js';
import type { WooOrder } from '../modules/integrations/woocommerce/client.js';
import { jsonReply, startTestServer, type RecordedRequest, type Reply, type TestServer } from '../tracking/providers/http-test-server.js';

/**
 * One local server standing in for a WooCommerce store (`/wp-json/wc/v3/orders`) and a Magento 2
 * store (`/rest/V1/shipments`, `/rest/V1/orders`), answering in their documented shapes: Woo's
 * `X-WP-Total`/`X-WP-TotalPages` pages, Magento's searchCriteria with `total_count` (and its
 * habit of answering a page past the end with the last page). A key containing "reject" is
 * refused (401 in the platform's words), one containing "down" meets an outage (503).
 */
export interface StoreStandIn {
  server: TestServer;
  url: string;
  woo: WooOrder[];
  magentoShipments: MagentoShipment[];
  magentoOrders: MagentoOrder[];
  /** The next `count` requests are answered 429 with this Retry-After (seconds). */
  limitNext(count: number, retryAfter?: string): void;
  ordersRequests(): RecordedRequest[];
}

export const WOO_REFUSAL = 'Consumer key is invalid.';
export const MAGENTO_REFUSAL = "The consumer isn't authorized to access Magento_Sales::shipment.";

/** The credentials a request carried, as text: what tells one test store's requests from another's. */
export function credentialText(request: RecordedRequest): string {
  const auth = String(request.headers.authorization ?? '');
  return auth.startsWith('Basic ') ? Buffer.from(auth.slice(6), 'base64').toString('utf8') : auth;
}

function wooOrders(all: WooOrder[], query: URLSearchParams): Reply {
  const after = query.get('modified_after');
  const status = query.get('status');
  const perPage = Number(query.get('per_page') ?? 10);
  const page = Number(query.get('page') ?? 1);
  const matching = all
    .filter((order) => !status || (order as WooOrder & { status?: string }).status === status)
    .filter((order) => !after || (order.date_modified_gmt ?? '') > after)
    .sort((a, b) => a.id - b.id);
  const pages = Math.max(1, Math.ceil(matching.length / perPage));
  return jsonReply(200, matching.slice((page - 1) * perPage, page * perPage), { 'x-wp-total': String(matching.length), 'x-wp-totalpages': String(pages) });
}

/** Magento's searchCriteria filters as (field, value, condition) triples. */
function criteria(query: URLSearchParams) {
  const filters: { field: string; value: string; condition: string }[] = [];
  for (let group = 0; query.has(`searchCriteria[filter_groups][${group}][filters][0][field]`); group++) {
    const at = `searchCriteria[filter_groups][${group}][filters][0]`;
    filters.push({ field: query.get(`${at}[field]`)!, value: query.get(`${at}[value]`)!, condition: query.get(`${at}[condition_type]`) ?? 'eq' });
  }
  return { filters, size: Number(query.get('searchCriteria[pageSize]') ?? 20), page: Number(query.get('searchCriteria[currentPage]') ?? 1) };
}

function magentoSearch<T extends object>(items: T[], query: URLSearchParams): Reply {
  const { filters, size, page } = criteria(query);
  const matching = items
    .filter((item) =>
      filters.every(({ field, value, condition }) => {
        const actual = String((item as Record<string, unknown>)[field] ?? '');
        if (condition === 'eq') return actual === value;
        if (condition === 'gteq') return actual >= value;
        if (condition === 'in') return value.split(',').includes(actual);
        throw new Error(`condition ${condition} is not handled by the stand-in`);
      }),
    )
    .sort((a, b) => Number((a as { entity_id: number }).entity_id) - Number((b as { entity_id: number }).entity_id));
  // Past the last page Magento answers the last page again.
  const last = Math.max(1, Math.ceil(matching.length / size));
  const at = Math.min(page, last);
  return jsonReply(200, { items: matching.slice((at - 1) * size, at * size), search_criteria: {}, total_count: matching.length });
}

export async function startStoreStandIn(): Promise<StoreStandIn> {
  let limited = 0;
  let retryAfter = '0';
  const stand: Omit<StoreStandIn, 'server' | 'url'> = {
    woo: [],
    magentoShipments: [],
    magentoOrders: [],
    limitNext(count, after = '0') {
      limited = count;
      retryAfter = after;
    },
    ordersRequests: () => server.requests.filter((request) => request.url.includes('/orders') || request.url.includes('/shipments')),
  };
  const server = await startTestServer((request) => {
    const url = new URL(request.url, 'http://stand-in');
    const isWoo = url.pathname === '/wp-json/wc/v3/orders';
    if (limited > 0) {
      limited--;
      return jsonReply(429, { message: 'Too many requests' }, { 'retry-after': retryAfter });
    }
    const keys = credentialText(request);
    if (keys.includes('reject')) return isWoo ? jsonReply(401, { code: 'woocommerce_rest_authentication_error', message: WOO_REFUSAL, data: { status: 401 } }) : jsonReply(401, { message: MAGENTO_REFUSAL });
    if (keys.includes('down')) return { status: 503, body: 'Service Unavailable' };
    if (isWoo) return wooOrders(stand.woo, url.searchParams);
    if (url.pathname === '/rest/V1/shipments') return magentoSearch(stand.magentoShipments, url.searchParams);
    if (url.pathname === '/rest/V1/orders') return magentoSearch(stand.magentoOrders, url.searchParams);
    return { status: 404, headers: { 'content-type': 'text/html' }, body: '<h1>Not Found</h1>' };
  });
  return Object.assign(stand, { server, url: server.baseUrl });
}
