import { afterEach, describe, expect, it } from 'vitest';
import { jsonReply as json, lateReply, startTestServer, type RecordedRequest, type Reply, type TestServer } from './http-test-server.js';
import {
  createNinetyNineMinutosProvider, mapNinetyNineMinutosEvents, NINETY_NINE_MINUTOS_STATUSES, ninetyNineMinutosTag,
} from './ninety-nine-minutos.js';
import { CredentialsRejected, ProviderError, type ProviderCredentials, type TrackedShipment } from './types.js';

/** Decision 0032: key1 = client id, key2 = client secret. */
const credentials: ProviderCredentials = { key1: '5f1c3f8e-client-id', key2: 'Os0qBLk6-client-secret', key3: null };
const shipment: TrackedShipment = {
  id: 's1', tenantId: 't1', slug: '99minutos', trackingNumber: '2727370887', postalCode: '06700',
  trackingShipDate: null, originCountry: 'MX', createdAt: new Date('2021-12-20T00:00:00Z'),
};

/** The tracking answer as the v3 reference shows it, with a failed attempt before the delivery. */
const tracked = {
  traceId: '73801b36-15d9-4bc2-9874-06772578ad95',
  message: 'Shipment found.',
  data: {
    events: [
      { statusCode: '1002', statusName: 'CONFIRMED', data: {}, metadata: {}, createdAt: '2021-12-20 07:30:23' },
      { statusCode: '2003', statusName: 'COLLECTED', data: { comment: 'Recolectada por el veloz Don veloz Base dd9932d' }, metadata: {}, createdAt: '2021-12-20 11:03:58' },
      { statusCode: '3001', statusName: 'STORED', data: { comment: 'En estación MX2 por módulo de inducción' }, metadata: {}, createdAt: '2021-12-20 16:10:41' },
      { statusCode: '3004', statusName: 'ON_LINEHAUL', data: { milleSegment: 'middle', comment: 'En camino a estación Toluca desde estación Tultitlán' }, metadata: {}, createdAt: '2021-12-20 16:36:01' },
      { statusCode: '3001', statusName: 'STORED', data: { location: 'station', milleSegment: 'first', comment: 'Cambiado a la estación por jose.delgado' }, metadata: {}, createdAt: '2021-12-21 08:12:21' },
      { statusCode: '4001', statusName: 'ON_ROAD_TO_DELIVERY', data: { attempt: 1, comment: 'Auto-rea-asignada por el veloz Don veloz GUI TOL 65829' }, metadata: {}, createdAt: '2021-12-21 08:25:59' },
      { statusCode: '4101', statusName: 'UNSUCCESSFUL_DELIVERY', data: { attempt: 1, comment: 'Destinatario ausente' }, metadata: {}, createdAt: '2021-12-21 12:02:10' },
      { statusCode: '4001', statusName: 'ON_ROAD_TO_DELIVERY', data: { attempt: 2, comment: 'Auto-rea-asignada por el veloz Don veloz GUI TOL 65829' }, metadata: {}, createdAt: '2021-12-22 08:34:29' },
      { statusCode: '4002', statusName: 'DELIVERED', data: { attempt: 2, comment: 'Titular | alejandro castillo,', evidence: ['https://evidence.example/1'] }, metadata: {}, createdAt: '2021-12-22 14:32:42' },
    ],
  },
  errors: {},
};

/** Asserts the documented sign-in: POST /api/v3/oauth/token with JSON {client_id, client_secret}. */
function signIn(request: RecordedRequest): boolean {
  if (request.method !== 'POST' || request.url !== '/api/v3/oauth/token') return false;
  expect(request.headers['content-type']).toBe('application/json');
  expect(JSON.parse(request.body)).toEqual({ client_id: '5f1c3f8e-client-id', client_secret: 'Os0qBLk6-client-secret' });
  return true;
}

/** Asserts the documented tracking call: GET /api/v3/shipments/tracking?identifier=…; answers the bearer token used. */
function tracking(request: RecordedRequest): string {
  const url = new URL(request.url, 'http://local');
  if (request.method !== 'GET' || url.pathname !== '/api/v3/shipments/tracking') throw new Error(`${request.method} ${url.pathname}`);
  expect(Object.fromEntries(url.searchParams)).toEqual({ identifier: '2727370887' });
  return String(request.headers.authorization);
}

/** A courier that issues numbered tokens living `lifetime` seconds and accepts only the newest one. */
function courier(lifetime = 3600, answer: () => Reply = () => json(200, tracked)) {
  let issued = 0;
  return (request: RecordedRequest): Reply => {
    if (signIn(request)) return json(200, { access_token: `token-${++issued}`, token_type: 'Bearer', expires_in: lifetime });
    return tracking(request) === `Bearer token-${issued}` ? answer() : json(401, { message: 'Unauthenticated.' });
  };
}

const tokenCalls = (server: TestServer) => server.requests.filter((r) => r.url === '/api/v3/oauth/token').length;

let server: TestServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

describe('99minutos pull (API v3 tracking)', () => {
  it('signs in with client id and secret, tracks with the bearer token and maps every event', async () => {
    server = await startTestServer(courier());
    const provider = createNinetyNineMinutosProvider({ baseUrl: server.baseUrl });
    const result = await provider.fetch(shipment, credentials);

    expect(server.requests.map((r) => r.method)).toEqual(['POST', 'GET']);
    expect(server.requests[1]!.headers.authorization).toBe('Bearer token-1');
    expect(result.status).toBeUndefined();
    expect(result.events.map((e) => [e.tag, e.subtag])).toEqual([
      ['InfoReceived', 'CONFIRMED'],
      ['InTransit', 'COLLECTED'],
      ['InTransit', 'STORED'],
      ['InTransit', 'ON_LINEHAUL'],
      ['InTransit', 'STORED'],
      ['OutForDelivery', 'ON_ROAD_TO_DELIVERY'],
      ['FailedAttempt', 'UNSUCCESSFUL_DELIVERY'],
      ['OutForDelivery', 'ON_ROAD_TO_DELIVERY'],
      ['Delivered', 'DELIVERED'],
    ]);
    expect(result.events[6]).toMatchObject({
      time: new Date('2021-12-21T12:02:10Z'), message: 'Unsuccessful delivery - attempt 1 - Destinatario ausente', location: null,
    });
    const again = await provider.fetch(shipment, credentials);
    expect(again.events.map((e) => e.dedupeKey)).toEqual(result.events.map((e) => e.dedupeKey));
    expect(new Set(result.events.map((e) => e.dedupeKey)).size).toBe(9);
  });

  it('reads zoned timestamps and the batch form, and a configured zone for naive ones', () => {
    const batch = mapNinetyNineMinutosEvents('2763022166', [{ statusCode: '8003', statusName: 'CANCELLED', data: { comment: '' }, metadata: {}, createdAt: '2023-08-21T23:18:23.979000-05:00' }]);
    expect(batch.events[0]).toMatchObject({ tag: 'Exception', time: new Date('2023-08-22T04:18:23.979Z'), message: 'Cancelled' });
    const local = mapNinetyNineMinutosEvents('1', [{ statusCode: '4002', statusName: 'DELIVERED', data: {}, metadata: {}, createdAt: '2021-12-22 14:32:42' }], '-06:00');
    expect(local.events[0]!.time).toEqual(new Date('2021-12-22T20:32:42Z'));
  });

  it('maps refusals: an unknown shipment is permanent, 429 honours Retry-After, 5xx and timeouts are retried later', async () => {
    const replies: (Reply | Promise<Reply>)[] = [
      json(404, { traceId: 'x', message: 'Shipment not found.', data: {}, errors: { identifier: ['not found'] } }),
      json(200, { traceId: 'x', message: 'Shipment not found.', data: {}, errors: {} }),
      { status: 429, headers: { 'content-type': 'text/html', 'retry-after': '3600' }, body: 'Too Many Requests' },
      { status: 503, headers: {}, body: 'unavailable' },
      lateReply(json(200, tracked), 1_000),
    ];
    server = await startTestServer((request) => (signIn(request) ? json(200, { access_token: 'token-1', expires_in: 3600 }) : (tracking(request), replies.shift()!)));
    const provider = createNinetyNineMinutosProvider({ baseUrl: server.baseUrl, limits: { timeoutMs: 200 } });
    const fail = (keys = credentials) => provider.fetch(shipment, keys).catch((e: unknown) => e as ProviderError);
    expect(await fail()).toMatchObject({ permanent: true });
    expect(await fail()).toMatchObject({ permanent: true, message: expect.stringContaining('not found') });
    expect(await fail()).toMatchObject({ permanent: false, retryAfterSeconds: 3600 });
    expect(await fail()).toMatchObject({ permanent: false, message: expect.stringContaining('HTTP 503') });
    expect(await fail()).toMatchObject({ permanent: false, message: '99minutos did not answer within 0.2 s' });
    const missing = await fail({ ...credentials, key2: '  ' });
    expect(missing).toBeInstanceOf(CredentialsRejected);
    expect(missing).toMatchObject({ permanent: true, message: expect.stringContaining('key2') });
    expect(tokenCalls(server)).toBe(1);
  });

  /** The STATUS CODE | STATUS NAME table of 99minutos' tracking and webhook documentation, with reasons for judged ones. */
  const DOCUMENTED: [code: string, name: string, tag: string, why?: string][] = [
    ['1001', 'DRAFT', 'Pending', 'a draft the merchant has not confirmed: nothing the courier knows yet'],
    ['1002', 'CONFIRMED', 'InfoReceived'],
    ['2002', 'ON_ROAD_TO_PICKUP', 'InfoReceived', 'a driver is on the way to collect: the parcel is not with 99minutos yet'],
    ['2003', 'COLLECTED', 'InTransit'],
    ['2101', 'UNSUCCESSFUL_PICKUP', 'Exception', 'the parcel is still with the shipper; FailedAttempt is kept for failed deliveries'],
    ['3001', 'STORED', 'InTransit'],
    ['3002', 'ON_CONTAINER', 'InTransit', 'the 3xxx codes are the hub and line-haul stage; the delivery run is 4001'],
    ['3003', 'CHARGED_TO_VEHICLE', 'InTransit', 'loaded for line-haul (3xxx), not the delivery run (4001)'],
    ['3004', 'ON_LINEHAUL', 'InTransit'],
    ['4001', 'ON_ROAD_TO_DELIVERY', 'OutForDelivery'],
    ['4002', 'DELIVERED', 'Delivered'],
    ['4101', 'UNSUCCESSFUL_DELIVERY', 'FailedAttempt'],
    ['5001', 'ON_ROAD_TO_RETURN', 'Exception', 'going back to the shipper: the customer will not get it'],
    ['5002', 'RETURNED', 'Exception', 'back with the shipper'],
    ['5101', 'UNSUCCESSFUL_RETURN', 'Exception'],
    ['7101', 'IN_CORRECTION', 'Exception', 'delivery paused while the address or data is corrected'],
    ['7102', 'CORRECTED', 'InTransit', 'corrected: the parcel moves on'],
    ['8001', 'STOLEN', 'Exception'],
    ['8003', 'CANCELLED', 'Exception'],
    ['8004', 'DAMAGED', 'Exception'],
  ];
  it.each(DOCUMENTED)('maps %s %s to %s', (code, name, tag) => {
    expect(ninetyNineMinutosTag(code, name)).toBe(tag);
    expect(ninetyNineMinutosTag(null, name)).toBe(tag);
    expect(ninetyNineMinutosTag(code, null)).toBe(tag);
  });

  it('knows exactly the documented codes, and the name the pull answers before confirmation', () => {
    expect(Object.entries(NINETY_NINE_MINUTOS_STATUSES).map(([code, { name }]) => [code, name]).sort())
      .toEqual(DOCUMENTED.map(([code, name]) => [code, name]).sort());
    expect(ninetyNineMinutosTag(null, 'SHIPMENT_TO_BE_CONFIRMED')).toBe('Pending');
    expect(ninetyNineMinutosTag('9999', 'SOMETHING_NEW')).toBeNull();
  });
});

describe('99minutos sign-in (OAuth client credentials)', () => {
  it('fetches one token and reuses it across calls, also for calls made at the same time', async () => {
    server = await startTestServer(courier());
    const provider = createNinetyNineMinutosProvider({ baseUrl: server.baseUrl });
    await Promise.all([provider.fetch(shipment, credentials), provider.fetch(shipment, credentials)]);
    await provider.fetch(shipment, credentials);
    expect(tokenCalls(server)).toBe(1);
    expect(server.requests.filter((r) => r.method === 'GET').map((r) => r.headers.authorization)).toEqual(Array(3).fill('Bearer token-1'));
  });

  it('fetches a new token once the old one has expired', async () => {
    let clock = Date.parse('2024-05-01T10:00:00Z');
    server = await startTestServer(courier(600));
    const provider = createNinetyNineMinutosProvider({ baseUrl: server.baseUrl, now: () => clock });
    await provider.fetch(shipment, credentials);
    clock += 500_000;
    await provider.fetch(shipment, credentials);
    expect(tokenCalls(server)).toBe(1);
    clock += 100_000;
    await provider.fetch(shipment, credentials);
    expect(tokenCalls(server)).toBe(2);
    expect(server.requests.at(-1)!.headers.authorization).toBe('Bearer token-2');
  });

  it('signs in again when a call answers 401 to a token it still holds, and keeps one token per client id', async () => {
    let revoked = false;
    let issued = 0;
    server = await startTestServer((request) => {
      if (signIn(request)) return json(200, { access_token: `token-${++issued}`, expires_in: 3600 });
      const used = tracking(request);
      return revoked && used === 'Bearer token-1' ? json(401, { message: 'Unauthenticated.' }) : json(200, tracked);
    });
    const provider = createNinetyNineMinutosProvider({ baseUrl: server.baseUrl });
    await provider.fetch(shipment, credentials);
    revoked = true;
    const result = await provider.fetch(shipment, credentials);
    expect(result.events).toHaveLength(9);
    expect(server.requests.map((r) => `${r.method} ${r.headers.authorization ?? ''}`)).toEqual([
      'POST ', 'GET Bearer token-1', 'GET Bearer token-1', 'POST ', 'GET Bearer token-2',
    ]);
  });

  it('reports rejected client credentials clearly, as permanent', async () => {
    server = await startTestServer((request) =>
      signIn(request) ? json(401, { message: 'Client authentication failed' }) : json(500, { message: 'tracking must not be asked' }));
    const provider = createNinetyNineMinutosProvider({ baseUrl: server.baseUrl });
    const error = await provider.fetch(shipment, credentials).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CredentialsRejected);
    expect(error).toMatchObject({ permanent: true, message: '99minutos refused the credentials (HTTP 401): Client authentication failed' });
    expect(server.requests).toHaveLength(1);
  });

  it('checks credentials by signing in: ok, rejected with the reason, or unreachable', async () => {
    const replies: Reply[] = [
      json(200, { access_token: 'token-1', expires_in: 3600 }),
      json(400, { error: 'invalid_client', error_description: 'Client authentication failed' }),
      { status: 502, body: 'Bad gateway' },
    ];
    server = await startTestServer((request) => (expect(request.url).toBe('/api/v3/oauth/token'), replies.shift()!));
    const provider = createNinetyNineMinutosProvider({ baseUrl: server.baseUrl });
    expect(await provider.checkCredentials!(credentials)).toEqual({ status: 'ok' });
    expect(await provider.checkCredentials!({ ...credentials, key1: 'another-client' })).toEqual({
      status: 'rejected', reason: '99minutos refused the credentials (HTTP 400): Client authentication failed',
    });
    expect(await provider.checkCredentials!({ ...credentials, key1: 'a-third-client' })).toMatchObject({ status: 'unreachable', reason: expect.stringContaining('HTTP 502') });
    expect(await provider.checkCredentials!({ key1: 'only-an-id', key2: null, key3: null })).toMatchObject({ status: 'rejected', reason: expect.stringContaining('key2') });
    expect(server.requests).toHaveLength(3);
  });
});

describe('99minutos names', () => {
  it.each([
    ['onRoadToDelivery', 'OutForDelivery'],
    ['ON_ROAD_TO_DELIVERY', 'OutForDelivery'],
    ['on road to delivery', 'OutForDelivery'],
    ['unsuccessfulDelivery', 'FailedAttempt'],
    ['delivered', 'Delivered'],
    ['onRoadToReturn', 'Exception'],
  ])('reads the name %s without its code as %s', (name, tag) => {
    expect(ninetyNineMinutosTag(null, name)).toBe(tag);
  });

  it('keeps a name it does not know with the fallback status, flagged unmapped', () => {
    const [known, unknown] = mapNinetyNineMinutosEvents('99M1', [
      { statusCode: '4001', statusName: 'ON_ROAD_TO_DELIVERY', createdAt: '2024-01-02T10:00:00Z' },
      { statusName: 'returnedToWarehouse', createdAt: '2024-01-02T12:00:00Z' },
    ]).events;
    expect(known).toMatchObject({ tag: 'OutForDelivery', unmapped: false });
    expect(unknown).toMatchObject({ tag: 'Exception', subtag: 'returnedToWarehouse', unmapped: true, message: 'Returned to warehouse' });
  });
});
