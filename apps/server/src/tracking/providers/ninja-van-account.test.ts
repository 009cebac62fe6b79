import { afterEach, describe, expect, it } from 'vitest';
import { jsonReply as json, lateReply, startTestServer, type RecordedRequest, type Reply, type TestServer } from './http-test-server.js';
import { createNinjaVanProvider } from './ninja-van.js';
import type { ProviderCredentials, TrackedShipment } from './types.js';

/** Part 2 §3: key1 = client key (the OAuth client id), key2 = secret key. */
const credentials: ProviderCredentials = { key1: 'ninja-client-7f3a', key2: 'ninja-secret-91bc', key3: null };

let server: TestServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

/** Asserts the documented sign-in: POST /{country}/2.0/oauth/access_token with JSON client credentials. */
function signIn(request: RecordedRequest, country = 'sg'): Record<string, unknown> {
  expect(request.method).toBe('POST');
  expect(request.url).toBe(`/${country}/2.0/oauth/access_token`);
  expect(request.headers['content-type']).toBe('application/json');
  const body = JSON.parse(request.body) as Record<string, unknown>;
  expect(body.grant_type).toBe('client_credentials');
  return body;
}

const issued: Reply = json(200, { access_token: 'nv-token-1', expires: 1_900_000_000, token_type: 'bearer', expires_in: 300 });

describe('Ninja Van keys check', () => {
  it('signs in with the client key and secret: the keys are accepted', async () => {
    server = await startTestServer((request) => {
      expect(signIn(request)).toEqual({ client_id: 'ninja-client-7f3a', client_secret: 'ninja-secret-91bc', grant_type: 'client_credentials' });
      return issued;
    });
    const provider = createNinjaVanProvider({ baseUrl: server.baseUrl });
    expect(await provider.checkCredentials!(credentials)).toEqual({ status: 'ok' });
  });

  it("asks the account's country when told one", async () => {
    server = await startTestServer((request) => (signIn(request, 'my'), issued));
    expect(await createNinjaVanProvider({ baseUrl: server.baseUrl, country: 'my' }).checkCredentials!(credentials)).toEqual({ status: 'ok' });
  });

  it("reports refused keys with Ninja Van's own words", async () => {
    server = await startTestServer((request) => (signIn(request), json(401, { error: { code: 2001, title: 'UNAUTHORIZED', message: 'Invalid client credentials' } })));
    expect(await createNinjaVanProvider({ baseUrl: server.baseUrl }).checkCredentials!(credentials)).toEqual({
      status: 'rejected',
      reason: 'Ninja Van refused the credentials (HTTP 401): Invalid client credentials',
    });
  });

  it('refuses missing keys without a call', async () => {
    server = await startTestServer(() => issued);
    const check = await createNinjaVanProvider({ baseUrl: server.baseUrl }).checkCredentials!({ key1: 'ninja-client-7f3a', key2: ' ', key3: null });
    expect(check).toMatchObject({ status: 'rejected', reason: expect.stringContaining('key2') });
    expect(server.requests).toHaveLength(0);
  });

  it('calls keys it could not judge unreachable: a 5xx, a courier that hangs, nobody listening', async () => {
    server = await startTestServer((request) => (signIn(request), request.body.includes('slow') ? lateReply(issued, 2_000) : { status: 503, body: 'Service Unavailable' }));
    const provider = createNinjaVanProvider({ baseUrl: server.baseUrl, limits: { timeoutMs: 200 } });
    expect(await provider.checkCredentials!(credentials)).toMatchObject({ status: 'unreachable', reason: expect.stringContaining('HTTP 503') });
    expect(await provider.checkCredentials!({ ...credentials, key1: 'slow-client' })).toMatchObject({ status: 'unreachable', reason: expect.stringContaining('did not answer') });
    const closed = createNinjaVanProvider({ baseUrl: 'http://127.0.0.1:9' });
    // The merchant reads that the courier could not be reached, not the library's words for it.
    const refused = await closed.checkCredentials!(credentials);
    expect(refused).toMatchObject({ status: 'unreachable', reason: expect.stringMatching(/could not be reached$/) });
    expect(refused).not.toMatchObject({ reason: expect.stringMatching(/ECONNREFUSED|fetch failed|127\.0\.0\.1/) });
  });
});

describe('Ninja Van shipments', () => {
  it('are never asked about (scans arrive by webhook): looked at again a day later', async () => {
    const at = Date.parse('2026-06-01T12:00:00Z');
    const shipment: TrackedShipment = {
      id: 's1', tenantId: 't1', slug: 'ninjavan-sg', trackingNumber: 'NVSGTRAILPOST0001', postalCode: null, trackingShipDate: null, originCountry: null, createdAt: new Date(at),
    };
    const provider = createNinjaVanProvider({ baseUrl: 'http://127.0.0.1:9', now: () => at });
    expect(await provider.fetch(shipment, credentials)).toEqual({ events: [], nextCheckAt: new Date('2026-06-02T12:00:00Z') });
  });
});
