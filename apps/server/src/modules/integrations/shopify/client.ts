import { STORE_INSTALL_MESSAGES } from '@trailpost/contracts';
import type { ShopifyConfig } from '../../../config.js';
import { checkOf } from '../store-apps/check-of.js';
import type { OrderPage, StoreClient, StoreClientDeps, StoreConnection } from '../store-apps/store-client.js';
import { StoreApiError } from '../store-apps/store-http.js';
import { fullName, presentValues, type StoreOrder } from '../store-apps/store-order.js';
import { graphql, refreshTokens } from './admin-api.js';

/**
 * Shopify's GraphQL Admin API: orders with at least one fulfillment (`fulfillment_status:shipped`
 * or `partial`) updated since the cursor, in id order, 100 a page, with their fulfillments'
 * tracking numbers. key1 is the offline access token, key2 its refresh token, key3 when the
 * access token expires: it is refreshed five minutes before, and once after a 401.
 */
export const PAGE_SIZE = 100;
const REFRESH_AHEAD_MS = 5 * 60_000;

export const ORDERS_QUERY = `query Orders($first: Int!, $after: String, $query: String) {
  orders(first: $first, after: $after, query: $query, sortKey: ID) {
    pageInfo { hasNextPage endCursor }
    nodes {
      legacyResourceId name updatedAt email phone customerLocale
      shippingAddress { firstName lastName phone zip }
      billingAddress { firstName lastName phone zip }
      fulfillments { trackingInfo { number company } }
    }
  }
}`;

interface Address {
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  zip?: string | null;
}
export interface ShopifyOrder {
  legacyResourceId: string;
  name: string;
  updatedAt: string;
  email?: string | null;
  phone?: string | null;
  /** The language the customer ordered in (`fr`, `fr-FR`). */
  customerLocale?: string | null;
  shippingAddress?: Address | null;
  billingAddress?: Address | null;
  fulfillments?: { trackingInfo?: { number?: string | null; company?: string | null }[] }[];
}
interface OrdersAnswer {
  orders: { pageInfo: { hasNextPage: boolean; endCursor: string | null }; nodes: ShopifyOrder[] };
}

/** Where the merchant opens the order in its Shopify admin (and how privacy requests name it). */
export const shopifyOrderUrl = (shop: string, legacyId: string) => `https://${shop}/admin/orders/${legacyId}`;

const shopOf = (connection: StoreConnection) => new URL(connection.url).hostname;

export function toStoreOrder(shop: string, order: ShopifyOrder): StoreOrder {
  const shipping = order.shippingAddress ?? {};
  const billing = order.billingAddress ?? {};
  return {
    orderId: order.name,
    orderUrl: shopifyOrderUrl(shop, order.legacyResourceId),
    customerName: fullName(shipping.firstName, shipping.lastName) ?? fullName(billing.firstName, billing.lastName),
    emails: presentValues(order.email),
    phones: presentValues(order.phone, shipping.phone, billing.phone),
    postalCode: shipping.zip?.trim() || billing.zip?.trim() || null,
    locale: order.customerLocale ?? null,
    trackings: (order.fulfillments ?? []).flatMap((fulfillment) =>
      (fulfillment.trackingInfo ?? []).flatMap((info) => {
        const trackingNumber = info.number?.trim();
        return trackingNumber ? [{ trackingNumber, courierNames: presentValues(info.company) }] : [];
      }),
    ),
  };
}

/** The Shopify app's credentials; a store cannot be read without them. */
function configOf(deps: StoreClientDeps): ShopifyConfig {
  if (!deps.config.shopify) throw new StoreApiError('unreachable', STORE_INSTALL_MESSAGES.notConfigured('Shopify'));
  return deps.config.shopify;
}

/** An access token that is good for the next few minutes: refreshed (and kept) when it is not. */
async function freshToken(deps: StoreClientDeps, connection: StoreConnection, force = false): Promise<string> {
  const { key1: token, key2: refresh, key3: expires } = connection.keys;
  const expiring = expires !== null && Date.parse(expires) - Date.now() < REFRESH_AHEAD_MS;
  if (token && !force && !expiring) return token;
  if (!refresh) throw new StoreApiError('rejected', 'Shopify refused the access token and gave no refresh token: install the app again');
  const tokens = await refreshTokens(deps, configOf(deps), shopOf(connection), refresh);
  connection.keys = { key1: tokens.accessToken, key2: tokens.refreshToken ?? refresh, key3: tokens.expiresAt?.toISOString() ?? null };
  await connection.saveKeys?.(connection.keys);
  return tokens.accessToken;
}

/** A query with a fresh token, asked again once with a refreshed one when Shopify answers 401. */
async function ask<T>(deps: StoreClientDeps, connection: StoreConnection, query: string, variables: Record<string, unknown>, attempts?: number): Promise<T> {
  const config = configOf(deps);
  try {
    return await graphql<T>(deps, config, shopOf(connection), await freshToken(deps, connection), query, variables, { attempts });
  } catch (error) {
    if (!(error instanceof StoreApiError) || !/answered 401/.test(error.reason) || !connection.keys.key2) throw error;
    return graphql<T>(deps, config, shopOf(connection), await freshToken(deps, connection, true), query, variables, { attempts });
  }
}

export const shopify: StoreClient = {
  check: (deps, connection) => checkOf(() => ask(deps, connection, ORDERS_QUERY, { first: 1, query: 'fulfillment_status:shipped' }, 1)),

  async *pages(deps: StoreClientDeps, connection: StoreConnection, since: string | null): AsyncGenerator<OrderPage> {
    const filter = `(fulfillment_status:shipped OR fulfillment_status:partial)${since ? ` AND updated_at:>='${since}'` : ''}`;
    for (let after: string | null = null; ; ) {
      const { orders }: OrdersAnswer = await ask<OrdersAnswer>(deps, connection, ORDERS_QUERY, { first: PAGE_SIZE, after, query: filter });
      const newest = orders.nodes.reduce<string | null>((max, order) => (!max || order.updatedAt > max ? order.updatedAt : max), null);
      yield { orders: orders.nodes.map((order) => toStoreOrder(shopOf(connection), order)), newest };
      if (!orders.pageInfo.hasNextPage || !orders.pageInfo.endCursor) return;
      after = orders.pageInfo.endCursor;
    }
  },
};
