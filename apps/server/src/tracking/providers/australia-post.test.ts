import { afterEach, describe, expect, it } from 'vitest';
import { AUSTRALIA_POST_STATUSES, countryOfLocation, createAustraliaPostProvider, mapTrackingResult } from './australia-post.js';
import { startTestServer, type RecordedRequest, type Reply, type TestServer } from './http-test-server.js';
import { ProviderError, type ProviderCredentials, type TrackedShipment } from './types.js';

/** Part 2 §3: key1 = secret key (password), key2 = API key, key3 = account number. */
const credentials: ProviderCredentials = { key1: 'pa55w0rd-secret', key2: 'a1b2c3d4-api-key', key3: '1234567890' };
const shipment: TrackedShipment = {
  id: 's1', tenantId: 't1', slug: 'australia-post', trackingNumber: '7XX1000634011427', postalCode: '3101',
  trackingShipDate: null, originCountry: 'AU', createdAt: new Date('2021-01-18T00:00:00Z'),
};

/** A Track Items answer shaped like the API reference (events newest first). */
const delivered = {
  tracking_results: [{
    tracking_id: '7XX1000634011427',
    status: 'Delivered',
    trackable_items: [{
      article_id: '7XX1000634011427',
      product_type: 'Parcel Post',
      events: [
        { location: 'KEW VIC', description: 'Delivered - Left in a safe place', date: '2021-01-22T11:04:27+11:00' },
        { location: 'OAKLEIGH SOUTH VIC', description: 'Onboard for delivery', date: '2021-01-22T08:34:14+11:00' },
        { location: 'KEW VIC', description: 'Attempted delivery - Card left', date: '2021-01-21T14:12:05+11:00' },
        { location: 'OAKLEIGH SOUTH VIC', description: 'Onboard for delivery', date: '2021-01-21T08:31:40+11:00' },
        { description: 'In transit to next facility in OAKLEIGH SOUTH VIC', date: '2021-01-20T11:55:37+11:00' },
        { location: 'SUNSHINE WEST VIC', description: 'Item processed at facility', date: '2021-01-20T11:48:23+11:00' },
        { location: 'BEENLEIGH QLD', description: 'Received by Australia Post', date: '2021-01-19T11:06:59+11:00' },
        { description: 'Shipping information approved by Australia Post', date: '2021-01-19T03:04:03+11:00' },
        { description: 'Shipping information received by Australia Post', date: '2021-01-19T00:22:43+11:00' },
      ],
      status: 'Delivered',
    }],
  }],
};

const basic = `Basic ${Buffer.from('a1b2c3d4-api-key:pa55w0rd-secret').toString('base64')}`;

/** Asserts the documented request: GET /shipping/v1/track?tracking_ids=…, Basic auth, account-number. */
function documented(request: RecordedRequest): void {
  const url = new URL(request.url, 'http://local');
  if (request.method !== 'GET' || url.pathname !== '/shipping/v1/track') throw new Error(`${request.method} ${url.pathname}`);
  if (url.searchParams.get('tracking_ids') !== '7XX1000634011427' || [...url.searchParams.keys()].length !== 1) throw new Error(url.search);
  if (request.headers.authorization !== basic) throw new Error('authorization');
  if (request.headers['account-number'] !== '1234567890') throw new Error('account-number');
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}): Reply => ({ status, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

let server: TestServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

describe('Australia Post pull (Shipping & Tracking v1)', () => {
  it('tracks an article with Basic auth and account-number, and maps its events', async () => {
    server = await startTestServer((request) => {
      documented(request);
      return json(200, delivered);
    });
    const provider = createAustraliaPostProvider({ baseUrl: server.baseUrl });
    const result = await provider.fetch(shipment, credentials);

    expect(server.requests).toHaveLength(1);
    expect(result.status).toBe('Delivered');
    expect(result.shipmentType).toBe('Parcel Post');
    expect(result.events.map((e) => e.tag)).toEqual([
      'InfoReceived', 'InfoReceived', 'InTransit', 'InTransit', 'InTransit', 'OutForDelivery', 'FailedAttempt', 'OutForDelivery', 'Delivered',
    ]);
    expect(result.events[6]).toMatchObject({
      time: new Date('2021-01-21T03:12:05Z'), message: 'Attempted delivery - Card left', location: 'KEW VIC', countryIso: 'AU', subtag: null,
    });
    expect(result.events[4]).toMatchObject({ location: null, countryIso: null });
    const again = await provider.fetch(shipment, credentials);
    expect(again.events.map((e) => e.dedupeKey)).toEqual(result.events.map((e) => e.dedupeKey));
    expect(new Set(result.events.map((e) => e.dedupeKey)).size).toBe(9);
  });

  it('reads consignments that list their articles in items[]', () => {
    const result = mapTrackingResult({
      tracking_id: 'ET123456789AU',
      trackable_items: [{
        consignment_id: 'ET123456789AU',
        number_of_items: 1,
        items: [{
          article_id: 'ET123456789AU',
          product_type: 'International Express',
          events: [
            { description: 'Processed by air carrier', date: '2021-01-29T11:31:00+11:00' },
            { location: 'BRISBANE QLD', description: 'Cleared and awaiting international departure', date: '2021-01-28T01:59:11+11:00' },
            { location: 'BRISBANE QLD', description: 'Possible delay - held by customs', date: '2021-01-28T00:10:00+11:00' },
            { location: 'CHICAGO (US)', description: 'Arrived at facility', date: '2021-01-27T23:51:48+11:00' },
          ],
          status: 'Unknown',
        }],
      }],
    });
    expect(result.status).toBeUndefined();
    expect(result.shipmentType).toBe('International Express');
    expect(result.events.map((e) => [e.tag, e.countryIso])).toEqual([
      ['InTransit', 'US'], ['Exception', 'AU'], ['InTransit', 'AU'], ['InTransit', null],
    ]);
  });

  it('maps errors: unknown id and 401 are permanent, 429 waits, missing keys are permanent', async () => {
    const replies: Reply[] = [
      json(200, { tracking_results: [{ tracking_id: '7XX1000634011427', errors: [{ code: 'ESB-10001', name: 'Invalid tracking ID' }] }] }),
      json(401, { errors: [{ code: '401', name: 'UNAUTHORIZED', message: 'Unauthorized' }] }),
      json(429, { errors: [{ code: 'API_002', name: 'Too many requests', message: 'Too many requests' }] }, { 'retry-after': '42' }),
      json(200, { tracking_results: [{ tracking_id: '7XX1000634011427', errors: [{ code: 'ESB-20010', name: 'System Error' }] }] }),
    ];
    server = await startTestServer((request) => {
      documented(request);
      return replies.shift()!;
    });
    const provider = createAustraliaPostProvider({ baseUrl: server.baseUrl });
    const fail = (keys = credentials) => provider.fetch(shipment, keys).catch((e: unknown) => e as ProviderError);
    expect(await fail()).toMatchObject({ permanent: true, message: expect.stringContaining('ESB-10001') });
    expect(await fail()).toMatchObject({ permanent: true });
    expect(await fail()).toMatchObject({ permanent: false, retryAfterSeconds: 42 });
    expect(await fail()).toMatchObject({ permanent: false, retryAfterSeconds: null });
    const missing = await fail({ ...credentials, key3: null });
    expect(missing).toBeInstanceOf(ProviderError);
    expect(missing).toMatchObject({ permanent: true });
    expect(server.requests).toHaveLength(4);
  });

  /**
   * Overall statuses: Australia Post shipments and articles, then StarTrack consignments and
   * freight items; null means the status says nothing on its own and the events decide.
   */
  const DOCUMENTED: [word: string, tag: string | null, why?: string][] = [
    ['Created', 'InfoReceived'],
    ['Sealed', 'InfoReceived', 'the order is closed and lodged electronically; nothing scanned yet'],
    ['Initiated', 'InfoReceived'],
    ['In transit', 'InTransit'],
    ['Delivered', 'Delivered'],
    ['Awaiting collection', 'OutForDelivery', 'waiting at a Post Office or locker: ready to collect is our OutForDelivery'],
    ['Possible delay', 'Exception'],
    ['Unsuccessful pickup', 'Exception', 'the parcel is still with the sender; FailedAttempt is kept for failed deliveries'],
    ['Article damaged', 'Exception'],
    ['Cancelled', 'Exception'],
    ['Held by courier', 'Exception'],
    ['Cannot be delivered', 'Exception', 'no further attempt: it goes back or waits for instructions'],
    ['Track items for detailed delivery information', null, 'the items of a consignment differ: their events decide'],
    ['Unknown', null],
    ['At Delivery Depot', 'InTransit'],
    ['Booked In', 'InTransit', 'StarTrack booked a delivery slot with the receiver; the freight is still at the depot'],
    ['Confirmed', 'InfoReceived'],
    ['Deleted', 'Exception', 'the consignment was withdrawn: nothing will arrive'],
    ['Delivered in Full', 'Delivered'],
    ['Item Delivered', 'Delivered'],
    ['Final Shortage', 'Exception'],
    ['Incomplete', 'InfoReceived', 'a consignment still being built by the sender'],
    ['On Board for Delivery', 'OutForDelivery'],
    ['Partial Delivery', 'InTransit', 'part of the freight arrived; the rest is still on its way'],
    ['Partial Pickup', 'InTransit'],
    ['Picked Up', 'InTransit'],
    ['Re-consigned', 'Exception', 'sent on under a new consignment: this one will not be delivered'],
    ['To be Re-Delivered', 'FailedAttempt'],
    ['Ready for Pickup', 'InfoReceived', 'StarTrack: ready for StarTrack to pick up from the sender, not for the receiver to collect'],
    ['Unconfirmed', 'InfoReceived'],
    ['Unsuccessful Delivery', 'FailedAttempt'],
  ];
  it.each(DOCUMENTED)('maps status %s to %s', (word, tag) => {
    const result = mapTrackingResult({ tracking_id: 'X1', status: word, trackable_items: [] });
    expect(result.status ?? null).toBe(tag);
    expect(mapTrackingResult({ tracking_id: 'X1', status: word.toUpperCase(), trackable_items: [] }).status ?? null).toBe(tag);
  });

  it('knows exactly the documented statuses', () => {
    expect(Object.keys(AUSTRALIA_POST_STATUSES).sort()).toEqual(DOCUMENTED.map(([word]) => word).sort());
  });

  it('reads countries from locations', () => {
    expect(countryOfLocation('OAKLEIGH SOUTH VIC')).toBe('AU');
    expect(countryOfLocation('SYDNEY NSW 2000')).toBe('AU');
    expect(countryOfLocation('CHICAGO (US)')).toBe('US');
    expect(countryOfLocation('NZ')).toBe('NZ');
    expect(countryOfLocation('Transit Scan')).toBeNull();
  });
});

describe('Australia Post credentials check', () => {
  it('asks about a number nobody issued: an unknown id means ok, 401 is rejected, 5xx is unreachable', async () => {
    const replies: Reply[] = [
      json(200, { tracking_results: [{ tracking_id: '00000000000', errors: [{ code: 'ESB-10001', name: 'Invalid tracking ID' }] }] }),
      json(401, { errors: [{ code: '401', name: 'UNAUTHORIZED', message: 'Unauthorized' }] }),
      { status: 503, body: 'Service Unavailable' },
    ];
    server = await startTestServer((request) => {
      const url = new URL(request.url, 'http://local');
      expect(url.searchParams.get('tracking_ids')).toBe('00000000000');
      expect(request.headers.authorization).toBe(basic);
      return replies.shift()!;
    });
    const provider = createAustraliaPostProvider({ baseUrl: server.baseUrl });
    expect(await provider.checkCredentials!(credentials)).toEqual({ status: 'ok' });
    expect(await provider.checkCredentials!(credentials)).toEqual({ status: 'rejected', reason: 'Australia Post refused the credentials (HTTP 401): Unauthorized' });
    expect(await provider.checkCredentials!(credentials)).toMatchObject({ status: 'unreachable', reason: expect.stringContaining('HTTP 503') });
    expect(await provider.checkCredentials!({ ...credentials, key3: '' })).toMatchObject({ status: 'rejected', reason: expect.stringContaining('key3') });
    expect(server.requests).toHaveLength(3);
  });
});

describe('Australia Post event wording', () => {
  const mapped = (description: string) =>
    mapTrackingResult({ tracking_id: 'X1', trackable_items: [{ article_id: 'X1', events: [{ description, date: '2024-03-04T09:00:00+11:00', location: 'KEW VIC' }] }] }).events[0]!;

  it.each([
    ['Shipment information received by Australia Post', 'InfoReceived'],
    ['Shipping information approved by Australia Post', 'InfoReceived'],
    ['With Australia Post for delivery today', 'OutForDelivery'],
    ['With courier for delivery today', 'OutForDelivery'],
    ['Onboard with driver', 'OutForDelivery'],
    ['Awaiting collection', 'OutForDelivery'],
    ['Attempted delivery - card left', 'FailedAttempt'],
    ['Delivered - Left in a safe place', 'Delivered'],
    ['Returned to sender', 'Exception'],
    ['Processed through facility', 'InTransit'],
  ])('reads "%s" as %s', (description, tag) => {
    expect(mapped(description).tag).toBe(tag);
  });

  it('flags address and delivery-preference notes as informational', () => {
    expect(mapped('Address updated').informational).toBe(true);
    expect(mapped('Processed through facility').informational).toBe(false);
  });
});
