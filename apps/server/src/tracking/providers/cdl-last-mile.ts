import type { ShipmentStatus } from '@trailpost/contracts';
import {
  asArray, asRecord, asText, credentialCheck, eventKey, httpFailure, jsonObject, parseTimestamp, requireKeys, send, tidy,
} from './provider-support.js';
import { createBearerTokens, type TokenCourierOptions, type TokenRequest } from './bearer-tokens.js';
import { fallbackStatus } from './fallback-status.js';
import { ProviderError, type ProviderCredentials, type ProviderEvent, type ProviderResult, type TrackingProvider } from './types.js';

/**
 * CDL Last Mile. CDL publishes no API reference; decision 0032 records what this follows.
 * Sign-in: OAuth password grant at CDL's identity server, POST {base}/authentication/connect/token
 * with the form grant_type=password, username, password, scope=api.full, answering
 * {access_token, expires_in} (a refused login is 400 invalid_grant). Tracking: GET
 * {base}/trackingpage/api/Tracking?orderTrackingId={number} with the bearer token, answering
 * {isSuccess, message, result: [{orderTrackingId, status, detels: [{status, statusDate,
 * location, notes}]}]} ("detels" is CDL's own spelling); an unknown number is isSuccess false
 * or an empty result.
 * Integration keys (part 2 §3): key2 = user name, key3 = password.
 */
export const CDL_BASE_URL = 'https://apps.cdldelivers.com';
/** CDL delivers from the northeast to the mid-Atlantic: stamps without an offset are US Eastern. */
const EASTERN = 'America/New_York';

/** CDL status words (lower-cased on lookup). */
export const CDL_STATUSES: Record<string, ShipmentStatus> = {
  'order created': 'InfoReceived',
  'manifested': 'InfoReceived',
  'ready for shipment': 'InfoReceived',
  'picked up': 'InTransit',
  'received': 'InTransit',
  'arrived at facility': 'InTransit',
  'sorted': 'InTransit',
  'in transit': 'InTransit',
  'out for delivery': 'OutForDelivery',
  'delivered': 'Delivered',
  'attempted': 'FailedAttempt',
  'delivery attempted': 'FailedAttempt',
  'refused': 'Exception',
  'damaged': 'Exception',
  'missing': 'Exception',
  'returned to shipper': 'Exception',
  'cancelled': 'Exception',
};

export function cdlTag(word: string | null): ShipmentStatus | null {
  return word ? (CDL_STATUSES[word.trim().toLowerCase()] ?? null) : null;
}

/** One result entry of the tracking answer in our vocabulary. */
export function mapCdlOrder(order: Record<string, unknown>): ProviderResult {
  const orderId = asText(order.orderTrackingId);
  const events: ProviderEvent[] = asArray(order.detels).map(asRecord).map((event) => {
    const word = asText(event.status);
    const stamp = asText(event.statusDate);
    const location = asText(event.location);
    const known = cdlTag(word);
    return {
      dedupeKey: eventKey('cdl', [orderId, word, stamp, location]),
      time: parseTimestamp(stamp, EASTERN),
      tag: known ?? fallbackStatus(word ?? ''),
      unmapped: !known,
      subtag: word,
      message: [word ?? 'Update', asText(event.notes)].filter(Boolean).join(' - '),
      location,
      countryIso: location ? 'US' : null,
    };
  });
  const status = cdlTag(asText(order.status));
  return { events: tidy(events), ...(status ? { status } : {}) };
}

export type CdlOptions = TokenCourierOptions;

export function createCdlProvider(options: CdlOptions = {}): TrackingProvider {
  const base = (options.baseUrl ?? CDL_BASE_URL).replace(/\/+$/, '');
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const tokens = createBearerTokens({ provider: 'CDL', fetch: fetchImpl, now: options.now, limits: options.limits });
  const login = (credentials: ProviderCredentials | null) => {
    const { key2: userName, key3: password } = requireKeys('CDL', credentials, ['key2', 'key3']);
    return [userName, password] as const;
  };
  const signIn = ([userName, password]: readonly [string, string]): TokenRequest => ({
    url: `${base}/authentication/connect/token`,
    init: {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({ grant_type: 'password', username: userName, password, scope: 'api.full' }).toString(),
    },
  });
  return {
    name: 'cdl',
    async fetch(shipment, credentials) {
      const keys = login(credentials);
      const url = `${base}/trackingpage/api/Tracking?${new URLSearchParams({ orderTrackingId: shipment.trackingNumber })}`;
      const response = await tokens.withToken(keys, () => signIn(keys), (token) =>
        send('CDL', fetchImpl, url, { method: 'GET', headers: { authorization: `Bearer ${token}`, accept: 'application/json' } }, options.limits));
      const text = await response.text();
      if (!response.ok) throw httpFailure('CDL', response, text, 60);
      const body = jsonObject('CDL', text);
      const results = asArray(body.result).map(asRecord);
      const order = results.find((entry) => asText(entry.orderTrackingId) === shipment.trackingNumber) ?? results[0];
      if (body.isSuccess !== true || !order) throw new ProviderError(`CDL does not know this shipment${asText(body.message) ? `: ${asText(body.message)}` : ''}`, null, true);
      return mapCdlOrder(order);
    },
    // Signing in is the cheapest call that proves the user name and password.
    checkCredentials: (credentials) => credentialCheck(() => {
      const keys = login(credentials);
      return tokens.token(keys, () => signIn(keys));
    }),
  };
}
