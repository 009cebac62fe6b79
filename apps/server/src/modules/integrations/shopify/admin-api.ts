import type { ShopifyConfig } from '../../../config.js';
import { getStoreJson, StoreApiError, type StoreRequestOptions } from '../store-apps/store-http.js';
import type { StoreClientDeps } from '../store-apps/store-client.js';

/** The Admin API version the product speaks (Shopify supports each for a year). */
export const SHOPIFY_API_VERSION = '2026-07';
/** Read-only access: orders and their fulfillments are all the sync reads. */
export const SHOPIFY_SCOPES = 'read_orders,read_fulfillments';

/** A shop's admin address: `https://{shop}`, or the stand-in SHOPIFY_ADMIN_URL names. */
export const adminUrl = (config: ShopifyConfig, shop: string) => config.adminUrl.replace('{shop}', shop);

export interface ShopifyTokens {
  accessToken: string;
  refreshToken: string | null;
  /** When the access token expires; null for a token that does not. */
  expiresAt: Date | null;
}

interface TokenAnswer {
  access_token?: string;
  refresh_token?: string;
  expires_in?: number;
}

function tokensOf(body: unknown, now: Date): ShopifyTokens {
  const answer = (body ?? {}) as TokenAnswer;
  if (!answer.access_token) throw new StoreApiError('rejected', 'Shopify answered without an access token');
  return {
    accessToken: answer.access_token,
    refreshToken: answer.refresh_token ?? null,
    expiresAt: typeof answer.expires_in === 'number' ? new Date(now.getTime() + answer.expires_in * 1000) : null,
  };
}

/**
 * The authorization code for an offline token that expires and comes with a refresh token
 * (`expiring=1`, which Shopify requires of public apps).
 */
export async function exchangeCode(deps: StoreClientDeps, config: ShopifyConfig, shop: string, code: string, now = new Date()): Promise<ShopifyTokens> {
  const json = { client_id: config.apiKey, client_secret: config.apiSecret, code, expiring: 1 };
  const { body } = await getStoreJson(deps.fetch, `${adminUrl(config, shop)}/admin/oauth/access_token`, {}, { json, attempts: 1 });
  return tokensOf(body, now);
}

/** A new access token (and the refresh token that replaces the one used). */
export async function refreshTokens(deps: StoreClientDeps, config: ShopifyConfig, shop: string, refreshToken: string, now = new Date()): Promise<ShopifyTokens> {
  const json = { client_id: config.apiKey, client_secret: config.apiSecret, grant_type: 'refresh_token', refresh_token: refreshToken };
  const { body } = await getStoreJson(deps.fetch, `${adminUrl(config, shop)}/admin/oauth/access_token`, {}, { json, wait: deps.wait });
  return tokensOf(body, now);
}

interface GraphQlAnswer<T> {
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
  extensions?: { cost?: { requestedQueryCost?: number; throttleStatus?: { currentlyAvailable?: number; restoreRate?: number } } };
}

/** The longest wait for query cost to restore before asking again. */
const LONGEST_THROTTLE_WAIT_MS = 30_000;

/**
 * One GraphQL Admin API query. Shopify limits by query cost: a THROTTLED answer says how much is
 * available and how fast it restores, and the query is asked again once enough has.
 */
export async function graphql<T>(deps: StoreClientDeps, config: ShopifyConfig, shop: string, token: string, query: string, variables: Record<string, unknown>, options: StoreRequestOptions = {}): Promise<T> {
  const wait = options.wait ?? deps.wait ?? ((ms: number) => new Promise((resolve) => setTimeout(resolve, ms)));
  for (let attempt = 0; ; attempt++) {
    const { body } = await getStoreJson(deps.fetch, `${adminUrl(config, shop)}/admin/api/${SHOPIFY_API_VERSION}/graphql.json`, { 'x-shopify-access-token': token }, { ...options, wait, json: { query, variables } });
    const answer = body as GraphQlAnswer<T>;
    const throttled = answer.errors?.some((error) => error.extensions?.code === 'THROTTLED');
    if (throttled && attempt < 5) {
      const cost = answer.extensions?.cost;
      const missing = (cost?.requestedQueryCost ?? 100) - (cost?.throttleStatus?.currentlyAvailable ?? 0);
      const rate = cost?.throttleStatus?.restoreRate || 50;
      await wait(Math.min(LONGEST_THROTTLE_WAIT_MS, Math.max(0, Math.ceil((missing / rate) * 1000))));
      continue;
    }
    if (answer.errors?.length) {
      const denied = answer.errors.some((error) => error.extensions?.code === 'ACCESS_DENIED');
      throw new StoreApiError(denied ? 'rejected' : 'unreachable', `Shopify: ${answer.errors.map((error) => error.message).join(' ')}`);
    }
    if (!answer.data) throw new StoreApiError('unreachable', 'Shopify answered without data');
    return answer.data;
  }
}
