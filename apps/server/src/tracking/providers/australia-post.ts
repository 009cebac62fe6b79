import type { ShipmentStatus } from '@trailpost/contracts';
import {
  asArray, asRecord, asText, basicAuth, credentialCheck, eventKey, httpFailure, parseTimestamp, probeShipment, requireKeys, send, tidy, type FetchLike,
} from './provider-support.js';
import { isInformational } from './fallback-status.js';
import { ProviderError, type ProviderEvent, type ProviderResult, type TrackingProvider } from './types.js';

/**
 * Australia Post Shipping & Tracking API v1 (eParcel / StarTrack): GET {base}/shipping/v1/track
 * ?tracking_ids=…, HTTP Basic (API key : password) and an `account-number` header; answers
 * tracking_results[] with status, errors[] and trackable_items[] (articles, or consignments
 * holding items[]) whose events[] have date, description and location.
 * Integration keys (part 2 §3): key1 = password (secret key), key2 = API key, key3 = account number.
 */
export const AUSTRALIA_POST_BASE_URL = 'https://digitalapi.auspost.com.au';

/** Documented statuses: Australia Post shipments, then StarTrack consignments and freight items. */
export const AUSTRALIA_POST_STATUSES: Record<string, ShipmentStatus | null> = {
  'Created': 'InfoReceived',
  'Sealed': 'InfoReceived',
  'Initiated': 'InfoReceived',
  'In transit': 'InTransit',
  'Delivered': 'Delivered',
  'Awaiting collection': 'OutForDelivery',
  'Possible delay': 'Exception',
  'Unsuccessful pickup': 'Exception',
  'Article damaged': 'Exception',
  'Cancelled': 'Exception',
  'Held by courier': 'Exception',
  'Cannot be delivered': 'Exception',
  /** Items differ: the events decide. */
  'Track items for detailed delivery information': null,
  'Unknown': null,
  'At Delivery Depot': 'InTransit',
  'Booked In': 'InTransit',
  'Confirmed': 'InfoReceived',
  'Deleted': 'Exception',
  'Delivered in Full': 'Delivered',
  'Item Delivered': 'Delivered',
  'Final Shortage': 'Exception',
  'Incomplete': 'InfoReceived',
  'On Board for Delivery': 'OutForDelivery',
  'Partial Delivery': 'InTransit',
  'Partial Pickup': 'InTransit',
  'Picked Up': 'InTransit',
  'Re-consigned': 'Exception',
  'To be Re-Delivered': 'FailedAttempt',
  'Ready for Pickup': 'InfoReceived',
  'Unconfirmed': 'InfoReceived',
  'Unsuccessful Delivery': 'FailedAttempt',
};
const STATUS_BY_WORD = new Map(Object.entries(AUSTRALIA_POST_STATUSES).map(([word, tag]) => [word.toLowerCase(), tag]));

/** Events carry only a description: the first matching wording decides, otherwise InTransit. */
export const AUSTRALIA_POST_EVENT_WORDING: Array<[RegExp, ShipmentStatus]> = [
  [/return(ed|ing)? to sender|returned to (the )?sender/i, 'Exception'],
  [/attempted delivery|delivery attempted|unsuccessful delivery|card left|carded|unable to deliver|to be re-?delivered/i, 'FailedAttempt'],
  [/^delivered|delivered in full|left in a safe place|collected by (the )?(customer|addressee)/i, 'Delivered'],
  // "With Australia Post for delivery today", "With courier for delivery today", "Onboard with driver".
  [/on ?board for delivery|out for delivery|with driver|onboard with|with .+ for delivery today/i, 'OutForDelivery'],
  [/awaiting collection|ready for (collection|pick ?up)|available for (collection|pick ?up)/i, 'OutForDelivery'],
  // "Shipment information received by Australia Post" is the electronic lodgement, not a scan.
  [/(shipping|shipment) information (received|approved)|shipment created|label created/i, 'InfoReceived'],
  [/damaged|cannot be delivered|held by|possible delay|delayed|incorrect address|unable to be delivered|cancelled/i, 'Exception'],
];

const AU_STATE = /\b(ACT|NSW|NT|QLD|SA|TAS|VIC|WA)(\s+\d{4})?$/;

/** "KEW VIC" -> AU, "CHICAGO (US)" -> US, "NZ" -> NZ. */
export function countryOfLocation(location: string | null): string | null {
  if (!location) return null;
  if (AU_STATE.test(location)) return 'AU';
  const bracket = /\(([A-Z]{2})\)$/.exec(location);
  if (bracket) return bracket[1]!;
  return /^[A-Z]{2}$/.test(location) ? location : null;
}

export function auspostStatus(word: string | null): ShipmentStatus | null {
  return word ? (STATUS_BY_WORD.get(word.toLowerCase()) ?? null) : null;
}

function eventTag(description: string): ShipmentStatus {
  return AUSTRALIA_POST_EVENT_WORDING.find(([pattern]) => pattern.test(description))?.[1] ?? 'InTransit';
}

/** Errors inside a tracking result: unknown ids are permanent, system errors are not. */
const RESULT_ERRORS: Record<string, boolean> = { 'ESB-10001': true, 'ESB-10002': true, '51104': true, 'ESB-20010': false, 'ESB-20050': false };

export interface AustraliaPostOptions {
  baseUrl?: string;
  fetch?: FetchLike;
}

export function createAustraliaPostProvider(options: AustraliaPostOptions = {}): TrackingProvider {
  const base = (options.baseUrl ?? AUSTRALIA_POST_BASE_URL).replace(/\/+$/, '');
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const provider: TrackingProvider = {
    name: 'australia-post',
    async fetch(shipment, credentials) {
      const { key1: password, key2: apiKey, key3: account } = requireKeys('Australia Post', credentials, ['key1', 'key2', 'key3']);
      const url = `${base}/shipping/v1/track?${new URLSearchParams({ tracking_ids: shipment.trackingNumber })}`;
      const response = await send('Australia Post', fetchImpl, url, {
        method: 'GET',
        headers: {
          authorization: basicAuth(apiKey, password),
          'account-number': account,
          accept: 'application/json',
        },
      });
      const text = await response.text();
      let body: Record<string, unknown> = {};
      try {
        body = asRecord(JSON.parse(text));
      } catch {
        if (response.ok) throw new ProviderError('Australia Post answered something that is not JSON');
      }
      const topError = asRecord(asArray(body.errors)[0]);
      if (!response.ok) throw httpFailure('Australia Post', response, asText(topError.message) ?? asText(topError.name) ?? text, 60);
      if (asText(topError.code) === 'API_002') throw new ProviderError('Australia Post rate limit', 60);
      const topCode = asText(topError.code);
      if (topCode) throw new ProviderError(`Australia Post error ${topCode}: ${asText(topError.message) ?? ''}`, null, RESULT_ERRORS[topCode] ?? false);

      const results = asArray(body.tracking_results).map(asRecord);
      const result = results.find((r) => asText(r.tracking_id)?.toUpperCase() === shipment.trackingNumber.toUpperCase()) ?? results[0];
      if (!result) throw new ProviderError('Australia Post returned no tracking result');
      const error = asRecord(asArray(result.errors)[0]);
      const code = asText(error.code) ?? asText(error.error_code);
      if (code) throw new ProviderError(`Australia Post ${code}: ${asText(error.name) ?? asText(error.message) ?? ''}`, null, RESULT_ERRORS[code] ?? false);
      return mapTrackingResult(result);
    },
    // No sign-in call: asking about a number nobody issued is answered "invalid tracking ID" once the keys pass.
    checkCredentials: (credentials) => credentialCheck(() => provider.fetch(probeShipment('australia-post'), credentials)),
  };
  return provider;
}

/** One tracking_results[] entry in our vocabulary. */
export function mapTrackingResult(result: Record<string, unknown>): ProviderResult {
  const trackable = asArray(result.trackable_items).map(asRecord);
  // A consignment lists its articles in items[]; an article stands alone.
  const articles = trackable.flatMap((entry) => (Array.isArray(entry.items) ? entry.items.map(asRecord) : [entry]));
  const consignment = asRecord(result.consignment);
  const sources = [...articles, ...(Array.isArray(consignment.events) ? [{ ...consignment, article_id: asText(result.tracking_id) }] : [])];
  const events: ProviderEvent[] = sources.flatMap((article) =>
    asArray(article.events).map(asRecord).map((event) => {
      const description = asText(event.description) ?? '';
      const location = asText(event.location);
      const stamp = asText(event.date);
      return {
        dedupeKey: eventKey('auspost', [asText(article.article_id) ?? asText(result.tracking_id), stamp, description, location]),
        time: parseTimestamp(stamp, '+10:00'),
        tag: eventTag(description),
        subtag: null,
        informational: isInformational(description),
        message: description,
        location,
        countryIso: countryOfLocation(location),
      };
    }),
  );
  const statusWord = asText(result.status) ?? asText(consignment.status) ?? (articles.length === 1 ? asText(articles[0]!.status) : null);
  const status = auspostStatus(statusWord);
  return {
    events: tidy(events),
    ...(status ? { status } : {}),
    shipmentType: asText(articles[0]?.product_type),
  };
}
