import { createHmac } from 'node:crypto';
import type { ShipmentStatus } from '@trailpost/contracts';
import { asRecord, asText, credentialCheck, eventKey, iso2, parseTimestamp, requireKeys, safeEqual } from './provider-support.js';
import { createBearerTokens, type TokenCourierOptions } from './bearer-tokens.js';
import { fallbackStatus } from './fallback-status.js';
import { createPushOnlyProvider } from './push-only.js';
import type { ProviderEvent, TrackingProvider } from './types.js';

/**
 * Ninja Van webhooks (pure handling): the per-user webhook URL of part 2 §7, the
 * X-Ninjavan-Hmac-Sha256 signature (base64 HMAC-SHA256 of the raw body, client secret = key2),
 * and the status of a Webhook v1 body (`status`) or a Webhook v2 body (`event` + `status`).
 */
export const NINJA_VAN_SIGNATURE_HEADER = 'x-ninjavan-hmac-sha256';

/** Webhook v1 statuses (the dashboard's event list, Pending Pickup … Pending Reschedule, and later additions). */
const V1: Record<string, ShipmentStatus> = {
  'Staging': 'InfoReceived',
  'Pending Pickup': 'InfoReceived',
  'Van en-route to pickup': 'InfoReceived',
  'Successful Pickup': 'InTransit',
  'Pickup fail': 'Exception',
  'En-route to Sorting Hub': 'InTransit',
  'Arrived at Sorting Hub': 'InTransit',
  'Arrived at Origin Hub': 'InTransit',
  'Transferred to 3PL': 'InTransit',
  'On Vehicle for Delivery': 'OutForDelivery',
  'On Vehicle for Delivery (RTS)': 'Exception',
  'Arrived at Distribution Point': 'OutForDelivery',
  'Pending Pickup at Distribution Point': 'InTransit',
  'Successful Delivery': 'Delivered',
  'Completed': 'Delivered',
  'First Attempt Delivery Fail': 'FailedAttempt',
  'Pending Reschedule': 'FailedAttempt',
  'Return to Sender Triggered': 'Exception',
  'Returned to Sender': 'Exception',
  'Cancelled': 'Exception',
  'Parcel Size': 'InTransit',
  'Parcel Weight': 'InTransit',
  'Parcel Measurements Update': 'InTransit',
  'Cross Border Transit': 'InTransit',
  'Customs Cleared': 'InTransit',
  'Customs Held': 'Exception',
};

/** Webhook v2 events. */
const V2: Record<string, ShipmentStatus> = {
  'Pending Pickup, Shipper Dropoff': 'InfoReceived',
  'Driver dispatched for Pickup': 'InfoReceived',
  'Picked Up, In Transit to Origin Hub': 'InTransit',
  'Pickup Exception, Pending Reschedule': 'Exception',
  'Pickup Exception, Reattempt Scheduled': 'Exception',
  'Pickup Exception, Max Attempts Reached': 'Exception',
  'Pickup Exception, Pending Retrieval from PUDO': 'Exception',
  'Arrived at Transit Hub': 'InTransit',
  'Arrived at Destination Hub': 'InTransit',
  'In Transit to Next Sorting Hub': 'InTransit',
  'At PUDO, Pending Customer Collection': 'OutForDelivery',
  'Delivered, Received by Customer': 'Delivered',
  'Delivered, Left at Doorstep': 'Delivered',
  'Delivered, Collected by Customer': 'Delivered',
  'Delivery Exception, Pending Reschedule': 'FailedAttempt',
  'Delivery Exception, Reattempt Scheduled': 'FailedAttempt',
  'Delivery Exception, Max Attempts Reached': 'Exception',
  'Delivery Exception, Parcel Overstayed at PUDO': 'Exception',
  'Delivery Exception, Parcel Lost': 'Exception',
  'Delivery Exception, Parcel Damaged': 'Exception',
  'Delivery Exception, Return to Sender Initiated': 'Exception',
  'Return to Shipper Exception, Parcel triggered for Shipper Collection': 'Exception',
  'Return to Shipper Exception, Parcel collected by Shipper': 'Exception',
  'Return to Shipper Exception, Parcel Scrapped': 'Exception',
  'Return to Shipper Exception, Max Attempts Reached': 'Exception',
  'International Transit, Fulfillment Request Submitted': 'InfoReceived',
  'International Transit, Fulfillment Packed': 'InfoReceived',
  'International Transit, En Route to Origin Facility': 'InTransit',
  'International Transit, Handed Over to Origin Facility': 'InTransit',
  'International Transit, Arrived at Origin Facility': 'InTransit',
  'International Transit, Processed at Origin Facility': 'InTransit',
  'International Transit, Handed Over to Linehaul': 'InTransit',
  'International Transit, Export Cleared': 'InTransit',
  'International Transit, Linehaul Scheduled': 'InTransit',
  'International Transit, Linehaul Departed': 'InTransit',
  'International Transit, Linehaul Arrived': 'InTransit',
  'International Transit, Customs Cleared': 'InTransit',
  'International Transit, Customs Held': 'Exception',
  'International Transit, Handed Over to Last Mile': 'InTransit',
  'International Transit, Returned to Sender at Origin Facility': 'Exception',
  'International Transit, Returned to XB Warehouse': 'Exception',
  'International Transit, Parcel Exception': 'Exception',
  'International Transit, Parcel Disposed': 'Exception',
  'International Transit, Parcel Lost': 'Exception',
  'International Transit, Parcel Damaged': 'Exception',
  // v2 `status` (the coarse group of an event), used when the `event` itself is not known.
  'Picked Up': 'InTransit',
  'In Transit': 'InTransit',
  'Delivered': 'Delivered',
  'Delivery Exception': 'Exception',
  'Pickup Exception': 'Exception',
  'At PUDO': 'OutForDelivery',
  'International Transit': 'InTransit',
  'Return to Shipper Exception': 'Exception',
};

export const NINJA_VAN_STATUSES: Readonly<Record<string, ShipmentStatus>> = { ...V1, ...V2 };
const BY_WORD = new Map(Object.entries(NINJA_VAN_STATUSES).map(([word, tag]) => [word.toLowerCase(), tag]));

/** URL-encode, base64, then '+' -> '-', '/' -> '_' and no '=' padding (URL-safe). */
export function encodeNinjaVanUserId(userId: string): string {
  return Buffer.from(encodeURIComponent(userId), 'utf8').toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The exact inverse of encodeNinjaVanUserId; anything it could not have produced is refused. */
export function decodeNinjaVanUserId(encoded: string): string {
  if (!/^[A-Za-z0-9_-]*$/.test(encoded) || encoded.length % 4 === 1) throw new Error('not an encoded Ninja Van user id');
  const base64 = encoded.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(encoded.length / 4) * 4, '=');
  let userId: string;
  try {
    userId = decodeURIComponent(Buffer.from(base64, 'base64').toString('utf8'));
  } catch {
    throw new Error('not an encoded Ninja Van user id');
  }
  if (encodeNinjaVanUserId(userId) !== encoded) throw new Error('not an encoded Ninja Van user id');
  return userId;
}

/** {host}/ninjavan_webhook/consume/{encoded user id} (read-only URL shown on the integration form). */
export function ninjaVanWebhookUrl(host: string, userId: string): string {
  return `${host.replace(/\/+$/, '')}/ninjavan_webhook/consume/${encodeNinjaVanUserId(userId)}`;
}

/** Base64 HMAC-SHA256 of the raw body with the client secret, compared in constant time. */
export function verifyNinjaVanSignature(rawBody: string | Buffer, headerValue: string | null | undefined, secret: string): boolean {
  const header = headerValue?.trim() ?? '';
  if (!secret || !/^[A-Za-z0-9+/]+={0,2}$/.test(header)) return false;
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  return safeEqual(expected, Buffer.from(header, 'base64'));
}

export interface NinjaVanEvent {
  trackingNumber: string;
  event: ProviderEvent;
  status: ShipmentStatus;
}

const HUB_INFO = ['arrived_at_origin_hub_information', 'arrived_at_transit_hub_information', 'arrived_at_destination_hub_information', 'in_transit_to_next_sorting_hub_information'];

/** Scans about the parcel's size and weight, not its whereabouts (decision 0015). */
const INFORMATIONAL_WORDS = new Set(['parcel size', 'parcel weight', 'parcel measurements update']);

/**
 * One webhook body (parsed JSON or its raw text) in our vocabulary. A v2 body is read by its
 * `event`, then by its coarse `status`; a v1 body by its `status`. A word no table knows is
 * kept with the fallback status (fallback-status.ts) and flagged unmapped: never refused.
 */
export function parseNinjaVanEvent(body: unknown): NinjaVanEvent {
  const payload = asRecord(typeof body === 'string' || Buffer.isBuffer(body) ? JSON.parse(body.toString()) : body);
  const trackingNumber = asText(payload.tracking_id) ?? asText(payload.tracking_number);
  if (!trackingNumber) throw new Error('Ninja Van webhook without tracking_id');
  const v2 = asText(payload.event);
  const v1 = asText(payload.status);
  const word = (v2 ?? v1 ?? 'Unknown event').replace(/\s+/g, ' ');
  const known = BY_WORD.get(word.toLowerCase());
  let status = known ?? (v1 ? BY_WORD.get(v1.toLowerCase()) : undefined) ?? fallbackStatus(word);
  // A return-to-sender leg: going out or arriving means going back, not reaching the customer.
  if (payload.is_parcel_on_rts_leg === true && (status === 'OutForDelivery' || status === 'Delivered' || status === 'FailedAttempt')) status = 'Exception';

  const hub = HUB_INFO.map((key) => asRecord(payload[key])).find((info) => Object.keys(info).length > 0) ?? {};
  const location = [hub.hub, hub.city].map(asText).filter(Boolean).join(', ') || null;
  const exception = asRecord(payload.delivery_exception ?? payload.pickup_exception);
  const reason = asText(exception.failure_reason) ?? asText(payload.rts_reason);
  const message = [asText(payload.comments) ?? word, reason].filter(Boolean).join(': ');
  const stamp = asText(payload.timestamp);
  return {
    trackingNumber,
    status,
    event: {
      dedupeKey: eventKey('ninjavan', [trackingNumber, word, stamp]),
      time: parseTimestamp(stamp),
      tag: status,
      subtag: word,
      message,
      location,
      countryIso: iso2(hub.country),
      informational: INFORMATIONAL_WORDS.has(word.toLowerCase()),
      unmapped: !known,
    },
  };
}

export const NINJA_VAN_BASE_URL = 'https://api.ninjavan.co';
/**
 * Ninja Van's API is per country ({base}/{country}/2.0/...), and an integration stores no
 * country: keys are checked against Singapore, the country Ninja Van's own examples use.
 */
export const NINJA_VAN_DEFAULT_COUNTRY = 'sg';

export interface NinjaVanOptions extends TokenCourierOptions {
  /** Lower-case ISO country code of the account's API (NINJA_VAN_DEFAULT_COUNTRY unless told). */
  country?: string;
}

/**
 * Ninja Van pushes its scans to our webhook, so polling asks nothing (the push-only answer).
 * Keys are checked by the documented OAuth sign-in: POST {base}/{country}/2.0/oauth/access_token
 * with JSON {client_id, client_secret, grant_type: "client_credentials"}, answering
 * {access_token, expires, expires_in, token_type}. key1 = client key (id), key2 = secret key.
 */
export function createNinjaVanProvider(options: NinjaVanOptions = {}): TrackingProvider {
  const base = (options.baseUrl ?? NINJA_VAN_BASE_URL).replace(/\/+$/, '');
  const country = options.country ?? NINJA_VAN_DEFAULT_COUNTRY;
  const now = options.now ?? Date.now;
  const tokens = createBearerTokens({ provider: 'Ninja Van', fetch: options.fetch ?? globalThis.fetch, now, limits: options.limits });
  const pushOnly = createPushOnlyProvider(() => new Date(now()));
  return {
    name: 'ninjavan',
    fetch: pushOnly.fetch,
    checkCredentials: (credentials) => credentialCheck(() => {
      const { key1: clientId, key2: clientSecret } = requireKeys('Ninja Van', credentials, ['key1', 'key2']);
      return tokens.token([clientId, clientSecret], () => ({
        url: `${base}/${country}/2.0/oauth/access_token`,
        init: {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ client_id: clientId, client_secret: clientSecret, grant_type: 'client_credentials' }),
        },
      }));
    }),
  };
}
