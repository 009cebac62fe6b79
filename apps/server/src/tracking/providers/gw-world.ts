import type { ShipmentStatus } from '@trailpost/contracts';
import {
  asArray, asRecord, asText, basicAuth, credentialCheck, eventKey, httpFailure, iso2, jsonObject, parseTimestamp, requireKeys, send, tidy,
} from './provider-support.js';
import { createBearerTokens, type TokenCourierOptions, type TokenRequest } from './bearer-tokens.js';
import { fallbackStatus } from './fallback-status.js';
import { ProviderError, type ProviderCredentials, type ProviderEvent, type ProviderResult, type TrackingProvider } from './types.js';

/**
 * Gebrüder Weiss (Gw World), myGW API gateway. Sign-in (OAuth client credentials): POST
 * {base}/token with HTTP Basic (consumer key : consumer secret) and the form
 * grant_type=client_credentials&scope=API_CUSTNT_ORDERS_STATUS_READ, answering {access_token,
 * expires_in}. Track & Trace 1.0.2: GET {base}/common/trackntrace/1.0.2/orders/{orderId}/status
 * ?startIndex=1&pageSize=100 with the bearer token and `accept-language: en`, answering
 * {orderReferenced: {orderId}, statusCurrent, statusHistory: [{eventCode, eventDateTime,
 * eventDescription: {translationOriginal, translationResolved: {text}}, eventReason,
 * myGwStatusCode, location: {locationInformation, countryCode}}]}; an unknown order is a 404.
 * Integration keys (part 2 §3): key2 = consumer key, key3 = consumer secret (decision 0032).
 */
export const GW_WORLD_BASE_URL = 'https://my.api.gw-world.com';
const SCOPE = 'API_CUSTNT_ORDERS_STATUS_READ';
/** Stamps without an offset are the head office's time. */
const HOME_ZONE = 'Europe/Vienna';

/** Event descriptions (English, as asked for with accept-language) that say where the freight is. */
export const GW_WORLD_EVENTS: Record<string, ShipmentStatus> = {
  'picked up': 'InTransit',
  'in transit': 'InTransit',
  'unloaded': 'InTransit',
  'arrival time at consignee / shipper': 'InTransit',
  'in delivery': 'OutForDelivery',
  'delivered': 'Delivered',
};

/** myGW's own grouping of every event (myGwStatusCode): it decides when the description is not in the table above. */
export const GW_WORLD_STATUS_GROUPS: Record<string, ShipmentStatus> = {
  OPEN: 'InfoReceived',
  IN_PROGRESS: 'InTransit',
  ATTENTION: 'Exception',
  CRITICAL: 'Exception',
  COMPLETED: 'Delivered',
};

export function gwWorldTag(description: string | null, group: string | null): ShipmentStatus | null {
  return (description && GW_WORLD_EVENTS[description.trim().toLowerCase()]) || (group && GW_WORLD_STATUS_GROUPS[group.trim().toUpperCase()]) || null;
}

/** A translated text: the one in the asked language, else the original. */
function translated(value: unknown): string | null {
  const text = asRecord(value);
  return asText(asRecord(text.translationResolved).text) ?? asText(asRecord(text.translationOriginal).text);
}

/** One order's status answer in our vocabulary; the latest event decides the status. */
export function mapGwWorldOrder(order: Record<string, unknown>): ProviderResult {
  const orderId = asText(asRecord(order.orderReferenced).orderId);
  const history = asArray(order.statusHistory).map(asRecord);
  // Without a history the current status is the one event known.
  const raw = history.length ? history : [asRecord(order.statusCurrent)].filter((event) => asText(event.eventDateTime));
  const events: ProviderEvent[] = raw.map((event) => {
    const description = translated(event.eventDescription);
    const code = asText(event.eventCode);
    const stamp = asText(event.eventDateTime);
    const location = asRecord(event.location);
    const known = gwWorldTag(description, asText(event.myGwStatusCode));
    return {
      dedupeKey: eventKey('gwworld', [orderId, code, stamp, description]),
      time: parseTimestamp(stamp, HOME_ZONE),
      tag: known ?? fallbackStatus(description ?? code ?? ''),
      unmapped: !known,
      subtag: description ?? code,
      message: [description ?? code ?? 'Update', translated(event.eventReason)].filter(Boolean).join(' - '),
      location: asText(location.locationInformation) ?? asText(location.location),
      countryIso: iso2(location.countryCode),
    };
  });
  return { events: tidy(events) };
}

export type GwWorldOptions = TokenCourierOptions;

export function createGwWorldProvider(options: GwWorldOptions = {}): TrackingProvider {
  const base = (options.baseUrl ?? GW_WORLD_BASE_URL).replace(/\/+$/, '');
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const tokens = createBearerTokens({ provider: 'Gw World', fetch: fetchImpl, now: options.now, limits: options.limits });
  const consumerKeys = (credentials: ProviderCredentials | null) => {
    const { key2: consumerKey, key3: consumerSecret } = requireKeys('Gw World', credentials, ['key2', 'key3']);
    return [consumerKey, consumerSecret] as const;
  };
  const signIn = ([consumerKey, consumerSecret]: readonly [string, string]): TokenRequest => ({
    url: `${base}/token`,
    init: {
      method: 'POST',
      headers: { authorization: basicAuth(consumerKey, consumerSecret), 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({ grant_type: 'client_credentials', scope: SCOPE }).toString(),
    },
  });
  return {
    name: 'gwworld',
    async fetch(shipment, credentials) {
      const keys = consumerKeys(credentials);
      const query = new URLSearchParams({ startIndex: '1', pageSize: '100' });
      const url = `${base}/common/trackntrace/1.0.2/orders/${encodeURIComponent(shipment.trackingNumber)}/status?${query}`;
      const response = await tokens.withToken(keys, () => signIn(keys), (token) =>
        send('Gw World', fetchImpl, url, { method: 'GET', headers: { authorization: `Bearer ${token}`, accept: 'application/json', 'accept-language': 'en' } }, options.limits));
      const text = await response.text();
      if (!response.ok) throw httpFailure('Gw World', response, text, 60);
      const body = jsonObject('Gw World', text);
      if (!body.orderReferenced && !body.statusHistory && !body.statusCurrent) throw new ProviderError('Gw World does not know this order', null, true);
      return mapGwWorldOrder(body);
    },
    // Signing in is the cheapest call that proves the consumer key and secret.
    checkCredentials: (credentials) => credentialCheck(() => {
      const keys = consumerKeys(credentials);
      return tokens.token(keys, () => signIn(keys));
    }),
  };
}
