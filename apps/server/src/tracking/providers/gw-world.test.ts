import { afterEach, describe, expect, it } from 'vitest';
import { createGwWorldProvider, GW_WORLD_EVENTS, GW_WORLD_STATUS_GROUPS, gwWorldTag, mapGwWorldOrder } from './gw-world.js';
import { jsonReply as json, lateReply, startTestServer, type RecordedRequest, type Reply, type TestServer } from './http-test-server.js';
import { CredentialsRejected, ProviderError, type ProviderCredentials, type TrackedShipment } from './types.js';

/** Part 2 §3: key2 = consumer key, key3 = consumer secret. */
const credentials: ProviderCredentials = { key1: null, key2: 'aBcDeFconsumerKey', key3: 'zYxWvUconsumerSecret' };
const shipment: TrackedShipment = {
  id: 's1', tenantId: 't1', slug: 'gwworld', trackingNumber: '3101234567', postalCode: '6850',
  trackingShipDate: null, originCountry: 'AT', createdAt: new Date('2024-05-01T00:00:00Z'),
};

const text = (english: string) => ({ translationOriginal: { text: english, language: 'en' }, translationResolved: { text: english, language: 'en' } });
const event = (eventCode: string, english: string, eventDateTime: string, myGwStatusCode: string, locationInformation: string, countryCode: string) => ({
  eventCode, eventDescription: text(english), eventDateTime, myGwStatusCode, location: { locationInformation, countryCode },
});

/** An order status answer in the Track & Trace 1.0.2 shape. */
const delivered = {
  orderReferenced: { orderId: '3101234567', customerId: '99887', references: [{ reference: 'SHOP-1001', referenceType: 'CUSTOMER_REFERENCE' }] },
  statusCurrent: event('DEL', 'delivered', '2024-05-07T10:24:00+02:00', 'COMPLETED', 'Praha', 'CZ'),
  statusHistory: [
    event('OPN', 'order received', '2024-05-02T16:05:00+02:00', 'OPEN', 'Lauterach', 'AT'),
    event('PUP', 'picked up', '2024-05-03T09:12:00+02:00', 'IN_PROGRESS', 'Lauterach', 'AT'),
    event('UNL', 'unloaded', '2024-05-06T05:40:00+02:00', 'IN_PROGRESS', 'Praha', 'CZ'),
    { ...event('DLY', 'delivery delayed', '2024-05-06T14:00:00+02:00', 'ATTENTION', 'Praha', 'CZ'), eventReason: text('consignee closed') },
    event('IND', 'in delivery', '2024-05-07T07:55:00', 'IN_PROGRESS', 'Praha', 'CZ'),
    event('DEL', 'delivered', '2024-05-07T10:24:00+02:00', 'COMPLETED', 'Praha', 'CZ'),
  ],
};

const basic = `Basic ${Buffer.from('aBcDeFconsumerKey:zYxWvUconsumerSecret').toString('base64')}`;

/** Asserts the sign-in: client credentials at the gateway's /token, consumer key and secret as HTTP Basic. */
function signIn(request: RecordedRequest): boolean {
  if (request.url !== '/token') return false;
  expect(request.method).toBe('POST');
  expect(request.headers.authorization).toBe(basic);
  expect(Object.fromEntries(new URLSearchParams(request.body))).toEqual({ grant_type: 'client_credentials', scope: 'API_CUSTNT_ORDERS_STATUS_READ' });
  return true;
}

/** Asserts the Track & Trace call: GET /common/trackntrace/1.0.2/orders/{orderId}/status, bearer token, English texts. */
function tracking(request: RecordedRequest): void {
  const url = new URL(request.url, 'http://local');
  if (request.method !== 'GET' || url.pathname !== '/common/trackntrace/1.0.2/orders/3101234567/status') throw new Error(`${request.method} ${url.pathname}`);
  expect(Object.fromEntries(url.searchParams)).toEqual({ startIndex: '1', pageSize: '100' });
  expect(request.headers['accept-language']).toBe('en');
  expect(request.headers.authorization).toBe('Bearer gw-token');
}

const token = json(200, { access_token: 'gw-token', scope: 'API_CUSTNT_ORDERS_STATUS_READ', token_type: 'Bearer', expires_in: 3600 });
const courier = (answer: () => Reply | Promise<Reply>) => (request: RecordedRequest) => (signIn(request) ? token : (tracking(request), answer()));

let server: TestServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

describe('Gw World pull (myGW Track & Trace)', () => {
  it('signs in with consumer key and secret, reads the status history and maps every event', async () => {
    server = await startTestServer(courier(() => json(200, delivered)));
    const provider = createGwWorldProvider({ baseUrl: server.baseUrl });
    const result = await provider.fetch(shipment, credentials);

    expect(result.events.map((e) => [e.tag, e.subtag, e.unmapped])).toEqual([
      ['InfoReceived', 'order received', false],
      ['InTransit', 'picked up', false],
      ['InTransit', 'unloaded', false],
      ['Exception', 'delivery delayed', false],
      ['OutForDelivery', 'in delivery', false],
      ['Delivered', 'delivered', false],
    ]);
    expect(result.events[3]).toMatchObject({ message: 'delivery delayed - consignee closed', location: 'Praha', countryIso: 'CZ', time: new Date('2024-05-06T12:00:00Z') });
    // A stamp without an offset is Vienna time (summer: UTC+2).
    expect(result.events[4]!.time).toEqual(new Date('2024-05-07T05:55:00Z'));
    const again = await provider.fetch(shipment, credentials);
    expect(again.events.map((e) => e.dedupeKey)).toEqual(result.events.map((e) => e.dedupeKey));
    expect(new Set(result.events.map((e) => e.dedupeKey)).size).toBe(6);
    expect(server.requests.map((r) => r.method)).toEqual(['POST', 'GET', 'GET']);
  });

  it('keeps an event it cannot place, under the fallback status, flagged unmapped', () => {
    const result = mapGwWorldOrder({
      orderReferenced: { orderId: 'X1' },
      statusHistory: [{ eventCode: 'ZZZ', eventDescription: text('returned to shipper'), eventDateTime: '2024-05-08T09:00:00+02:00', location: {} }],
    });
    expect(result.events[0]).toMatchObject({ tag: 'Exception', subtag: 'returned to shipper', unmapped: true, location: null, countryIso: null });
  });

  it('reads the current status alone when there is no history', () => {
    const result = mapGwWorldOrder({ orderReferenced: { orderId: 'X1' }, statusCurrent: event('IND', 'in delivery', '2024-05-07T07:55:00+02:00', 'IN_PROGRESS', 'Wien', 'AT') });
    expect(result.events.map((e) => e.tag)).toEqual(['OutForDelivery']);
  });

  it('maps refusals: unknown orders are permanent, 5xx and timeouts are retried later', async () => {
    const replies: (Reply | Promise<Reply>)[] = [
      json(404, { code: '404', message: 'Order not found' }),
      json(200, {}),
      { status: 502, body: '<html>Bad Gateway</html>' },
      lateReply(json(200, delivered), 1_000),
    ];
    server = await startTestServer(courier(() => replies.shift()!));
    const provider = createGwWorldProvider({ baseUrl: server.baseUrl, limits: { timeoutMs: 200 } });
    const fail = (keys = credentials) => provider.fetch(shipment, keys).catch((e: unknown) => e as ProviderError);
    expect(await fail()).toMatchObject({ permanent: true, message: expect.stringContaining('HTTP 404') });
    expect(await fail()).toMatchObject({ permanent: true, message: 'Gw World does not know this order' });
    expect(await fail()).toMatchObject({ permanent: false, message: expect.stringContaining('HTTP 502') });
    expect(await fail()).toMatchObject({ permanent: false, message: 'Gw World did not answer within 0.2 s' });
    expect(await fail({ ...credentials, key2: null })).toBeInstanceOf(CredentialsRejected);
  });

  it('reports a refused consumer key with the gateway\'s reason and asks nothing else', async () => {
    server = await startTestServer(() => json(401, { error_description: 'Client Authentication failed.', error: 'invalid_client' }));
    const provider = createGwWorldProvider({ baseUrl: server.baseUrl });
    const error = await provider.fetch(shipment, credentials).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CredentialsRejected);
    expect(error).toMatchObject({ permanent: true, message: 'Gw World refused the credentials (HTTP 401): Client Authentication failed.' });
    expect(server.requests).toHaveLength(1);
  });

  it('checks credentials by signing in: ok, rejected with the reason, or unreachable', async () => {
    const replies: Reply[] = [token, json(401, { error: 'invalid_client', error_description: 'Client Authentication failed.' }), { status: 503, body: 'down' }];
    server = await startTestServer((request) => (expect(request.url).toBe('/token'), replies.shift()!));
    const provider = createGwWorldProvider({ baseUrl: server.baseUrl });
    expect(await provider.checkCredentials!(credentials)).toEqual({ status: 'ok' });
    expect(await provider.checkCredentials!({ ...credentials, key3: 'wrong' })).toEqual({
      status: 'rejected', reason: 'Gw World refused the credentials (HTTP 401): Client Authentication failed.',
    });
    expect(await provider.checkCredentials!({ ...credentials, key3: 'third' })).toMatchObject({ status: 'unreachable', reason: expect.stringContaining('HTTP 503') });
  });

  /** Event descriptions seen in myGW (English), then myGW's status groups for the rest. */
  const EVENTS: [description: string, tag: string, why?: string][] = [
    ['picked up', 'InTransit'],
    ['in Transit', 'InTransit'],
    ['unloaded', 'InTransit', 'unloaded at a Gebrüder Weiss terminal on the way'],
    ['arrival time at consignee / shipper', 'InTransit', 'an announced arrival time, not yet the delivery run'],
    ['in delivery', 'OutForDelivery'],
    ['delivered', 'Delivered'],
  ];
  const GROUPS: [group: string, tag: string, why?: string][] = [
    ['OPEN', 'InfoReceived', 'the order is known, nothing has moved'],
    ['IN_PROGRESS', 'InTransit'],
    ['ATTENTION', 'Exception', 'myGW flags a deviation (delay, missing papers) for attention'],
    ['CRITICAL', 'Exception', 'damage or loss'],
    ['COMPLETED', 'Delivered', 'the order is finished at the consignee'],
  ];
  it.each(EVENTS)('maps the event %s to %s', (description, tag) => {
    expect(gwWorldTag(description, null)).toBe(tag);
    expect(gwWorldTag(description.toUpperCase(), 'ATTENTION')).toBe(tag);
  });
  it.each(GROUPS)('maps the group %s to %s', (group, tag) => {
    expect(gwWorldTag('something new', group)).toBe(tag);
  });

  it('knows exactly the descriptions and groups of its tables', () => {
    expect(Object.keys(GW_WORLD_EVENTS).sort()).toEqual(EVENTS.map(([description]) => description.toLowerCase()).sort());
    expect(Object.keys(GW_WORLD_STATUS_GROUPS).sort()).toEqual(GROUPS.map(([group]) => group).sort());
    expect(gwWorldTag('something new', null)).toBeNull();
  });
});
