import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type RecordedRequest, type Reply, type TestServer } from './http-test-server.js';
import {
  createSeventeenTrackProvider, mapTrackInfo, parseSeventeenTrackPush, SEVENTEEN_TRACK_STATUSES, SEVENTEEN_TRACK_SUB_STATUSES,
} from './seventeen-track.js';
import { ProviderError, type TrackedShipment } from './types.js';

const KEY = 'C4A1B2D3E4F5A6B7C8D9E0F1A2B3C4D5';
const shipment: TrackedShipment = {
  id: 's1', tenantId: 't1', slug: 'china-post', trackingNumber: 'RR123456789CN', postalCode: null,
  trackingShipDate: null, originCountry: 'CN', createdAt: new Date('2024-03-01T00:00:00Z'),
};

const address = (country: string, state: string | null, city: string | null) => ({
  country, state, city, street: null, postal_code: null, coordinates: { longitude: null, latitude: null },
});
const event = (time_iso: string, time_utc: string, description: string, location: string, stage: string | null, sub_status: string, addr: ReturnType<typeof address>) => ({
  time_iso, time_utc, time_raw: { date: time_iso.slice(0, 10), time: time_iso.slice(11, 19), timezone: time_iso.slice(19) },
  description, description_translation: null, location, stage, sub_status, address: addr,
});

/** A gettrackinfo answer as the v2.2 documentation shows it (events newest first). */
const trackInfo = {
  shipping_info: { shipper_address: address('CN', 'GD', 'Shenzhen'), recipient_address: address('US', 'NY', 'Brooklyn') },
  latest_status: { status: 'Delivered', sub_status: 'Delivered_Other', sub_status_descr: null },
  latest_event: null,
  time_metrics: {
    days_after_order: 10, days_of_transit: 9, days_of_transit_done: 9, days_after_last_update: 0,
    estimated_delivery_date: { source: '17TRACK', from: '2024-03-08T00:00:00Z', to: '2024-03-11T00:00:00Z' },
  },
  milestone: [],
  misc_info: { risk_factor: 0, service_type: 'Registered Mail', weight_raw: '0.20kg', weight_kg: '0.20', pieces: '1', dimensions: null, customer_number: null, reference_number: null, local_number: '', local_provider: '', local_key: 0 },
  tracking: {
    providers_hash: -595601716,
    providers: [{
      provider: { key: 3011, name: 'China Post', alias: 'China Post', tel: null, homepage: 'http://www.ems.com.cn/', country: 'CN' },
      service_type: 'Registered Mail', latest_sync_status: 'Success', latest_sync_time: '2024-03-10T16:06:06Z', events_hash: -925320483,
      events: [
        event('2024-03-10T11:04:00-04:00', '2024-03-10T15:04:00Z', 'Delivered, In/At Mailbox', 'BROOKLYN, NY 11215', 'Delivered', 'Delivered_Other', address('US', 'NY', 'BROOKLYN')),
        event('2024-03-09T17:10:00-05:00', '2024-03-09T22:10:00Z', 'Notice Left (No Authorized Recipient Available)', 'BROOKLYN, NY 11215', null, 'DeliveryFailure_NoBody', address('US', 'NY', 'BROOKLYN')),
        event('2024-03-09T08:02:00-05:00', '2024-03-09T13:02:00Z', 'Out for Delivery', 'BROOKLYN, NY 11215', 'OutForDelivery', 'OutForDelivery_Other', address('US', 'NY', 'BROOKLYN')),
        event('2024-03-07T09:30:00-05:00', '2024-03-07T14:30:00Z', 'Arrived at destination country', 'NEW YORK, NY', 'Arrival', 'InTransit_Arrival', address('US', 'NY', 'NEW YORK')),
        event('2024-03-05T23:15:00+08:00', '2024-03-05T15:15:00Z', 'Departed from the port of origin', 'SHENZHEN', 'Departure', 'InTransit_Departure', address('CN', 'GD', 'SHENZHEN')),
        event('2024-03-02T10:00:00+08:00', '2024-03-02T02:00:00Z', 'Posting/Collection', 'SHENZHEN', 'PickedUp', 'InTransit_PickedUp', address('CN', 'GD', 'SHENZHEN')),
        event('2024-03-01T09:00:00+08:00', '2024-03-01T01:00:00Z', 'Electronic information received', 'CN', 'InfoReceived', 'InfoReceived', address('CN', null, null)),
      ],
    }],
  },
};

let server: TestServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const json = (status: number, body: unknown, headers: Record<string, string> = {}): Reply => ({ status, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

/** Asserts the documented request: POST, JSON body of [{number, carrier?}], `17token` header. */
function documented(request: RecordedRequest, path: string): Array<{ number: string; carrier?: number }> {
  if (request.method !== 'POST' || request.url !== path) throw new Error(`${request.method} ${request.url}`);
  if (request.headers['17token'] !== KEY) throw new Error('17token header');
  if (!String(request.headers['content-type']).startsWith('application/json')) throw new Error('content-type');
  return JSON.parse(request.body) as Array<{ number: string; carrier?: number }>;
}

describe('17TRACK pull (v2.2)', () => {
  it('reads gettrackinfo and maps statuses, events, dates and countries', async () => {
    server = await startTestServer((request) => {
      const items = documented(request, '/track/v2.2/gettrackinfo');
      expect(items).toEqual([{ number: 'RR123456789CN', carrier: 3011 }]);
      return json(200, { code: 0, data: { accepted: [{ number: 'RR123456789CN', carrier: 3011, param: null, tag: '', track_info: trackInfo }], rejected: [] } });
    });
    const provider = createSeventeenTrackProvider({ apiKey: KEY, baseUrl: `${server.baseUrl}/track/v2.2`, carrierFor: () => 3011 });
    const result = await provider.fetch(shipment, null);

    expect(server.requests).toHaveLength(1);
    expect(result.status).toBe('Delivered');
    expect(result.originCountry).toBe('CN');
    expect(result.destinationCountry).toBe('US');
    expect(result.shipmentType).toBe('Registered Mail');
    expect(result.expectedDelivery).toEqual(new Date('2024-03-11T00:00:00Z'));
    expect(result.events.map((e) => [e.tag, e.subtag])).toEqual([
      ['InfoReceived', 'InfoReceived'],
      ['InTransit', 'InTransit_PickedUp'],
      ['InTransit', 'InTransit_Departure'],
      ['InTransit', 'InTransit_Arrival'],
      ['OutForDelivery', 'OutForDelivery_Other'],
      ['FailedAttempt', 'DeliveryFailure_NoBody'],
      ['Delivered', 'Delivered_Other'],
    ]);
    const failed = result.events[5]!;
    expect(failed).toMatchObject({ time: new Date('2024-03-09T22:10:00Z'), message: 'Notice Left (No Authorized Recipient Available)', location: 'BROOKLYN, NY 11215', countryIso: 'US' });

    const again = await provider.fetch(shipment, null);
    expect(again.events.map((e) => e.dedupeKey)).toEqual(result.events.map((e) => e.dedupeKey));
    expect(new Set(result.events.map((e) => e.dedupeKey)).size).toBe(7);
  });

  it('registers with POST /register and treats "already registered" as done', async () => {
    let answer = 0;
    server = await startTestServer((request) => {
      expect(documented(request, '/register')).toEqual([{ number: 'RR123456789CN', tag: shipment.id }]);
      answer += 1;
      return answer === 1
        ? json(200, { code: 0, data: { accepted: [{ origin: 1, number: 'RR123456789CN', carrier: 3011 }], rejected: [] } })
        : json(200, { code: 0, data: { accepted: [], rejected: [{ number: 'RR123456789CN', error: { code: -18019901, message: 'The tracking number has been registered.' } }] } });
    });
    const provider = createSeventeenTrackProvider({ apiKey: KEY, baseUrl: server.baseUrl });
    await expect(provider.register!(shipment, null)).resolves.toBeUndefined();
    await expect(provider.register!(shipment, null)).resolves.toBeUndefined();
  });

  it('registers a number 17TRACK does not follow yet and asks to come back later', async () => {
    server = await startTestServer((request) => {
      if (request.url === '/gettrackinfo') {
        documented(request, '/gettrackinfo');
        return json(200, { code: 0, data: { accepted: [], rejected: [{ number: 'RR123456789CN', error: { code: -18019902, message: 'The tracking number is not registered.' } }] } });
      }
      documented(request, '/register');
      return json(200, { code: 0, data: { accepted: [{ number: 'RR123456789CN', carrier: 3011 }], rejected: [] } });
    });
    const provider = createSeventeenTrackProvider({ apiKey: KEY, baseUrl: server.baseUrl });
    const error = await provider.fetch(shipment, null).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ permanent: false, retryAfterSeconds: 600 });
    expect(server.requests.map((r) => r.url)).toEqual(['/gettrackinfo', '/register']);
  });

  it('maps refusals: 401 and a bad key are permanent, 429 carries Retry-After, quota waits a day', async () => {
    const replies: Reply[] = [
      json(401, { code: 401, data: { errors: [{ code: -18010002, message: 'Access key is invalid.' }] } }),
      json(200, { code: -18010002, data: { errors: [{ code: -18010002, message: 'Access key is invalid.' }] } }),
      json(429, { code: 429, data: { errors: [] } }, { 'retry-after': '7' }),
      json(200, { code: 0, data: { accepted: [], rejected: [{ number: 'RR123456789CN', error: { code: -18019908, message: 'Insufficient quota.' } }] } }),
      json(200, { code: 0, data: { accepted: [], rejected: [{ number: 'RR123456789CN', error: { code: -18019903, message: 'Carrier cannot be detected.' } }] } }),
    ];
    server = await startTestServer(() => replies.shift()!);
    const provider = createSeventeenTrackProvider({ apiKey: KEY, baseUrl: server.baseUrl });
    const fail = () => provider.fetch(shipment, null).catch((e: unknown) => e as ProviderError);
    expect(await fail()).toMatchObject({ permanent: true });
    expect(await fail()).toMatchObject({ permanent: true, message: expect.stringContaining('-18010002') });
    expect(await fail()).toMatchObject({ permanent: false, retryAfterSeconds: 7 });
    expect(await fail()).toMatchObject({ permanent: false, retryAfterSeconds: 86_400 });
    expect(await fail()).toMatchObject({ permanent: true });
  });
});

describe('17TRACK push (WebHook)', () => {
  const sign = (body: string) => createHash('sha256').update(`${body}/${KEY}`).digest('hex');
  const push = (status: string, subStatus: string) =>
    JSON.stringify({ event: 'TRACKING_UPDATED', data: { number: 'RR123456789CN', carrier: 3011, param: null, tag: null, track_info: { ...trackInfo, latest_status: { status, sub_status: subStatus, sub_status_descr: null } } } });

  it('accepts the documented sign and refuses anything else', () => {
    const body = push('Delivered', 'Delivered_Other');
    const parsed = parseSeventeenTrackPush(body, sign(body), KEY);
    expect(parsed).toMatchObject({ event: 'TRACKING_UPDATED', number: 'RR123456789CN', carrier: 3011 });
    expect(parsed.result.status).toBe('Delivered');
    expect(parsed.result.events).toHaveLength(7);
    expect(parseSeventeenTrackPush(Buffer.from(body), sign(body).toUpperCase(), KEY).number).toBe('RR123456789CN');

    expect(() => parseSeventeenTrackPush(body, sign(`${body} `), KEY)).toThrow(/signature/);
    expect(() => parseSeventeenTrackPush(body, sign(body), 'another-key')).toThrow(/signature/);
    expect(() => parseSeventeenTrackPush(body, undefined, KEY)).toThrow(/signature/);
    expect(() => parseSeventeenTrackPush(body, 'not-hex', KEY)).toThrow(/signature/);
  });

  it('reads TRACKING_STOPPED, which has no track_info', () => {
    const body = JSON.stringify({ event: 'TRACKING_STOPPED', data: { number: 'RR123456789CN', carrier: 3011, param: null, tag: null } });
    expect(parseSeventeenTrackPush(body, sign(body), KEY)).toEqual({ event: 'TRACKING_STOPPED', number: 'RR123456789CN', carrier: 3011, tag: null, result: { events: [] } });
  });

  /** 17TRACK v2.2's sub-statuses (track_info.latest_status.sub_status), with the reason for each judged one. */
  const DOCUMENTED_SUBS: [string, string, string?][] = [
    ['NotFound_Other', 'Pending'],
    ['NotFound_InvalidCode', 'Pending', 'the number may still be registered later; the engine stops when the courier refuses it'],
    ['InfoReceived', 'InfoReceived'],
    ['InTransit_PickedUp', 'InTransit'],
    ['InTransit_Other', 'InTransit'],
    ['InTransit_Departure', 'InTransit'],
    ['InTransit_Arrival', 'InTransit'],
    ['InTransit_CustomsProcessing', 'InTransit'],
    ['InTransit_CustomsReleased', 'InTransit'],
    ['InTransit_CustomsRequiringInformation', 'Exception', 'customs waits for papers from the recipient or the shipper: someone must act'],
    ['Expired_Other', 'Expired'],
    ['AvailableForPickup_Other', 'OutForDelivery', 'ready to collect is our OutForDelivery: the last step before delivery'],
    ['OutForDelivery_Other', 'OutForDelivery'],
    ['DeliveryFailure_Other', 'FailedAttempt'],
    ['DeliveryFailure_NoBody', 'FailedAttempt'],
    ['DeliveryFailure_Security', 'FailedAttempt'],
    ['DeliveryFailure_Rejected', 'FailedAttempt', 'a refusal at the door is an attempt; a refusal that ends the delivery comes as Exception_Rejected'],
    ['DeliveryFailure_InvalidAddress', 'FailedAttempt'],
    ['Delivered_Other', 'Delivered'],
    ['Exception_Other', 'Exception'],
    ['Exception_Returning', 'Exception', 'on its way back to the shipper: the customer will not get it'],
    ['Exception_Returned', 'Exception', 'back with the shipper: final for the customer, kept as Exception so the merchant sees it'],
    ['Exception_NoBody', 'Exception'],
    ['Exception_Security', 'Exception'],
    ['Exception_Damage', 'Exception'],
    ['Exception_Rejected', 'Exception'],
    ['Exception_Delayed', 'Exception'],
    ['Exception_Lost', 'Exception'],
    ['Exception_Destroyed', 'Exception'],
    ['Exception_Cancel', 'Exception'],
  ];
  it.each(DOCUMENTED_SUBS)('maps sub-status %s to %s', (subStatus, tag) => {
    const main = subStatus.split('_')[0]!;
    const body = push(main, subStatus);
    const parsed = parseSeventeenTrackPush(body, sign(body), KEY).result;
    expect(parsed.status).toBe(tag);
    expect(SEVENTEEN_TRACK_SUB_STATUSES[subStatus]).toBe(tag);
  });

  /** The main statuses (track_info.latest_status.status). */
  const DOCUMENTED_MAIN: [string, string][] = [
    ['NotFound', 'Pending'], ['InfoReceived', 'InfoReceived'], ['InTransit', 'InTransit'], ['Expired', 'Expired'],
    ['AvailableForPickup', 'OutForDelivery'], ['OutForDelivery', 'OutForDelivery'], ['DeliveryFailure', 'FailedAttempt'],
    ['Delivered', 'Delivered'], ['Exception', 'Exception'],
  ];
  it.each(DOCUMENTED_MAIN)('maps main status %s to %s when no sub-status is given', (status, tag) => {
    const body = push(status, '');
    expect(parseSeventeenTrackPush(body, sign(body), KEY).result.status).toBe(tag);
  });

  it('knows exactly the documented statuses and sub-statuses', () => {
    expect(Object.keys(SEVENTEEN_TRACK_STATUSES).sort()).toEqual(DOCUMENTED_MAIN.map(([status]) => status).sort());
    expect(Object.keys(SEVENTEEN_TRACK_SUB_STATUSES).sort()).toEqual(DOCUMENTED_SUBS.map(([sub]) => sub).sort());
  });
});

describe('17TRACK words the tables do not know, and how new an answer is', () => {
  const one = (sub_status: string, stage: string | null = null) => ({
    ...trackInfo,
    latest_event: { time_iso: '2024-03-10T11:04:00-04:00', time_utc: '2024-03-10T15:04:00Z', description: 'Delivered, In/At Mailbox' },
    tracking: { providers: [{ provider: { key: 3011 }, events: [event('2024-03-09T08:00:00-04:00', '2024-03-09T12:00:00Z', 'A new kind of scan', 'X', stage, sub_status, address('US', 'NY', null))] }] },
  });

  it('falls back from an unknown sub-status to its main status, then to In Transit, flagging the scan unmapped', () => {
    const [later] = mapTrackInfo('RR1', one('Exception_Teleported')).events;
    expect(later).toMatchObject({ tag: 'Exception', subtag: 'Exception_Teleported', unmapped: true });
    const [unknown] = mapTrackInfo('RR1', one('Wandering_Around')).events;
    expect(unknown).toMatchObject({ tag: 'InTransit', unmapped: true });
    const [known] = mapTrackInfo('RR1', one('InTransit_Arrival')).events;
    expect(known).toMatchObject({ tag: 'InTransit', unmapped: false });
  });

  it('dates the overall status by the latest event 17TRACK names', () => {
    expect(mapTrackInfo('RR1', one('InTransit_Arrival')).asOf).toEqual(new Date('2024-03-10T15:04:00Z'));
    expect(mapTrackInfo('RR1', trackInfo).asOf).toBeUndefined();
  });
});
