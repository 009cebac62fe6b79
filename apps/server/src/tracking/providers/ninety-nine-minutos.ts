import type { ShipmentStatus } from '@trailpost/contracts';
import {
  asArray, asRecord, asText, credentialCheck, eventKey, httpFailure, jsonObject, parseTimestamp, requireKeys, send, tidy,
} from './provider-support.js';
import { createBearerTokens, type TokenCourierOptions, type TokenRequest } from './bearer-tokens.js';
import { fallbackStatus } from './fallback-status.js';
import { ProviderError, type ProviderCredentials, type ProviderEvent, type ProviderResult, type TrackingProvider } from './types.js';

/**
 * 99minutos public API v3. Sign-in (OAuth client credentials): POST {base}/api/v3/oauth/token
 * with JSON {client_id, client_secret}, answering {access_token, expires_in}. Tracking:
 * GET {base}/api/v3/shipments/tracking?identifier={trackingId} with `Authorization: Bearer
 * <access_token>`, answering {traceId, message, data: {events: [{statusCode, statusName, data,
 * metadata, createdAt}]}, errors}. Pulling is limited to 8 requests per second; a 429 carries
 * Retry-After.
 * Integration keys (decision 0032): key1 = client id, key2 = client secret.
 */
export const NINETY_NINE_MINUTOS_BASE_URL = 'https://delivery.99minutos.com';

/** The documented status codes (STATUS CODE | STATUS NAME table of the tracking endpoint). */
export const NINETY_NINE_MINUTOS_STATUSES: Record<string, { name: string; tag: ShipmentStatus }> = {
  '1001': { name: 'DRAFT', tag: 'Pending' },
  '1002': { name: 'CONFIRMED', tag: 'InfoReceived' },
  '2002': { name: 'ON_ROAD_TO_PICKUP', tag: 'InfoReceived' },
  '2003': { name: 'COLLECTED', tag: 'InTransit' },
  '2101': { name: 'UNSUCCESSFUL_PICKUP', tag: 'Exception' },
  '3001': { name: 'STORED', tag: 'InTransit' },
  '3002': { name: 'ON_CONTAINER', tag: 'InTransit' },
  '3003': { name: 'CHARGED_TO_VEHICLE', tag: 'InTransit' },
  '3004': { name: 'ON_LINEHAUL', tag: 'InTransit' },
  '4001': { name: 'ON_ROAD_TO_DELIVERY', tag: 'OutForDelivery' },
  '4002': { name: 'DELIVERED', tag: 'Delivered' },
  '4101': { name: 'UNSUCCESSFUL_DELIVERY', tag: 'FailedAttempt' },
  '5001': { name: 'ON_ROAD_TO_RETURN', tag: 'Exception' },
  '5002': { name: 'RETURNED', tag: 'Exception' },
  '5101': { name: 'UNSUCCESSFUL_RETURN', tag: 'Exception' },
  '7101': { name: 'IN_CORRECTION', tag: 'Exception' },
  '7102': { name: 'CORRECTED', tag: 'InTransit' },
  '8001': { name: 'STOLEN', tag: 'Exception' },
  '8003': { name: 'CANCELLED', tag: 'Exception' },
  '8004': { name: 'DAMAGED', tag: 'Exception' },
};
const BY_NAME = new Map<string, ShipmentStatus>([
  ...Object.values(NINETY_NINE_MINUTOS_STATUSES).map(({ name, tag }) => [name, tag] as const),
  ['SHIPMENT_TO_BE_CONFIRMED', 'Pending'],
]);

/** "onRoadToDelivery", "on road to delivery" and "ON_ROAD_TO_DELIVERY" are one name. */
export const canonicalName = (name: string) => name.trim().replace(/([a-z0-9])([A-Z])/g, '$1_$2').replace(/[\s-]+/g, '_').toUpperCase();

export function ninetyNineMinutosTag(code: string | null, name: string | null): ShipmentStatus | null {
  return (code && NINETY_NINE_MINUTOS_STATUSES[code]?.tag) || (name && BY_NAME.get(canonicalName(name))) || null;
}

const humanize = (name: string) => name.charAt(0) + name.slice(1).toLowerCase().replace(/_/g, ' ');

export interface NinetyNineMinutosOptions extends TokenCourierOptions {
  /** Zone of timestamps sent without one (the examples show "2021-12-20 07:30:23"); UTC unless told. */
  naiveTimeZone?: string;
}

/** The events of one shipment in our vocabulary; the latest event decides the status. */
export function mapNinetyNineMinutosEvents(trackingId: string, rawEvents: unknown[], naiveZone = 'Z'): ProviderResult {
  const events: ProviderEvent[] = rawEvents.map(asRecord).map((event) => {
    const code = asText(event.statusCode);
    const name = asText(event.statusName);
    const data = asRecord(event.data);
    const attempt = asText(data.attempt);
    const stamp = asText(event.createdAt);
    const comment = asText(data.comment);
    const label = name ? humanize(canonicalName(name)) : (code ?? 'Update');
    const known = ninetyNineMinutosTag(code, name);
    return {
      dedupeKey: eventKey('99minutos', [trackingId, code ?? name, stamp, attempt]),
      time: parseTimestamp(stamp, naiveZone),
      tag: known ?? fallbackStatus(name ?? code ?? ''),
      unmapped: !known,
      subtag: name ?? code,
      message: [label, attempt ? `attempt ${attempt}` : null, comment].filter(Boolean).join(' - '),
      location: null,
      countryIso: null,
    };
  });
  return { events: tidy(events) };
}

export function createNinetyNineMinutosProvider(options: NinetyNineMinutosOptions = {}): TrackingProvider {
  const base = (options.baseUrl ?? NINETY_NINE_MINUTOS_BASE_URL).replace(/\/+$/, '');
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const tokens = createBearerTokens({ provider: '99minutos', fetch: fetchImpl, now: options.now, limits: options.limits });
  const clientKeys = (credentials: ProviderCredentials | null) => {
    const { key1: clientId, key2: clientSecret } = requireKeys('99minutos', credentials, ['key1', 'key2']);
    return [clientId, clientSecret] as const;
  };
  const signIn = ([clientId, clientSecret]: readonly [string, string]): TokenRequest => ({
    url: `${base}/api/v3/oauth/token`,
    init: {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ client_id: clientId, client_secret: clientSecret }),
    },
  });
  return {
    name: '99minutos',
    async fetch(shipment, credentials) {
      const keys = clientKeys(credentials);
      const url = `${base}/api/v3/shipments/tracking?${new URLSearchParams({ identifier: shipment.trackingNumber })}`;
      const response = await tokens.withToken(keys, () => signIn(keys), (token) =>
        send('99minutos', fetchImpl, url, { method: 'GET', headers: { authorization: `Bearer ${token}`, accept: 'application/json' } }, options.limits));
      const text = await response.text();
      if (!response.ok) throw httpFailure('99minutos', response, text, 3600);
      const body = jsonObject('99minutos', text);
      // data is {events} for one identifier; the batch form is [{trackingId, events}].
      const data = Array.isArray(body.data)
        ? asRecord(body.data.map(asRecord).find((entry) => asText(entry.trackingId) === shipment.trackingNumber) ?? body.data[0])
        : asRecord(body.data);
      const events = Array.isArray(data.events) ? data.events : data.statusCode ? [data] : null;
      if (!events) throw new ProviderError(`99minutos: ${asText(body.message) ?? 'shipment not found'}`, null, true);
      return mapNinetyNineMinutosEvents(shipment.trackingNumber, asArray(events), options.naiveTimeZone ?? 'Z');
    },
    // Signing in is the cheapest call that proves the client id and secret.
    checkCredentials: (credentials) => credentialCheck(() => {
      const keys = clientKeys(credentials);
      return tokens.token(keys, () => signIn(keys));
    }),
  };
}
