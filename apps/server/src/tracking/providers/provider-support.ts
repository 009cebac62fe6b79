import { createHash } from 'node:crypto';
import { zonedToUtc } from '@trailpost/contracts';
import { CredentialsRejected, ProviderError, type CredentialCheck, type ProviderCredentials, type TrackedShipment } from './types.js';

/**
 * Plumbing shared by the courier adapters: an injectable fetch, HTTP failures as
 * ProviderError, strict timestamp parsing and deterministic event keys.
 */
export type FetchLike = (input: string | URL, init?: RequestInit) => Promise<Response>;

/** The same provider event always gives the same key (provider prefix + digest of its identity). */
export function eventKey(provider: string, parts: readonly (string | number | null | undefined)[]): string {
  const identity = JSON.stringify(parts.map((part) => (part === undefined || part === '' ? null : part)));
  return `${provider}:${createHash('sha256').update(identity).digest('hex').slice(0, 40)}`;
}

/** Seconds from a Retry-After header: delta-seconds or an HTTP date; null when absent or unreadable. */
export function retryAfterSeconds(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

/** What a non-2xx answer means for the scheduler. */
export function httpFailure(provider: string, response: Response, detail = '', defaultRetryAfter = 60): ProviderError {
  const status = response.status;
  const suffix = detail ? `: ${detail.slice(0, 200)}` : '';
  const retry = retryAfterSeconds(response.headers.get('retry-after'));
  if (status === 401 || status === 403) return new CredentialsRejected(`${provider} refused the credentials (HTTP ${status})${suffix}`);
  if (status === 404) return new ProviderError(`${provider} does not know this shipment (HTTP 404)${suffix}`, null, true);
  if (status === 429) return new ProviderError(`${provider} rate limit (HTTP 429)${suffix}`, retry ?? defaultRetryAfter);
  return new ProviderError(`${provider} answered HTTP ${status}${suffix}`, retry);
}

/** How long a courier may take to answer, and how much of an answer we read. */
export const COURIER_CALL_LIMITS = { timeoutMs: 15_000, maxBytes: 2 * 1024 * 1024 };

/** Reads a body up to `maxBytes`; past that the courier is answering something that is not tracking data. */
async function boundedBody(provider: string, response: Response, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length'));
  if (declared > maxBytes) throw new ProviderError(`${provider} answer too large (${declared} bytes, at most ${maxBytes})`);
  if (!response.body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new ProviderError(`${provider} answer too large (more than ${maxBytes} bytes)`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/**
 * Runs a request with a timeout (connecting, answering and reading the whole body) and reads
 * at most `maxBytes` of the answer. A network failure, a timeout or an oversized answer
 * becomes a retryable ProviderError; the Response returned holds the bytes already read, so
 * `json()` and `text()` work as usual.
 */
export async function send(
  provider: string,
  fetchImpl: FetchLike,
  url: string,
  init: RequestInit,
  limits: Partial<typeof COURIER_CALL_LIMITS> = {},
): Promise<Response> {
  const { timeoutMs, maxBytes } = { ...COURIER_CALL_LIMITS, ...limits };
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetchImpl(url, { ...init, signal });
    const body = await boundedBody(provider, response, maxBytes);
    return new Response(response.status === 204 || response.status === 304 ? null : new Blob([new Uint8Array(body)]), { status: response.status, statusText: response.statusText, headers: response.headers });
  } catch (error) {
    if (error instanceof ProviderError) throw error;
    if (signal.aborted) throw new ProviderError(`${provider} did not answer within ${timeoutMs / 1000} s`);
    // The library's words (addresses, error codes) stay in the cause: the message reaches merchants.
    throw new ProviderError(`${provider} could not be reached`, null, false, { cause: error });
  }
}

export function requireKeys<K extends keyof ProviderCredentials>(provider: string, credentials: ProviderCredentials | null, keys: K[]): Record<K, string> {
  const out = {} as Record<K, string>;
  for (const key of keys) {
    const value = credentials?.[key]?.trim();
    if (!value) throw new CredentialsRejected(`${provider}: integration credential ${key} is missing`);
    out[key] = value;
  }
  return out;
}

/** A JSON object answer; anything else is a courier fault worth retrying later. */
export function jsonObject(provider: string, text: string): Record<string, unknown> {
  try {
    return asRecord(JSON.parse(text));
  } catch {
    throw new ProviderError(`${provider} answered something that is not JSON`);
  }
}

/**
 * A tracking number no courier issues: adapters without a sign-in call check keys by asking
 * about it, and "unknown shipment" then means the keys were accepted.
 */
export const PROBE_TRACKING_NUMBER = '00000000000';

/** The shipment a keys check asks about (nothing is stored for it). */
export function probeShipment(slug: string): TrackedShipment {
  return { id: 'credential-probe', tenantId: 'credential-probe', slug, trackingNumber: PROBE_TRACKING_NUMBER, postalCode: null, trackingShipDate: null, originCountry: null, createdAt: new Date(0) };
}

/** An HTTP Basic authorization header value (RFC 7617, UTF-8). */
export function basicAuth(user: string, password: string): string {
  return `Basic ${Buffer.from(`${user}:${password}`, 'utf8').toString('base64')}`;
}

/**
 * Runs a cheap authenticated call for the integration screens: refused or missing keys are
 * `rejected` with the courier's reason; any other permanent answer (the probe number is
 * unknown) means the courier accepted the keys; a timeout, a network failure or a 5xx is
 * `unreachable`, because the keys could not be judged.
 */
export async function credentialCheck(probe: () => Promise<unknown>): Promise<CredentialCheck> {
  try {
    await probe();
    return { status: 'ok' };
  } catch (error) {
    if (error instanceof CredentialsRejected) return { status: 'rejected', reason: error.message };
    if (error instanceof ProviderError && error.permanent) return { status: 'ok' };
    return { status: 'unreachable', reason: error instanceof Error ? error.message : String(error) };
  }
}

const STAMP = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;

/**
 * ISO-like timestamps ("2021-01-21T11:04:27+11:00", "2017-09-22T05:38:05+0000",
 * "2021-12-20 07:30:23"); a stamp without its own offset is read in `defaultZone`, an IANA
 * name or a fixed offset, through the shared time-zone engine. A date that does not exist
 * (February 30th) is no time at all.
 */
export function parseTimestamp(value: unknown, defaultZone = 'Z'): Date | null {
  if (typeof value !== 'string') return null;
  const match = STAMP.exec(value.trim());
  if (!match) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0', frac = '0', zone = defaultZone] = match;
  const clock = { year: Number(y), month: Number(mo), day: Number(d), hour: Number(h), minute: Number(mi), second: Number(s), millisecond: Number(frac.padEnd(3, '0').slice(0, 3)) };
  const probe = new Date(Date.UTC(clock.year, clock.month - 1, clock.day));
  if (probe.getUTCMonth() !== clock.month - 1 || clock.hour > 23 || clock.minute > 59 || clock.second > 59) return null;
  const date = zonedToUtc(clock, zone);
  return Number.isNaN(date.getTime()) ? null : date;
}

export { safeEqual } from '../../platform/safe-equal.js';

export function asRecord(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

export function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

export function asText(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() || null;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** Two upper-case letters, or null. */
export function iso2(value: unknown): string | null {
  const text = asText(value)?.toUpperCase() ?? null;
  return text && /^[A-Z]{2}$/.test(text) ? text : null;
}

/** Events in time order (unknown times first), duplicates by key removed. */
export function tidy<T extends { dedupeKey: string; time: Date | null }>(events: T[]): T[] {
  const seen = new Set<string>();
  return events
    .filter((event) => (seen.has(event.dedupeKey) ? false : (seen.add(event.dedupeKey), true)))
    .sort((a, b) => (a.time?.getTime() ?? -Infinity) - (b.time?.getTime() ?? -Infinity) || (a.dedupeKey < b.dedupeKey ? -1 : 1));
}
