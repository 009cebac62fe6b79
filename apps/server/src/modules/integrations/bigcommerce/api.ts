import type { BigCommerceConfig } from '../../../config.js';
import type { SafeFetch } from '../../../platform/safe-fetch.js';
import type { StoreClientDeps } from '../store-apps/store-client.js';
import { getStoreJson, StoreApiError } from '../store-apps/store-http.js';

/**
 * The address BigCommerce gives every store (`store-{hash}.mybigcommerce.com`, which also opens
 * its control panel). It is the store's url in Trailpost whatever domain the store uses, so
 * installs, the load and uninstall callbacks and the sync all find the store by its hash.
 */
export const canonicalStoreUrl = (storeHash: string) => `https://store-${storeHash}.mybigcommerce.com`;

/** The store hash of a canonical store address; null for any other address. */
export function storeHashOfUrl(url: string): string | null {
  const match = /^https:\/\/store-([a-z0-9]+)\.mybigcommerce\.com\/?$/.exec(url);
  return match ? match[1]! : null;
}

/**
 * BigCommerce's answers made plain for the shared store request: `204 No Content` (what a list
 * answers past its last item) becomes an empty JSON list, and a 429's
 * `X-Rate-Limit-Time-Reset-Ms` (BigCommerce's own rate-limit header) becomes the Retry-After the
 * shared request waits for, rounded up to the second.
 */
export function bigCommerceFetch(fetch: SafeFetch): SafeFetch {
  const wrapped = async (input: string | URL, init?: RequestInit): Promise<Response> => {
    const response = await fetch(input, init);
    if (response.status === 204) {
      await response.body?.cancel().catch(() => undefined);
      return new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } });
    }
    const resetMs = Number(response.headers.get('x-rate-limit-time-reset-ms'));
    if (response.status === 429 && !response.headers.has('retry-after') && response.headers.has('x-rate-limit-time-reset-ms') && Number.isFinite(resetMs)) {
      const headers = new Headers(response.headers);
      headers.set('retry-after', String(Math.max(0, Math.ceil(resetMs / 1000))));
      return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
    }
    return response;
  };
  return Object.assign(wrapped, { close: () => fetch.close() });
}

/** A GET of the store's API (`/stores/{hash}` + `path`) with the store's access token. */
export async function storeApiGet(deps: StoreClientDeps, config: BigCommerceConfig, storeHash: string, token: string, path: string, attempts?: number): Promise<unknown> {
  const url = `${config.apiUrl}/stores/${storeHash}${path}`;
  return (await getStoreJson(bigCommerceFetch(deps.fetch), url, { 'x-auth-token': token }, { wait: deps.wait, attempts })).body;
}

export interface StoreInfo {
  name: string | null;
}

/** The store's profile (`GET /v2/store`): its name. */
export async function readStoreInfo(deps: StoreClientDeps, config: BigCommerceConfig, storeHash: string, token: string, attempts?: number): Promise<StoreInfo> {
  const body = await storeApiGet(deps, config, storeHash, token, '/v2/store', attempts);
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new StoreApiError('unreachable', 'BigCommerce answered without the store’s profile');
  const { name } = body as { name?: unknown };
  return { name: typeof name === 'string' && name.trim() ? name.trim() : null };
}

export interface BigCommerceGrant {
  accessToken: string;
  /** The scopes granted, space-separated. */
  scope: string;
  userEmail: string | null;
  context: string;
}

interface TokenAnswer {
  access_token?: unknown;
  scope?: unknown;
  user?: { id?: unknown; username?: unknown; email?: unknown };
  context?: unknown;
}

/**
 * The auth callback's code for a store's access token (`POST /oauth2/token`, asked once: a code
 * is good for one exchange). BigCommerce's tokens do not expire; they go with the app's uninstall.
 */
export async function exchangeCode(
  deps: StoreClientDeps,
  config: BigCommerceConfig,
  grant: { code: string; scope: string; context: string; redirectUri: string },
): Promise<BigCommerceGrant> {
  const json = {
    client_id: config.clientId,
    client_secret: config.clientSecret,
    code: grant.code,
    scope: grant.scope,
    grant_type: 'authorization_code',
    redirect_uri: grant.redirectUri,
    context: grant.context,
  };
  const { body } = await getStoreJson(bigCommerceFetch(deps.fetch), `${config.loginUrl}/oauth2/token`, {}, { json, attempts: 1 });
  const answer = (body ?? {}) as TokenAnswer;
  if (typeof answer.access_token !== 'string' || !answer.access_token) throw new StoreApiError('rejected', 'BigCommerce answered without an access token');
  if (answer.context !== grant.context) throw new StoreApiError('rejected', 'BigCommerce granted access to another store than the one installing');
  return {
    accessToken: answer.access_token,
    scope: typeof answer.scope === 'string' ? answer.scope : grant.scope,
    userEmail: typeof answer.user?.email === 'string' && answer.user.email ? answer.user.email.toLowerCase() : null,
    context: answer.context,
  };
}
