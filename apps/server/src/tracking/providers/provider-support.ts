import { createHash } from 'node:crypto';
import { ProviderError, type ProviderCredentials } from './types.js';

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
  if (status === 401 || status === 403) return new ProviderError(`${provider} refused the credentials (HTTP ${status})${suffix}`, null, true);
  if (status === 404) return new ProviderError(`${provider} does not know this shipment (HTTP 404)${suffix}`, null, true);
  if (status === 429) return new ProviderError(`${provider} rate limit (HTTP 429)${suffix}`, retry ?? defaultRetryAfter);
  return new ProviderError(`${provider} answered HTTP ${status}${suffix}`, retry);
}

/** Runs a request; a network failure becomes a retryable ProviderError. */
export async function send(provider: string, fetchImpl: FetchLike, url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetchImpl(url, init);
  } catch (error) {
    throw new ProviderError(`${provider} unreachable: ${error instanceof Error ? error.message : String(error)}`);
  }
}

export function requireKeys<K extends keyof ProviderCredentials>(provider: string, credentials: ProviderCredentials | null, keys: K[]): Record<K, string> {
  const out = {} as Record<K, string>;
  for (const key of keys) {
    const value = credentials?.[key]?.trim();
    if (!value) throw new ProviderError(`${provider}: integration credential ${key} is missing`, null, true);
    out[key] = value;
  }
  return out;
}

const STAMP = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;

/** Minutes east of UTC from "Z", "+05:30" or "+0530". */
export function offsetMinutes(zone: string): number {
  if (zone.toUpperCase() === 'Z') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4)));
}

/**
 * ISO-like timestamps ("2021-01-21T11:04:27+11:00", "2017-09-22T05:38:05+0000",
 * "2021-12-20 07:30:23"); a stamp without a zone is read in `defaultZone`.
 */
export function parseTimestamp(value: unknown, defaultZone = 'Z'): Date | null {
  if (typeof value !== 'string') return null;
  const match = STAMP.exec(value.trim());
  if (!match) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0', frac = '0', zone = defaultZone] = match;
  const ms = Number(frac.padEnd(3, '0').slice(0, 3));
  const utc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s), ms) - offsetMinutes(zone) * 60_000;
  const date = new Date(utc);
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
