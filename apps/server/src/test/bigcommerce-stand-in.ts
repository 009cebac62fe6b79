import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { SignJWT } from 'jose';
import type { Config } from '../config.js';
import type { BigCommerceOrder, BigCommerceShipment } from '../modules/integrations/bigcommerce/client.js';
import { jsonReply, startTestServer, type RecordedRequest, type Reply, type TestServer } from '../tracking/providers/http-test-server.js';
import { TEST_PUBLIC_URL, useTestApp, type TestApp } from './harness.js';

/**
 * One local server standing in for BigCommerce: its OAuth server (`POST /oauth2/token`) and its
 * stores' V2 API (`/stores/{hash}/v2/store`, `/v2/orders` and `/v2/orders/{id}/shipments`),
 * answering in BigCommerce's documented shapes: dates in RFC 2822, `204 No Content` for a list
 * with nothing (more) in it, V2 errors as a list of `{ status, message }`, and 429 with
 * `X-Rate-Limit-Time-Reset-Ms` when it limits.
 */
export const BC_CLIENT_ID = 'trailpost-test-app';
export const BC_CLIENT_SECRET = 'bc-test-client-secret-8f1d2c';
/** BigCommerce's words when it refuses a code. */
export const BC_CODE_REFUSAL = 'Invalid authorization code';
/** The scopes the app asks for: orders and the store's profile, read-only. */
export const BC_SCOPES = 'store_v2_orders_read_only store_v2_information_read_only';
/** The auth callback page the stand-in expects as `redirect_uri`. */
export const BC_REDIRECT_URI = `${TEST_PUBLIC_URL}/bigCommerceApp/install`;

export interface StandInOrder extends BigCommerceOrder {
  status_id: number;
  date_modified: string;
}

export interface StandInStore {
  hash: string;
  name: string;
  ownerEmail: string;
  orders: StandInOrder[];
  /** Shipments by order id. */
  shipments: Record<number, BigCommerceShipment[]>;
  /** The access tokens issued for this store and not yet revoked. */
  tokens: string[];
  /** Webhooks created on the store (`POST /v3/hooks`), as sent. */
  hooks: { scope: string; destination: string; is_active: boolean; headers: Record<string, string> }[];
}

export interface BigCommerceStandIn {
  server: TestServer;
  url: string;
  /** A store the stand-in knows, with an owner who can install the app. */
  addStore(hash: string, details: { name: string; ownerEmail: string }): StandInStore;
  /** A one-time authorization code for installing the app on the store, granting these scopes. */
  codeFor(hash: string, scope?: string): string;
  /** The next `count` store API requests are answered 429 with this `X-Rate-Limit-Time-Reset-Ms`. */
  limitNext(count: number, resetMs: number): void;
  /** How many 429 answers it gave. */
  limited(): number;
  tokenRequests(): RecordedRequest[];
  apiRequests(hash: string): RecordedRequest[];
}

/** A date as BigCommerce writes it: "Tue, 03 Nov 2026 08:30:00 +0000". */
export const rfc2822 = (at: Date | number) => new Date(at).toUTCString().replace('GMT', '+0000');

const v2Error = (status: number, message: string): Reply => jsonReply(status, [{ status, message }]);
const noContent: Reply = { status: 204, body: '' };
const listReply = (items: unknown[]): Reply => (items.length ? jsonReply(200, items) : noContent);

function tokenGrant(stand: { stores: Map<string, StandInStore>; codes: Map<string, { hash: string; scope: string }> }, request: RecordedRequest): Reply {
  if (request.method !== 'POST') return jsonReply(405, { error: 'method_not_allowed' });
  const body = (request.headers['content-type'] ?? '').includes('json') ? (JSON.parse(request.body) as Record<string, unknown>) : Object.fromEntries(new URLSearchParams(request.body));
  if (body.client_id !== BC_CLIENT_ID || body.client_secret !== BC_CLIENT_SECRET) return jsonReply(401, { error: 'invalid_client', error_description: 'Invalid client id or secret' });
  if (body.grant_type !== 'authorization_code' || body.redirect_uri !== BC_REDIRECT_URI) return jsonReply(400, { error: 'invalid_request', error_description: 'The redirect_uri or grant_type does not match' });
  const grant = stand.codes.get(String(body.code));
  if (!grant || body.context !== `stores/${grant.hash}`) return jsonReply(401, { error: 'invalid_grant', error_description: BC_CODE_REFUSAL });
  stand.codes.delete(String(body.code));
  const store = stand.stores.get(grant.hash)!;
  const token = `bc-token-${grant.hash}-${randomBytes(6).toString('hex')}`;
  store.tokens.push(token);
  return jsonReply(200, {
    access_token: token,
    scope: grant.scope,
    user: { id: 9876, username: store.ownerEmail, email: store.ownerEmail },
    context: `stores/${grant.hash}`,
    account_uuid: '0b4fa8b5-2c1e-4d8f-9a3e-7c5d6e1f2a3b',
  });
}

function orders(store: StandInStore, query: URLSearchParams): Reply {
  const limit = Number(query.get('limit') ?? 50);
  const page = Number(query.get('page') ?? 1);
  if (!(limit >= 1 && limit <= 250) || !(page >= 1)) return v2Error(400, 'The limit or page is not valid.');
  if (query.has('sort') && query.get('sort') !== 'id:asc') throw new Error(`sort ${query.get('sort')} is not handled by the stand-in`);
  const status = query.get('status_id');
  const since = query.get('min_date_modified');
  const sinceAt = since === null ? null : Date.parse(since);
  if (sinceAt !== null && !Number.isFinite(sinceAt)) return v2Error(400, 'The min_date_modified is not a valid date.');
  const matching = store.orders
    .filter((order) => status === null || order.status_id === Number(status))
    .filter((order) => sinceAt === null || Date.parse(order.date_modified) >= sinceAt)
    .sort((a, b) => a.id - b.id);
  return listReply(matching.slice((page - 1) * limit, page * limit));
}

export async function startBigCommerceStandIn(): Promise<BigCommerceStandIn> {
  const stores = new Map<string, StandInStore>();
  const codes = new Map<string, { hash: string; scope: string }>();
  let limitCount = 0;
  let resetMs = 0;
  let limitedCount = 0;
  const server = await startTestServer((request) => {
    const url = new URL(request.url, 'http://stand-in');
    if (url.pathname === '/oauth2/token') return tokenGrant({ stores, codes }, request);
    const hookMatch = /^\/stores\/([a-z0-9]+)\/v3\/hooks$/.exec(url.pathname);
    const hookStore = hookMatch ? stores.get(hookMatch[1]!) : undefined;
    if (hookStore && request.method === 'POST') {
      if (!hookStore.tokens.includes(String(request.headers['x-auth-token'] ?? ''))) return jsonReply(401, { status: 401, title: 'You have no access to this store.' });
      const hook = JSON.parse(request.body) as StandInStore['hooks'][number];
      hookStore.hooks.push(hook);
      return jsonReply(200, { data: { id: hookStore.hooks.length, client_id: 'stand-in', store_hash: hookStore.hash, ...hook }, meta: {} });
    }
    const match = /^\/stores\/([a-z0-9]+)\/v2\/(.+)$/.exec(url.pathname);
    const store = match ? stores.get(match[1]!) : undefined;
    if (!match || !store) return v2Error(404, 'The requested resource was not found.');
    if (limitCount > 0) {
      limitCount--;
      limitedCount++;
      return jsonReply(429, { status: 429, title: 'Too many requests' }, {
        'x-rate-limit-time-reset-ms': String(resetMs),
        'x-rate-limit-time-window-ms': '30000',
        'x-rate-limit-requests-left': '0',
        'x-rate-limit-requests-quota': '150',
      });
    }
    if (!store.tokens.includes(String(request.headers['x-auth-token'] ?? ''))) return v2Error(401, 'You have no access to this store.');
    const resource = match[2]!;
    if (resource === 'store') {
      return jsonReply(200, { id: store.hash, domain: `${store.name.toLowerCase().replace(/\W+/g, '')}.example`, secure_url: `https://${store.name.toLowerCase().replace(/\W+/g, '')}.example`, name: store.name, admin_email: store.ownerEmail, order_email: store.ownerEmail, plan_name: 'Standard' });
    }
    if (resource === 'orders') return orders(store, url.searchParams);
    const shipments = /^orders\/(\d+)\/shipments$/.exec(resource);
    if (shipments) {
      const id = Number(shipments[1]);
      if (!store.orders.some((order) => order.id === id)) return v2Error(404, 'The requested order was not found.');
      return listReply((store.shipments[id] ?? []).map((shipment, index) => ({ id: id * 10 + index, order_id: id, date_created: rfc2822(Date.now()), ...shipment })));
    }
    return v2Error(404, 'The requested resource was not found.');
  });

  return {
    server,
    url: server.baseUrl,
    addStore(hash, details) {
      const store: StandInStore = { hash, ...details, orders: [], shipments: {}, tokens: [], hooks: [] };
      stores.set(hash, store);
      return store;
    },
    codeFor(hash, scope = BC_SCOPES) {
      const code = `code-${randomBytes(8).toString('hex')}`;
      codes.set(code, { hash, scope });
      return code;
    },
    limitNext(count, ms) {
      limitCount = count;
      resetMs = ms;
    },
    limited: () => limitedCount,
    tokenRequests: () => server.requests.filter((request) => request.url.startsWith('/oauth2/token')),
    apiRequests: (hash) => server.requests.filter((request) => request.url.startsWith(`/stores/${hash}/`)),
  };
}

export interface SignedPayloadOptions {
  secret?: string;
  audience?: string;
  issuer?: string;
  subject?: string;
  /** Seconds from now; negative for a payload that has expired. */
  expiresIn?: number;
  user?: { id: number; email: string };
  owner?: { id: number; email: string };
}

/** A `signed_payload_jwt` as BigCommerce sends it to the load, uninstall and remove-user callbacks. */
export async function signedPayloadJwt(hash: string, options: SignedPayloadOptions = {}): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const expiresIn = options.expiresIn ?? 24 * 3600;
  const owner = options.owner ?? { id: 9876, email: 'owner@example.com' };
  return new SignJWT({ user: options.user ?? owner, owner, url: '/', channel_id: null })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(options.issuer ?? 'bc')
    .setAudience(options.audience ?? BC_CLIENT_ID)
    .setSubject(options.subject ?? `stores/${hash}`)
    .setIssuedAt(Math.min(now, now + expiresIn) - 60)
    .setNotBefore(Math.min(now, now + expiresIn) - 60)
    .setExpirationTime(now + expiresIn)
    .setJti(randomBytes(16).toString('hex'))
    .sign(new TextEncoder().encode(options.secret ?? BC_CLIENT_SECRET));
}

/**
 * An app whose BigCommerce app is set up against a stand-in (started before the app is built, so
 * the configuration points at it), stores reached through the safe client with loopback allowed.
 */
export function useBigCommerceTestApp(): { t: TestApp; standIn: () => BigCommerceStandIn } {
  let standIn: BigCommerceStandIn | undefined;
  const overrides: Partial<Config> = { outboundAllowCidrs: ['127.0.0.0/8'] };
  // Registered before the app's own hook: it runs first, and the app is built with these overrides.
  beforeAll(async () => {
    standIn = await startBigCommerceStandIn();
    overrides.bigcommerce = { clientId: BC_CLIENT_ID, clientSecret: BC_CLIENT_SECRET, loginUrl: standIn.url, apiUrl: standIn.url };
  });
  const t = useTestApp(overrides);
  afterAll(async () => standIn?.server.close());
  return {
    t,
    standIn: () => {
      if (!standIn) throw new Error('the BigCommerce stand-in is not running yet');
      return standIn;
    },
  };
}
