import { afterAll, beforeAll } from 'vitest';
import type { Config } from '../config.js';
import type { ShopifyOrder } from '../modules/integrations/shopify/client.js';
import { signQuery } from '../modules/integrations/shopify/signatures.js';
import { jsonReply, startTestServer, type RecordedRequest, type Reply, type TestServer } from '../tracking/providers/http-test-server.js';
import { useMerchant } from './accounts.js';
import { useTestApp } from './harness.js';
import { storesApi } from './stores-api.js';

export const SHOPIFY_TEST_APP = { apiKey: 'shopify-test-key', apiSecret: 'shpss_test_secret_0123456789' };

/**
 * A local Shopify: the OAuth token endpoint (authorization code with `expiring=1`, and refresh
 * tokens, each used once) and the GraphQL Admin API (`shop`, and `orders` by cursor with the
 * search filter's `updated_at:>=`), answering in Shopify's shapes. Every shop is this one server.
 */
export interface ShopifyStandIn {
  server: TestServer;
  url: string;
  shop: { name: string; email: string };
  orders: ShopifyOrder[];
  /** Codes the token endpoint accepts (each once). */
  codes: Set<string>;
  /** Access tokens it accepts, and refresh tokens it will exchange (each once). */
  tokens: Set<string>;
  refreshTokens: Set<string>;
  /** The next GraphQL answer says THROTTLED. */
  throttleNext(): void;
  graphqlRequests(): RecordedRequest[];
}

let serial = 0;
const nextToken = (prefix: string) => `${prefix}_${Date.now().toString(36)}${(serial += 1)}`;

function tokenAnswer(stand: ShopifyStandIn): Reply {
  const access = nextToken('shpat');
  const refresh = nextToken('shprt');
  stand.tokens.add(access);
  stand.refreshTokens.add(refresh);
  return jsonReply(200, { access_token: access, scope: 'read_orders,read_fulfillments', expires_in: 3600, refresh_token: refresh, refresh_token_expires_in: 7776000 });
}

function oauth(stand: ShopifyStandIn, body: Record<string, unknown>): Reply {
  if (body.client_id !== SHOPIFY_TEST_APP.apiKey || body.client_secret !== SHOPIFY_TEST_APP.apiSecret) return jsonReply(400, { error: 'invalid_client', error_description: 'Client credentials are invalid' });
  if (body.grant_type === 'refresh_token') {
    if (!stand.refreshTokens.delete(String(body.refresh_token))) return jsonReply(400, { error: 'invalid_grant', error_description: 'The refresh token is invalid' });
    return tokenAnswer(stand);
  }
  if (body.expiring !== 1) return jsonReply(400, { error: 'invalid_request', error_description: 'Public apps must request expiring tokens' });
  if (!stand.codes.delete(String(body.code))) return jsonReply(400, { error: 'invalid_request', error_description: 'The authorization code was not found or was already used' });
  return tokenAnswer(stand);
}

function orders(stand: ShopifyStandIn, variables: { first: number; after?: string | null; query?: string }): Reply {
  const since = /updated_at:>='([^']+)'/.exec(variables.query ?? '')?.[1];
  const matching = stand.orders
    .filter((order) => !since || order.updatedAt >= since)
    .filter((order) => (order.fulfillments ?? []).length > 0)
    .sort((a, b) => Number(a.legacyResourceId) - Number(b.legacyResourceId));
  const start = variables.after ? Number(Buffer.from(variables.after, 'base64').toString()) : 0;
  const nodes = matching.slice(start, start + variables.first);
  const end = start + nodes.length;
  return jsonReply(200, {
    data: { orders: { pageInfo: { hasNextPage: end < matching.length, endCursor: nodes.length ? Buffer.from(String(end)).toString('base64') : null }, nodes } },
    extensions: { cost: { requestedQueryCost: 52, actualQueryCost: 52, throttleStatus: { maximumAvailable: 2000, currentlyAvailable: 1948, restoreRate: 100 } } },
  });
}

export async function startShopifyStandIn(): Promise<ShopifyStandIn> {
  let throttle = false;
  const stand = {
    shop: { name: 'Lovelace Tea', email: 'owner@lovelace-tea.example' },
    orders: [] as ShopifyOrder[],
    codes: new Set<string>(),
    tokens: new Set<string>(),
    refreshTokens: new Set<string>(),
    throttleNext: () => {
      throttle = true;
    },
    graphqlRequests: () => server.requests.filter((request) => request.url.endsWith('/graphql.json')),
  } as Omit<ShopifyStandIn, 'server' | 'url'> as ShopifyStandIn;
  const server = await startTestServer((request) => {
    const path = new URL(request.url, 'http://shop').pathname;
    const body = request.body ? (JSON.parse(request.body) as Record<string, unknown>) : {};
    if (path === '/admin/oauth/access_token' && request.method === 'POST') return oauth(stand, body);
    if (/^\/admin\/api\/[\d-]+\/graphql\.json$/.test(path)) {
      if (!stand.tokens.has(String(request.headers['x-shopify-access-token']))) return jsonReply(401, { errors: '[API] Invalid API key or access token (unrecognized login or wrong password)' });
      if (throttle) {
        throttle = false;
        return jsonReply(200, { errors: [{ message: 'Throttled', extensions: { code: 'THROTTLED' } }], extensions: { cost: { requestedQueryCost: 52, throttleStatus: { maximumAvailable: 2000, currentlyAvailable: 0, restoreRate: 100000 } } } });
      }
      const query = String(body.query);
      if (query.includes('shop {')) return jsonReply(200, { data: { shop: { ...stand.shop, myshopifyDomain: 'stand-in.myshopify.com' } } });
      if (query.includes('orders(')) return orders(stand, body.variables as { first: number; after?: string | null; query?: string });
    }
    return jsonReply(404, { errors: 'Not Found' });
  });
  return Object.assign(stand, { server, url: server.baseUrl });
}

/** Shopify's signed query for an install or callback link, with a timestamp of now. */
export function signedShopifyQuery(params: Record<string, string>, secret = SHOPIFY_TEST_APP.apiSecret): URLSearchParams {
  const query = new URLSearchParams({ ...params, timestamp: params.timestamp ?? String(Math.floor(Date.now() / 1000)) });
  query.set('hmac', signQuery(query, secret));
  return query;
}

/** An app whose Shopify is the stand-in (started first, so its address is in the configuration), a merchant, and the stores calls. */
export function useShopifyTestApp() {
  let stand: ShopifyStandIn | undefined;
  const overrides: Partial<Config> = { outboundAllowCidrs: ['127.0.0.0/8'] };
  beforeAll(async () => {
    stand = await startShopifyStandIn();
    overrides.shopify = { ...SHOPIFY_TEST_APP, adminUrl: stand.url };
  });
  const t = useTestApp(overrides);
  const owner = useMerchant(t);
  afterAll(async () => stand?.server.close());
  return {
    t,
    owner,
    api: storesApi(t),
    shopify: () => {
      if (!stand) throw new Error('the Shopify stand-in is not running yet');
      return stand;
    },
  };
}
