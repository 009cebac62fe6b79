import { createHash } from 'node:crypto';
import type { ShipmentStatus } from '@trailpost/contracts';
import {
  asArray, asRecord, asText, eventKey, httpFailure, iso2, parseTimestamp, safeEqual, send, tidy, type FetchLike,
} from './provider-support.js';
import { SEVENTEEN_TRACK_BASE_URL } from '../../config.js';
import { fallbackStatus } from './fallback-status.js';
import { ProviderError, type ProviderEvent, type ProviderResult, type TrackedShipment, type TrackingProvider } from './types.js';

/**
 * 17TRACK Tracking API v2.2 (JSON over HTTPS, `17token` header): POST /register and
 * POST /gettrackinfo with [{number, carrier?}]; answers data.accepted[].track_info and
 * data.rejected[].error. Push (WebHook) bodies carry a `sign` header = sha256(body + "/" + key).
 */

/** Main statuses (latest_status.status). AvailableForPickup is our OutForDelivery (ready to collect). */
export const SEVENTEEN_TRACK_STATUSES: Record<string, ShipmentStatus> = {
  NotFound: 'Pending',
  InfoReceived: 'InfoReceived',
  InTransit: 'InTransit',
  Expired: 'Expired',
  AvailableForPickup: 'OutForDelivery',
  OutForDelivery: 'OutForDelivery',
  DeliveryFailure: 'FailedAttempt',
  Delivered: 'Delivered',
  Exception: 'Exception',
};

/** Every documented sub-status; the customs hold that needs the consignee's papers is an Exception. */
export const SEVENTEEN_TRACK_SUB_STATUSES: Record<string, ShipmentStatus> = {
  NotFound_Other: 'Pending',
  NotFound_InvalidCode: 'Pending',
  InfoReceived: 'InfoReceived',
  InTransit_PickedUp: 'InTransit',
  InTransit_Other: 'InTransit',
  InTransit_Departure: 'InTransit',
  InTransit_Arrival: 'InTransit',
  InTransit_CustomsProcessing: 'InTransit',
  InTransit_CustomsReleased: 'InTransit',
  InTransit_CustomsRequiringInformation: 'Exception',
  Expired_Other: 'Expired',
  AvailableForPickup_Other: 'OutForDelivery',
  OutForDelivery_Other: 'OutForDelivery',
  DeliveryFailure_Other: 'FailedAttempt',
  DeliveryFailure_NoBody: 'FailedAttempt',
  DeliveryFailure_Security: 'FailedAttempt',
  DeliveryFailure_Rejected: 'FailedAttempt',
  DeliveryFailure_InvalidAddress: 'FailedAttempt',
  Delivered_Other: 'Delivered',
  Exception_Other: 'Exception',
  Exception_Returning: 'Exception',
  Exception_Returned: 'Exception',
  Exception_NoBody: 'Exception',
  Exception_Security: 'Exception',
  Exception_Damage: 'Exception',
  Exception_Rejected: 'Exception',
  Exception_Delayed: 'Exception',
  Exception_Lost: 'Exception',
  Exception_Destroyed: 'Exception',
  Exception_Cancel: 'Exception',
};

/** Milestone key stages, which events carry in `stage`. */
export const SEVENTEEN_TRACK_STAGES: Record<string, ShipmentStatus> = {
  InfoReceived: 'InfoReceived',
  PickedUp: 'InTransit',
  Departure: 'InTransit',
  Arrival: 'InTransit',
  AvailableForPickup: 'OutForDelivery',
  OutForDelivery: 'OutForDelivery',
  Delivered: 'Delivered',
  Returning: 'Exception',
  Returned: 'Exception',
};

/** Error codes (data.rejected[].error.code or data.errors[].code) the scheduler must treat specially. */
const ERRORS: Record<number, { permanent: boolean; retryAfter: number | null; what: string }> = {
  [-18010001]: { permanent: true, retryAfter: null, what: 'IP address not in the whitelist' },
  [-18010002]: { permanent: true, retryAfter: null, what: 'invalid access key' },
  [-18010003]: { permanent: false, retryAfter: null, what: 'internal service error' },
  [-18010004]: { permanent: true, retryAfter: null, what: 'account disabled' },
  [-18010005]: { permanent: true, retryAfter: null, what: 'unauthorized access' },
  [-18019902]: { permanent: false, retryAfter: 600, what: 'number not registered' },
  [-18019903]: { permanent: true, retryAfter: null, what: 'carrier cannot be detected' },
  [-18019907]: { permanent: false, retryAfter: 3600, what: 'daily limit exceeded' },
  [-18019908]: { permanent: false, retryAfter: 86_400, what: 'quota used up' },
  [-18019909]: { permanent: false, retryAfter: 3600, what: 'no tracking information yet' },
  [-18019910]: { permanent: true, retryAfter: null, what: 'carrier code incorrect' },
  [-18019911]: { permanent: true, retryAfter: null, what: 'carrier not supported for registration' },
};
const ALREADY_REGISTERED = -18019901;
const NOT_REGISTERED = -18019902;

export function seventeenTrackError(code: number, message: string | null): ProviderError {
  const known = ERRORS[code];
  const invalidRequest = code <= -18010010 && code >= -18010016;
  return new ProviderError(
    `17TRACK error ${code}: ${message ?? known?.what ?? 'unknown error'}`,
    known?.retryAfter ?? null,
    known?.permanent ?? invalidRequest,
  );
}

/**
 * A sub-status, else a stage or main status. A sub-status 17TRACK adds later
 * ("InTransit_Something") falls back to its main status (the part before "_"); a word matching
 * nothing is In Transit (fallback-status.ts). `known` says whether a table knew the word.
 */
function tagOf(subStatus: string | null, stageOrStatus: string | null): { tag: ShipmentStatus; known: boolean } | null {
  const exact = (subStatus && SEVENTEEN_TRACK_SUB_STATUSES[subStatus])
    || (stageOrStatus && (SEVENTEEN_TRACK_STAGES[stageOrStatus] ?? SEVENTEEN_TRACK_STATUSES[stageOrStatus]));
  if (exact) return { tag: exact, known: true };
  const word = subStatus ?? stageOrStatus;
  if (!word) return null;
  return { tag: SEVENTEEN_TRACK_STATUSES[word.split('_')[0]!] ?? fallbackStatus(word), known: false };
}

function locationOf(event: Record<string, unknown>): string | null {
  const address = asRecord(event.address);
  return asText(event.location) ?? ([address.city, address.state, address.country].map(asText).filter(Boolean).join(', ') || null);
}

/** A track_info object (gettrackinfo or push) in our vocabulary. */
export function mapTrackInfo(number: string, trackInfo: unknown): ProviderResult {
  const info = asRecord(trackInfo);
  const latest = asRecord(info.latest_status);
  const shipping = asRecord(info.shipping_info);
  const metrics = asRecord(asRecord(info.time_metrics).estimated_delivery_date);
  const providers = asArray(asRecord(info.tracking).providers).map(asRecord);
  const events: ProviderEvent[] = providers.flatMap((entry) => {
    const carrier = asText(asRecord(entry.provider).key);
    return asArray(entry.events).map(asRecord).map((event) => {
      const stamp = asText(event.time_utc) ?? asText(event.time_iso);
      const subtag = asText(event.sub_status) ?? asText(event.stage);
      const location = locationOf(event);
      const description = asText(event.description) ?? subtag ?? '';
      const mapped = tagOf(asText(event.sub_status), asText(event.stage));
      return {
        dedupeKey: eventKey('17track', [number, carrier, stamp, description, location]),
        time: parseTimestamp(asText(event.time_utc)) ?? parseTimestamp(asText(event.time_iso)),
        tag: mapped?.tag ?? fallbackStatus(description),
        unmapped: !mapped?.known,
        subtag,
        message: description,
        location,
        countryIso: iso2(asRecord(event.address).country),
      };
    });
  });
  const status = tagOf(asText(latest.sub_status), asText(latest.status))?.tag;
  // The overall status is as new as the latest event 17TRACK names; a retried push of an old
  // answer then cannot move the shipment back (decision 0015).
  const latestEvent = asRecord(info.latest_event);
  const asOf = parseTimestamp(asText(latestEvent.time_utc)) ?? parseTimestamp(asText(latestEvent.time_iso));
  return {
    events: tidy(events),
    ...(status ? { status } : {}),
    ...(asOf ? { asOf } : {}),
    expectedDelivery: parseTimestamp(asText(metrics.to)) ?? parseTimestamp(asText(metrics.from)),
    originCountry: iso2(asRecord(shipping.shipper_address).country),
    destinationCountry: iso2(asRecord(shipping.recipient_address).country),
    shipmentType: asText(asRecord(info.misc_info).service_type) ?? asText(providers[0]?.service_type),
  };
}

export interface SeventeenTrackOptions {
  /** The operator's 17TRACK API key (sent as `17token`). */
  apiKey: string;
  baseUrl?: string;
  fetch?: FetchLike;
  /** 17TRACK carrier code for a shipment; omitted means auto-detection. */
  carrierFor?: (shipment: TrackedShipment) => number | null | undefined;
}

type Envelope = { accepted: Record<string, unknown>[]; rejected: Record<string, unknown>[] };

export function createSeventeenTrackProvider(options: SeventeenTrackOptions): TrackingProvider {
  const base = (options.baseUrl ?? SEVENTEEN_TRACK_BASE_URL).replace(/\/+$/, '');
  const fetchImpl = options.fetch ?? globalThis.fetch;

  function itemFor(shipment: TrackedShipment): Record<string, unknown> {
    const carrier = options.carrierFor?.(shipment);
    return carrier ? { number: shipment.trackingNumber, carrier } : { number: shipment.trackingNumber };
  }

  async function call(path: string, shipment: TrackedShipment, extra: Record<string, unknown> = {}): Promise<Envelope> {
    const response = await send('17TRACK', fetchImpl, `${base}${path}`, {
      method: 'POST',
      headers: { '17token': options.apiKey, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify([{ ...itemFor(shipment), ...extra }]),
    });
    const text = await response.text();
    if (!response.ok) throw httpFailure('17TRACK', response, text, 1);
    let body: Record<string, unknown>;
    try {
      body = asRecord(JSON.parse(text));
    } catch {
      throw new ProviderError('17TRACK answered something that is not JSON');
    }
    const data = asRecord(body.data);
    const failure = asRecord(asArray(data.errors)[0]);
    const code = Number(failure.code ?? body.code ?? 0);
    if (code !== 0) throw seventeenTrackError(code, asText(failure.message));
    return { accepted: asArray(data.accepted).map(asRecord), rejected: asArray(data.rejected).map(asRecord) };
  }

  const codeOf = (rejected: Record<string, unknown> | undefined) => Number(asRecord(rejected?.error).code ?? 0);

  async function register(shipment: TrackedShipment): Promise<void> {
    // The tag comes back in every push, so a push finds its shipment without a search by number.
    const { accepted, rejected } = await call('/register', shipment, { tag: shipment.id });
    if (accepted.length || codeOf(rejected[0]) === ALREADY_REGISTERED) return;
    if (rejected[0]) throw seventeenTrackError(codeOf(rejected[0]), asText(asRecord(rejected[0].error).message));
    throw new ProviderError('17TRACK accepted nothing and rejected nothing');
  }

  return {
    name: '17track',
    register: (shipment) => register(shipment),
    async fetch(shipment) {
      const { accepted, rejected } = await call('/gettrackinfo', shipment);
      const match = accepted.find((entry) => asText(entry.number) === shipment.trackingNumber) ?? accepted[0];
      if (!match) {
        const code = codeOf(rejected[0]);
        // Not followed yet: register it now; its information arrives later (push or next pull).
        if (code === NOT_REGISTERED) await register(shipment);
        throw seventeenTrackError(code, asText(asRecord(rejected[0]?.error).message));
      }
      const result = mapTrackInfo(shipment.trackingNumber, match.track_info);
      const sub = asText(asRecord(asRecord(match.track_info).latest_status).sub_status);
      if (sub === 'NotFound_InvalidCode' && result.events.length === 0) {
        throw new ProviderError('17TRACK: the tracking number is invalid', null, true);
      }
      return result;
    },
  };
}

export interface SeventeenTrackPush {
  event: string | null;
  number: string;
  carrier: number | null;
  /** The tag the number was registered with (we register with our shipment id). */
  tag: string | null;
  result: ProviderResult;
}

/** Verifies the `sign` header (sha256 hex of raw body + "/" + key, constant-time) and maps the push. */
export function parseSeventeenTrackPush(rawBody: string | Buffer, signHeader: string | null | undefined, apiKey: string): SeventeenTrackPush {
  const body = typeof rawBody === 'string' ? Buffer.from(rawBody, 'utf8') : rawBody;
  const expected = createHash('sha256').update(Buffer.concat([body, Buffer.from(`/${apiKey}`, 'utf8')])).digest();
  const given = /^[0-9a-f]{64}$/i.test(signHeader?.trim() ?? '') ? Buffer.from(signHeader!.trim(), 'hex') : Buffer.alloc(0);
  if (!apiKey || !safeEqual(expected, given)) throw new Error('17TRACK push refused: bad signature');
  let payload: Record<string, unknown>;
  try {
    payload = asRecord(JSON.parse(body.toString('utf8')));
  } catch {
    throw new Error('17TRACK push refused: body is not JSON');
  }
  const data = asRecord(payload.data);
  const number = asText(data.number);
  if (!number) throw new Error('17TRACK push refused: no tracking number');
  const carrier = Number(data.carrier);
  return {
    event: asText(payload.event),
    number,
    carrier: Number.isFinite(carrier) && data.carrier !== null && data.carrier !== undefined ? carrier : null,
    tag: asText(data.tag),
    result: data.track_info ? mapTrackInfo(number, data.track_info) : { events: [] },
  };
}
