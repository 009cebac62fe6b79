import { afterEach, describe, expect, it } from 'vitest';
import { CDL_STATUSES, cdlTag, createCdlProvider, mapCdlOrder } from './cdl-last-mile.js';
import { jsonReply as json, lateReply, startTestServer, type RecordedRequest, type Reply, type TestServer } from './http-test-server.js';
import { CredentialsRejected, ProviderError, type ProviderCredentials, type TrackedShipment } from './types.js';

/** Part 2 §3: key2 = user name, key3 = password. */
const credentials: ProviderCredentials = { key1: null, key2: 'shop-api', key3: 'S3cret!pass' };
const shipment: TrackedShipment = {
  id: 's1', tenantId: 't1', slug: 'cdl', trackingNumber: 'CDL10048213', postalCode: '10001',
  trackingShipDate: null, originCountry: 'US', createdAt: new Date('2024-03-01T00:00:00Z'),
};

/** A tracking answer in CDL's shape, with a failed attempt before the delivery (Eastern time, no offset). */
const delivered = {
  isSuccess: true,
  message: null,
  result: [{
    orderTrackingId: 'CDL10048213',
    status: 'Delivered',
    detels: [
      { status: 'Ready for Shipment', statusDate: '2024-03-04T08:02:11', location: 'Edison, NJ', notes: null },
      { status: 'Picked Up', statusDate: '2024-03-04T15:40:00', location: 'Edison, NJ', notes: null },
      { status: 'Arrived at Facility', statusDate: '2024-03-04T22:05:43', location: 'Bronx, NY', notes: 'Sorted to route 12' },
      { status: 'Out for Delivery', statusDate: '2024-03-05T07:31:00', location: 'Bronx, NY', notes: null },
      { status: 'Delivery Attempted', statusDate: '2024-03-05T13:12:09', location: 'New York, NY', notes: 'No access to building' },
      { status: 'Out for Delivery', statusDate: '2024-03-06T07:29:30', location: 'Bronx, NY', notes: null },
      { status: 'Delivered', statusDate: '2024-03-06T11:47:52', location: 'New York, NY', notes: 'Left with doorman' },
    ],
  }],
};

/** Asserts the sign-in: an OAuth password grant, form-encoded, at the identity server. */
function signIn(request: RecordedRequest): boolean {
  if (request.url !== '/authentication/connect/token') return false;
  expect(request.method).toBe('POST');
  expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
  expect(Object.fromEntries(new URLSearchParams(request.body))).toEqual({ grant_type: 'password', username: 'shop-api', password: 'S3cret!pass', scope: 'api.full' });
  return true;
}

/** Asserts the tracking call: GET /trackingpage/api/Tracking?orderTrackingId=… with the bearer token. */
function tracking(request: RecordedRequest): void {
  const url = new URL(request.url, 'http://local');
  if (request.method !== 'GET' || url.pathname !== '/trackingpage/api/Tracking') throw new Error(`${request.method} ${url.pathname}`);
  expect(Object.fromEntries(url.searchParams)).toEqual({ orderTrackingId: 'CDL10048213' });
  expect(request.headers.authorization).toBe('Bearer cdl-token');
}

const token = json(200, { access_token: 'cdl-token', expires_in: 3600, token_type: 'Bearer', scope: 'api.full' });
const courier = (answer: () => Reply | Promise<Reply>) => (request: RecordedRequest) => (signIn(request) ? token : (tracking(request), answer()));

let server: TestServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

describe('CDL Last Mile pull', () => {
  it('signs in with user name and password, tracks with the bearer token and maps every scan', async () => {
    server = await startTestServer(courier(() => json(200, delivered)));
    const provider = createCdlProvider({ baseUrl: server.baseUrl });
    const result = await provider.fetch(shipment, credentials);

    expect(result.status).toBe('Delivered');
    expect(result.events.map((e) => [e.tag, e.subtag])).toEqual([
      ['InfoReceived', 'Ready for Shipment'],
      ['InTransit', 'Picked Up'],
      ['InTransit', 'Arrived at Facility'],
      ['OutForDelivery', 'Out for Delivery'],
      ['FailedAttempt', 'Delivery Attempted'],
      ['OutForDelivery', 'Out for Delivery'],
      ['Delivered', 'Delivered'],
    ]);
    expect(result.events[4]).toMatchObject({
      time: new Date('2024-03-05T18:12:09Z'), message: 'Delivery Attempted - No access to building', location: 'New York, NY', countryIso: 'US', unmapped: false,
    });
    // The same token serves the next call; the same scans give the same keys.
    const again = await provider.fetch(shipment, credentials);
    expect(again.events.map((e) => e.dedupeKey)).toEqual(result.events.map((e) => e.dedupeKey));
    expect(new Set(result.events.map((e) => e.dedupeKey)).size).toBe(7);
    expect(server.requests.map((r) => r.method)).toEqual(['POST', 'GET', 'GET']);
  });

  it('keeps a status word it does not know, under the fallback status, flagged unmapped', () => {
    const result = mapCdlOrder({
      orderTrackingId: 'X1',
      status: 'Held at Depot - Weather',
      detels: [
        { status: 'Picked Up', statusDate: '2024-03-04T15:40:00-05:00', location: 'Edison, NJ' },
        { status: 'Held at Depot - Weather', statusDate: '2024-03-05T09:00:00-05:00', location: 'Edison, NJ' },
      ],
    });
    expect(result.status).toBeUndefined();
    expect(result.events[1]).toMatchObject({ tag: 'Exception', subtag: 'Held at Depot - Weather', unmapped: true, message: 'Held at Depot - Weather' });
  });

  it('maps refusals: bad credentials and unknown numbers are permanent, 5xx and timeouts are retried later', async () => {
    const replies: (Reply | Promise<Reply>)[] = [
      json(200, { isSuccess: false, message: 'No order found', result: [] }),
      json(404, { message: 'Not Found' }),
      { status: 503, body: 'Service Unavailable' },
      lateReply(json(200, delivered), 1_000),
    ];
    server = await startTestServer(courier(() => replies.shift()!));
    const provider = createCdlProvider({ baseUrl: server.baseUrl, limits: { timeoutMs: 200 } });
    const fail = (keys = credentials) => provider.fetch(shipment, keys).catch((e: unknown) => e as ProviderError);
    expect(await fail()).toMatchObject({ permanent: true, message: 'CDL does not know this shipment: No order found' });
    expect(await fail()).toMatchObject({ permanent: true, message: expect.stringContaining('HTTP 404') });
    expect(await fail()).toMatchObject({ permanent: false, message: expect.stringContaining('HTTP 503') });
    expect(await fail()).toMatchObject({ permanent: false, message: 'CDL did not answer within 0.2 s' });
    const missing = await fail({ ...credentials, key3: null });
    expect(missing).toBeInstanceOf(CredentialsRejected);
    expect(missing).toMatchObject({ message: expect.stringContaining('key3') });
  });

  it('reports a refused login with the identity server\'s reason and asks nothing else', async () => {
    server = await startTestServer(() => json(400, { error: 'invalid_grant', error_description: 'invalid_username_or_password' }));
    const provider = createCdlProvider({ baseUrl: server.baseUrl });
    const error = await provider.fetch(shipment, { ...credentials, key3: 'wrong' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CredentialsRejected);
    expect(error).toMatchObject({ permanent: true, message: 'CDL refused the credentials (HTTP 400): invalid_username_or_password' });
    expect(server.requests).toHaveLength(1);
  });

  it('checks credentials by signing in: ok, rejected with the reason, or unreachable', async () => {
    const replies: (Reply | Promise<Reply>)[] = [
      token,
      json(400, { error: 'invalid_grant', error_description: 'invalid_username_or_password' }),
      { status: 500, body: 'Internal Server Error' },
      lateReply(token, 1_000),
    ];
    server = await startTestServer((request) => (expect(request.url).toBe('/authentication/connect/token'), replies.shift()!));
    const provider = createCdlProvider({ baseUrl: server.baseUrl, limits: { timeoutMs: 200 } });
    expect(await provider.checkCredentials!(credentials)).toEqual({ status: 'ok' });
    expect(await provider.checkCredentials!({ ...credentials, key3: 'wrong' })).toEqual({
      status: 'rejected', reason: 'CDL refused the credentials (HTTP 400): invalid_username_or_password',
    });
    expect(await provider.checkCredentials!({ ...credentials, key3: 'third' })).toMatchObject({ status: 'unreachable', reason: expect.stringContaining('HTTP 500') });
    expect(await provider.checkCredentials!({ ...credentials, key3: 'fourth' })).toEqual({ status: 'unreachable', reason: 'CDL did not answer within 0.2 s' });
  });

  /** CDL's status words; the two CDL's integration partners name are marked. */
  const TABLE: [word: string, tag: string, why?: string][] = [
    ['Order Created', 'InfoReceived'],
    ['Manifested', 'InfoReceived'],
    ['Ready for Shipment', 'InfoReceived', 'named by CDL\'s partners: labelled, not yet with CDL'],
    ['Picked Up', 'InTransit'],
    ['Received', 'InTransit', 'received at a CDL facility'],
    ['Arrived at Facility', 'InTransit'],
    ['Sorted', 'InTransit'],
    ['In Transit', 'InTransit'],
    ['Out for Delivery', 'OutForDelivery'],
    ['Delivered', 'Delivered', 'named by CDL\'s partners'],
    ['Attempted', 'FailedAttempt'],
    ['Delivery Attempted', 'FailedAttempt'],
    ['Refused', 'Exception', 'the receiver refused it: it goes back'],
    ['Damaged', 'Exception'],
    ['Missing', 'Exception'],
    ['Returned to Shipper', 'Exception'],
    ['Cancelled', 'Exception'],
  ];
  it.each(TABLE)('maps %s to %s', (word, tag) => {
    expect(cdlTag(word)).toBe(tag);
    expect(cdlTag(word.toUpperCase())).toBe(tag);
  });

  it('knows exactly the words of its table', () => {
    expect(Object.keys(CDL_STATUSES).sort()).toEqual(TABLE.map(([word]) => word.toLowerCase()).sort());
  });
});
