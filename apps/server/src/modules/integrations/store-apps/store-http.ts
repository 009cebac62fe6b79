import { setTimeout as sleep } from 'node:timers/promises';
import { STORE_MESSAGES } from '@trailpost/contracts';
import type { SafeFetch } from '../../../platform/safe-fetch.js';
import { StoreApiError, storeFailureOf } from './store-api-error.js';

export { StoreApiError } from './store-api-error.js';

/** Answers a store's API sends when it is busy or limiting us: waited out, then asked again. */
const BUSY_STATUSES = new Set([429, 502, 503, 504]);
/** Attempts of a sync's request; a check on save asks once, the merchant is waiting. */
export const SYNC_ATTEMPTS = 5;
/** A Retry-After longer than this is not waited for inside a sync: the next sync resumes. */
const LONGEST_WAIT_MS = 60_000;

export interface StoreAnswer {
  body: unknown;
  headers: Headers;
}

export type Wait = (ms: number) => Promise<unknown>;

/** Retry-After in seconds or as an HTTP date; without one, 1, 2, 4... seconds. */
function waitBeforeRetry(response: Response, attempt: number): number {
  const header = response.headers.get('retry-after');
  const seconds = header === null ? NaN : /^\d+$/.test(header.trim()) ? Number(header) : (Date.parse(header) - Date.now()) / 1000;
  return Number.isFinite(seconds) ? Math.max(0, seconds * 1000) : 1000 * 2 ** attempt;
}

/** The store's own words for a refusal: `{ message }` (WooCommerce, Magento), `{ errors }` or `{ error_description }` (Shopify, BigCommerce). */
async function reasonOf(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  let message: unknown;
  try {
    const body = JSON.parse(text) as { message?: unknown; errors?: unknown; error_description?: unknown; title?: unknown };
    message = [body.message, body.error_description, body.errors, body.title].find((value) => typeof value === 'string');
  } catch {
    message = null;
  }
  const said = typeof message === 'string' && message.trim() ? `: ${message.trim().slice(0, 300)}` : '';
  return `the store answered ${response.status}${said}`;
}

/**
 * A request to a store's JSON API through the safe outbound client: rate-limit and busy answers are
 * waited out (Retry-After honoured) up to `attempts`; 401, 403 and 404 are refusals in the
 * store's words; anything else that is not JSON is a failure a later sync may get past.
 */
export interface StoreRequestOptions {
  wait?: Wait;
  attempts?: number;
  /** A POST with this JSON body (GraphQL, OAuth); a GET without. */
  json?: unknown;
}

export async function getStoreJson(
  fetch: SafeFetch,
  url: string,
  headers: Record<string, string>,
  { wait = sleep, attempts = SYNC_ATTEMPTS, json }: StoreRequestOptions = {},
): Promise<StoreAnswer> {
  const init: RequestInit =
    json === undefined
      ? { headers: { accept: 'application/json', ...headers } }
      : { method: 'POST', headers: { accept: 'application/json', 'content-type': 'application/json', ...headers }, body: JSON.stringify(json) };
  for (let attempt = 0; ; attempt++) {
    let response: Response;
    try {
      response = await fetch(url, init);
    } catch (error) {
      const failure = storeFailureOf(error);
      if (!failure.retryNow || attempt + 1 >= attempts) throw failure;
      await wait(1000 * 2 ** attempt);
      continue;
    }
    if (BUSY_STATUSES.has(response.status) && attempt + 1 < attempts) {
      const ms = waitBeforeRetry(response, attempt);
      if (ms > LONGEST_WAIT_MS) throw new StoreApiError('unreachable', await reasonOf(response));
      await response.body?.cancel().catch(() => undefined);
      await wait(ms);
      continue;
    }
    if ([400, 401, 403, 404].includes(response.status)) throw new StoreApiError('rejected', await reasonOf(response));
    if (!response.ok) throw new StoreApiError('unreachable', await reasonOf(response));
    try {
      return { body: await response.json(), headers: response.headers };
    } catch {
      throw new StoreApiError('rejected', STORE_MESSAGES.storeNotAnApi, { about: 'address' });
    }
  }
}
