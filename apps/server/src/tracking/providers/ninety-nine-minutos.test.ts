import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type RecordedRequest, type Reply, type TestServer } from './http-test-server.js';
import {
  createNinetyNineMinutosProvider, mapNinetyNineMinutosEvents, NINETY_NINE_MINUTOS_STATUSES, ninetyNineMinutosTag,
} from './ninety-nine-minutos.js';
import { ProviderError, type ProviderCredentials, type TrackedShipment } from './types.js';

/** Part 2 §3: key1 = API key. */
const credentials: ProviderCredentials = { key1: 'eyJhbGciOiJSUzI1NiJ9.test-token', key2: null, key3: null };
const shipment: TrackedShipment = {
  id: 's1', tenantId: 't1', slug: '99minutos', trackingNumber: '2727370887', postalCode: '06700',
  trackingShipDate: null, originCountry: 'MX', createdAt: new Date('2021-12-20T00:00:00Z'),
};

/** The tracking answer as the v3 reference shows it, with a failed attempt before the delivery. */
const tracking = {
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

/** Asserts the documented request: GET /api/v3/shipments/tracking?identifier=…, bearer token. */
function documented(request: RecordedRequest): void {
  const url = new URL(request.url, 'http://local');
  if (request.method !== 'GET' || url.pathname !== '/api/v3/shipments/tracking') throw new Error(`${request.method} ${url.pathname}`);
  expect(Object.fromEntries(url.searchParams)).toEqual({ identifier: '2727370887' });
  expect(request.headers.authorization).toBe('Bearer eyJhbGciOiJSUzI1NiJ9.test-token');
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}): Reply => ({ status, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

let server: TestServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

describe('99minutos pull (API v3 tracking)', () => {
  it('tracks with the bearer key and maps every event', async () => {
    server = await startTestServer((request) => {
      documented(request);
      return json(200, tracking);
    });
    const provider = createNinetyNineMinutosProvider({ baseUrl: server.baseUrl });
    const result = await provider.fetch(shipment, credentials);

    expect(server.requests).toHaveLength(1);
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

  it('maps refusals: 401 and an unknown shipment are permanent, 429 honours Retry-After', async () => {
    const replies: Reply[] = [
      json(401, { message: 'Invalid token.' }),
      json(404, { traceId: 'x', message: 'Shipment not found.', data: {}, errors: { identifier: ['not found'] } }),
      json(200, { traceId: 'x', message: 'Shipment not found.', data: {}, errors: {} }),
      { status: 429, headers: { 'content-type': 'text/html', 'retry-after': '3600' }, body: 'Too Many Requests' },
      { status: 503, headers: {}, body: 'unavailable' },
    ];
    server = await startTestServer((request) => {
      documented(request);
      return replies.shift()!;
    });
    const provider = createNinetyNineMinutosProvider({ baseUrl: server.baseUrl });
    const fail = (keys = credentials) => provider.fetch(shipment, keys).catch((e: unknown) => e as ProviderError);
    expect(await fail()).toMatchObject({ permanent: true });
    expect(await fail()).toMatchObject({ permanent: true });
    expect(await fail()).toMatchObject({ permanent: true, message: expect.stringContaining('not found') });
    expect(await fail()).toMatchObject({ permanent: false, retryAfterSeconds: 3600 });
    expect(await fail()).toMatchObject({ permanent: false });
    const missing = await fail({ key1: '  ', key2: null, key3: null });
    expect(missing).toBeInstanceOf(ProviderError);
    expect(missing).toMatchObject({ permanent: true });
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
