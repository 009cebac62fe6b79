import { afterEach, describe, expect, it } from 'vitest';
import { BLUE_DART_STATUS_TYPES, blueDartTag, createBlueDartProvider, parseBlueDartTime } from './blue-dart.js';
import { startTestServer, type RecordedRequest, type Reply, type TestServer } from './http-test-server.js';
import { ProviderError, type ProviderCredentials, type TrackedShipment } from './types.js';

/** Part 2 §3: key1 = login id, key2 = licence key. */
const credentials: ProviderCredentials = { key1: 'BOM00001', key2: '4ecbd06dc0b9737d69120029cb05c9df', key3: null };
const shipment: TrackedShipment = {
  id: 's1', tenantId: 't1', slug: 'bluedart', trackingNumber: '50912345678', postalCode: '560001',
  trackingShipDate: null, originCountry: 'IN', createdAt: new Date('2024-06-01T00:00:00Z'),
};

/** `code` is ScanGroupType + ScanCode ("S003"); a scan Blue Dart's code list lacks has none. */
const scan = (words: string, code: string, type: string, date: string, time: string, locationCode: string, location: string) =>
  `<ScanDetail><Scan>${words}</Scan>${code ? `<ScanCode>${code.slice(1)}</ScanCode><ScanGroupType>${code[0]}</ScanGroupType>` : ''}<ScanType>${type}</ScanType>` +
  `<ScanDate>${date}</ScanDate><ScanTime>${time}</ScanTime><ScannedLocationCode>${locationCode}</ScannedLocationCode><ScannedLocation>${location}</ScannedLocation></ScanDetail>`;

/** A custawbquery answer (format=xml, scan=1) as Blue Dart returns it: newest scan first. */
const delivered = `<?xml version="1.0" encoding="UTF-8"?>
<ShipmentData>
  <Shipment WaybillNo="50912345678" RefNo="ORD-4411">
    <Service>Domestic Priority</Service>
    <PickUpDate>01 June 2024</PickUpDate>
    <PickUpTime>1715</PickUpTime>
    <Origin>MUMBAI</Origin>
    <OriginAreaCode>BOM</OriginAreaCode>
    <Destination>BANGALORE</Destination>
    <DestinationAreaCode>BLR</DestinationAreaCode>
    <ProductType>Non Documents</ProductType>
    <SenderName>TRAILPOST DEMO</SenderName>
    <ToAttention>R SHARMA &amp; CO</ToAttention>
    <Weight>1.5</Weight>
    <Status>SHIPMENT DELIVERED</Status>
    <StatusType>DL</StatusType>
    <ExpectedDeliveryDate>04 June 2024</ExpectedDeliveryDate>
    <StatusDate>05 June 2024</StatusDate>
    <StatusTime>13:05</StatusTime>
    <ReceivedBy>R SHARMA</ReceivedBy>
    <Instructions>General Goods</Instructions>
    <Scans>
      ${scan('SHIPMENT DELIVERED', 'T000', 'DL', '05-Jun-2024', '13:05', 'BLR', 'BANGALORE')}
      ${scan('SHIPMENT OUTSCAN', 'S002', 'UD', '05-Jun-2024', '09:12', 'BLR', 'BANGALORE')}
      ${scan('CONSIGNEE NOT AVAILABLE;CANT DELIVER', 'T013', 'UD', '04-Jun-2024', '16:40', 'BLR', 'BANGALORE')}
      ${scan('SHIPMENT OUT FOR DELIVERY', 'T092', 'UD', '04-Jun-2024', '09:30', 'BLR', 'BANGALORE')}
      ${scan('Shipment Inscan', 'S001', 'UD', '03-Jun-2024', '21:23', 'BLH', 'BANGALORE HUB')}
      ${scan('SHIPMENT OUTSCANNED TO NETWORK', 'S003', 'UD', '02-Jun-2024', '05:12', 'BMH', 'MUMBAI HUB')}
      ${scan('PICK UP SCAN ON FIELD', 'S015', 'PU', '01-Jun-2024', '17:15', 'BOM', 'MUMBAI')}
      ${scan('Online shipment booked', '', 'PU', '01-Jun-2024', '10:02', 'BOM', 'MUMBAI')}
    </Scans>
  </Shipment>
</ShipmentData>`;

/** Asserts the documented query: handler=tnt&action=custawbquery&loginid&awb=awb&numbers&format=xml&lickey&verno&scan. */
function documented(request: RecordedRequest): void {
  const url = new URL(request.url, 'http://local');
  if (request.method !== 'GET' || url.pathname !== '/servlet/RoutingServlet') throw new Error(`${request.method} ${url.pathname}`);
  expect(Object.fromEntries(url.searchParams)).toEqual({
    handler: 'tnt', action: 'custawbquery', loginid: 'BOM00001', awb: 'awb', numbers: '50912345678',
    format: 'xml', lickey: '4ecbd06dc0b9737d69120029cb05c9df', verno: '1.3', scan: '1',
  });
}

const xml = (status: number, body: string, headers: Record<string, string> = {}): Reply => ({ status, headers: { 'content-type': 'text/xml; charset=utf-8', ...headers }, body });

let server: TestServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

describe('Blue Dart pull (tnt custawbquery, XML)', () => {
  it('queries with login id and licence key and maps the scans', async () => {
    server = await startTestServer((request) => {
      documented(request);
      return xml(200, delivered);
    });
    const provider = createBlueDartProvider({ baseUrl: `${server.baseUrl}/servlet/RoutingServlet` });
    const result = await provider.fetch(shipment, credentials);

    expect(server.requests).toHaveLength(1);
    expect(result.status).toBe('Delivered');
    expect(result.shipmentType).toBe('Domestic Priority');
    expect(result.expectedDelivery).toEqual(new Date('2024-06-03T18:30:00Z'));
    expect(result.events.map((e) => [e.tag, e.subtag, e.message])).toEqual([
      ['InfoReceived', 'PU', 'Online shipment booked'],
      ['InTransit', 'PU', 'PICK UP SCAN ON FIELD'],
      ['InTransit', 'UD', 'SHIPMENT OUTSCANNED TO NETWORK'],
      ['InTransit', 'UD', 'Shipment Inscan'],
      ['OutForDelivery', 'UD', 'SHIPMENT OUT FOR DELIVERY'],
      ['FailedAttempt', 'UD', 'CONSIGNEE NOT AVAILABLE;CANT DELIVER'],
      ['OutForDelivery', 'UD', 'SHIPMENT OUTSCAN'],
      ['Delivered', 'DL', 'SHIPMENT DELIVERED'],
    ]);
    expect(result.events[5]).toMatchObject({ time: new Date('2024-06-04T11:10:00Z'), location: 'BANGALORE', countryIso: 'IN' });
    const again = await provider.fetch(shipment, credentials);
    expect(again.events.map((e) => e.dedupeKey)).toEqual(result.events.map((e) => e.dedupeKey));
    expect(new Set(result.events.map((e) => e.dedupeKey)).size).toBe(8);
  });

  it('sends the JWTToken header when configured for the API gateway', async () => {
    server = await startTestServer((request) => {
      documented(request);
      expect(request.headers.jwttoken).toBe('jwt-123');
      return xml(200, delivered);
    });
    const provider = createBlueDartProvider({ baseUrl: `${server.baseUrl}/servlet/RoutingServlet`, jwtToken: 'jwt-123' });
    await expect(provider.fetch(shipment, credentials)).resolves.toMatchObject({ status: 'Delivered' });
  });

  it('maps refusals: unknown waybills and 401 are permanent, 429 waits', async () => {
    const replies: Reply[] = [
      xml(200, '<ShipmentData><Error>Incorrect waybill number or No information</Error></ShipmentData>'),
      xml(200, '<?xml version="1.0"?><ShipmentData><Shipment WaybillNo="50912345678"><Status>Incorrect Waybill number or No Information</Status><StatusType>NF</StatusType></Shipment></ShipmentData>'),
      xml(401, '<html>Unauthorized</html>'),
      xml(429, 'Too Many Requests', { 'retry-after': '30' }),
      xml(200, '<ShipmentData><Shipment>'),
    ];
    server = await startTestServer((request) => {
      documented(request);
      return replies.shift()!;
    });
    const provider = createBlueDartProvider({ baseUrl: `${server.baseUrl}/servlet/RoutingServlet` });
    const fail = (keys = credentials) => provider.fetch(shipment, keys).catch((e: unknown) => e as ProviderError);
    expect(await fail()).toMatchObject({ permanent: true, message: expect.stringContaining('Incorrect waybill') });
    expect(await fail()).toMatchObject({ permanent: true });
    expect(await fail()).toMatchObject({ permanent: true });
    expect(await fail()).toMatchObject({ permanent: false, retryAfterSeconds: 30 });
    expect(await fail()).toMatchObject({ permanent: false, message: expect.stringContaining('unreadable XML') });
    const missing = await fail({ key1: 'BOM00001', key2: null, key3: null });
    expect(missing).toBeInstanceOf(ProviderError);
    expect(missing).toMatchObject({ permanent: true });
  });

  it.each(Object.entries(BLUE_DART_STATUS_TYPES))('maps status type %s to %s', (type, tag) => {
    expect(blueDartTag(type, null)).toBe(tag);
    expect(blueDartTag(type.toLowerCase(), '')).toBe(tag);
  });

  it.each([
    ['UD', 'CONSIGNEE REFUSED TO ACCEPT', 'FailedAttempt'],
    ['UD', 'DELIVERY ATTEMPTED-PREMISES CLOSED', 'FailedAttempt'],
    ['UD', "CONSIGNEE'S ADDRESS INCORRECT/INCORRECT", 'FailedAttempt'],
    ['UD', 'OUT FOR DELIVERY,  DETAILS AWAITED', 'OutForDelivery'],
    ['UD', 'SHIPMENT MISPLACED', 'Exception'],
    ['UD', 'ON HOLD FOR REGULATORY PAPERWORK', 'Exception'],
    ['RT', 'RTO In Transit. Await delivery information', 'Exception'],
    ['DL', 'RTO SHIPMENT DELIVERED', 'Exception'],
    ['DL', 'SHIPMENT DELIVERED', 'Delivered'],
    ['PU', 'PICKUP HAS BEEN REGISTERED', 'InfoReceived'],
    ['IT', 'In Transit. Await delivery information', 'InTransit'],
    ['OD', 'SHIPMENT OUT FOR DELIVERY', 'OutForDelivery'],
  ])('refines %s "%s" to %s', (type, words, tag) => {
    expect(blueDartTag(type, words)).toBe(tag);
  });

  it('reads Blue Dart dates in IST', () => {
    expect(parseBlueDartTime('07-Jun-2012', '13:05')).toEqual(new Date('2012-06-07T07:35:00Z'));
    expect(parseBlueDartTime('07 June 2012', '1305')).toEqual(new Date('2012-06-07T07:35:00Z'));
    expect(parseBlueDartTime('2024-09-21T18:10:52', null)).toEqual(new Date('2024-09-21T12:40:52Z'));
    expect(parseBlueDartTime('someday', '10:00')).toBeNull();
  });
});

describe('Blue Dart XML', () => {
  const answer = (scans: string) => `<?xml version="1.0" encoding="utf-8"?>
<ShipmentData><Shipment WaybillNo="69577431341"><Status>SHIPMENT DELIVERED</Status><StatusType>DL</StatusType>
<Scans>${scans}</Scans></Shipment></ShipmentData>`;
  const scan = (words: string, time: string) =>
    `<ScanDetail><Scan>${words}</Scan><ScanCode>000</ScanCode><ScanType>UD</ScanType><ScanDate>07-Jun-2012</ScanDate><ScanTime>${time}</ScanTime><ScannedLocation>MUMBAI &amp; THANE</ScannedLocation></ScanDetail>`;

  async function fetchWith(body: string) {
    server = await startTestServer(() => xml(200, body));
    const provider = createBlueDartProvider({ baseUrl: `${server.baseUrl}/servlet/RoutingServlet` });
    return provider.fetch({ ...shipment, trackingNumber: '69577431341' }, credentials);
  }

  it('reads one scan as a list of one, and decodes entities in text', async () => {
    const result = await fetchWith(answer(scan('SHIPMENT PICKED UP &#38; BOOKED', '1305')));
    expect(result.events).toHaveLength(1);
    expect(result.events[0]).toMatchObject({ message: 'SHIPMENT PICKED UP & BOOKED', location: 'MUMBAI & THANE', time: new Date('2012-06-07T07:35:00Z') });
    expect(result.status).toBe('Delivered');
  });

  it('never expands entities a document declares for itself', async () => {
    const hostile = `<?xml version="1.0"?><!DOCTYPE d [<!ENTITY a "AAAAAAAAAA"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>${answer(scan('&b;', '1305')).replace(/^<\?xml[^>]*>/, '')}`;
    const result = await fetchWith(hostile);
    expect(result.events[0]!.message).toBe('&b;');
  });

  it('refuses a malformed answer as a retryable error that says why', async () => {
    const error = await fetchWith('<ShipmentData><Shipment></ShipmentData>').catch((e: unknown) => e as ProviderError);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ permanent: false, message: expect.stringMatching(/^Blue Dart answered unreadable XML: .+\(line \d+\)$/) });
  });

  it('keeps a scan of an unknown type with the fallback status, flagged unmapped', async () => {
    const unknown = `<ScanDetail><Scan>SHIPMENT HANDED TO PARTNER</Scan><ScanCode>999</ScanCode><ScanType>ZZ</ScanType><ScanDate>07-Jun-2012</ScanDate><ScanTime>1305</ScanTime><ScannedLocation>PUNE</ScannedLocation></ScanDetail>`;
    const result = await fetchWith(answer(unknown));
    expect(result.events[0]).toMatchObject({ tag: 'InTransit', subtag: 'ZZ', unmapped: true });
  });
});

describe('Blue Dart credentials check', () => {
  it('asks about a waybill nobody issued: "no information" means ok, a licence error is rejected, 5xx is unreachable', async () => {
    const replies: Reply[] = [
      xml(200, '<ShipmentData><Error>Incorrect waybill number or No information</Error></ShipmentData>'),
      xml(200, '<ShipmentData><Error>Invalid LicenceKey or LoginID</Error></ShipmentData>'),
      xml(500, '<html>Internal Server Error</html>'),
    ];
    server = await startTestServer((request) => {
      const url = new URL(request.url, 'http://local');
      expect(url.searchParams.get('numbers')).toBe('00000000000');
      expect(url.searchParams.get('lickey')).toBe(credentials.key2);
      return replies.shift()!;
    });
    const provider = createBlueDartProvider({ baseUrl: `${server.baseUrl}/servlet/RoutingServlet` });
    expect(await provider.checkCredentials!(credentials)).toEqual({ status: 'ok' });
    expect(await provider.checkCredentials!(credentials)).toEqual({ status: 'rejected', reason: 'Blue Dart refused the credentials: Invalid LicenceKey or LoginID' });
    expect(await provider.checkCredentials!(credentials)).toMatchObject({ status: 'unreachable', reason: expect.stringContaining('HTTP 500') });
    expect(await provider.checkCredentials!({ ...credentials, key2: null })).toMatchObject({ status: 'rejected', reason: expect.stringContaining('key2') });
    expect(server.requests).toHaveLength(3);
  });
});
