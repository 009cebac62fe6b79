import { PUBLIC_TRACKING_MESSAGES, GENERIC_ERROR } from '@trailpost/contracts';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { lookUpShipment, lookUpShop } from './api';
import { ChallengeError, inSecureContextOnly } from './challenge';
import { numberedSolver, shipment, shop } from './test-data';

describe('the public lookups', () => {
  it("POST /api/tracking_page with the shop's domain, the number under its key, and a solved challenge as rc_token", async () => {
    const calls = mockApi({ 'POST /api/tracking_page': () => ({ data: shipment() }) });
    const outcome = await lookUpShipment('acme.trailpost.test', 'order_number', '#1001', numberedSolver());
    expect(outcome).toEqual({ ok: true, data: shipment() });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url.searchParams.get('rc_token')).toBe('payload-1');
    expect(calls[0]?.body).toEqual({ domain_name: 'acme.trailpost.test', order_number: '#1001' });
  });

  it('POST /api/tracking_page_search with the domain; each call spends a payload of its own', async () => {
    const calls = mockApi({
      'POST /api/tracking_page': () => ({ data: shipment() }),
      'POST /api/tracking_page_search': () => ({ data: shop() }),
    });
    const solver = numberedSolver();
    await lookUpShipment('acme.trailpost.test', 'tracking_number', '1Z999', solver);
    expect(await lookUpShop('acme.trailpost.test', solver)).toEqual({ ok: true, data: shop() });
    expect(calls[1]?.body).toEqual({ domain_name: 'acme.trailpost.test' });
    expect(calls.map((call) => call.url.searchParams.get('rc_token'))).toEqual(['payload-1', 'payload-2']);
  });

  it("gives the server's first message of a refused call", async () => {
    mockApi({ 'POST /api/tracking_page': () => ({ status: 404, message: [PUBLIC_TRACKING_MESSAGES.notFound, 'second'] }) });
    expect(await lookUpShipment('acme.trailpost.test', 'tracking_number', 'nope', numberedSolver())).toEqual({
      ok: false,
      message: PUBLIC_TRACKING_MESSAGES.notFound,
    });
  });

  it('solves a new challenge once when the server calls the solution expired or used', async () => {
    let answers = 0;
    const calls = mockApi({
      'POST /api/tracking_page': () =>
        ++answers === 1 ? { status: 403, message: [PUBLIC_TRACKING_MESSAGES.challengeInvalid] } : { data: shipment() },
    });
    expect(await lookUpShipment('acme.trailpost.test', 'tracking_number', '1Z999', numberedSolver())).toEqual({ ok: true, data: shipment() });
    expect(calls.map((call) => call.url.searchParams.get('rc_token'))).toEqual(['payload-1', 'payload-2']);
  });

  it('does not retry a second time', async () => {
    const calls = mockApi({ 'POST /api/tracking_page': () => ({ status: 403, message: [PUBLIC_TRACKING_MESSAGES.challengeInvalid] }) });
    expect(await lookUpShipment('acme.trailpost.test', 'tracking_number', '1Z999', numberedSolver())).toEqual({
      ok: false,
      message: PUBLIC_TRACKING_MESSAGES.challengeInvalid,
    });
    expect(calls).toHaveLength(2);
  });

  it('says the security check did not run when no challenge could be solved, and calls nothing', async () => {
    const calls = mockApi({});
    const solver = { solve: vi.fn(() => Promise.reject(new ChallengeError('no workers'))) };
    expect(await lookUpShop('acme.trailpost.test', solver)).toEqual({ ok: false, message: PUBLIC_TRACKING_MESSAGES.challengeMissing });
    expect(calls).toHaveLength(0);
  });

  it('says plainly that the page needs https where the check cannot run (plain http: no Web Crypto), without fetching the widget', async () => {
    const calls = mockApi({});
    const widget = vi.fn(() => ({ solve: () => Promise.resolve('payload') }));
    const solver = inSecureContextOnly(widget, { isSecureContext: false, crypto: {} });
    expect(await lookUpShop('acme.trailpost.test', solver)).toEqual({ ok: false, message: PUBLIC_TRACKING_MESSAGES.challengeNeedsHttps });
    expect(widget).not.toHaveBeenCalled();
    expect(calls).toHaveLength(0);
    expect(inSecureContextOnly(widget, { isSecureContext: true, crypto: { subtle: {} } })).toEqual({ solve: expect.any(Function) });
    expect(widget).toHaveBeenCalledTimes(1);
  });

  it('gives the generic message when no answer arrives', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    expect(await lookUpShop('acme.trailpost.test', numberedSolver())).toEqual({ ok: false, message: GENERIC_ERROR });
  });

  it('gives the generic message for an answer that is no envelope', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('<h1>502 Bad Gateway</h1>', { status: 502, headers: { 'Content-Type': 'text/html' } })));
    expect(await lookUpShop('acme.trailpost.test', numberedSolver())).toEqual({ ok: false, message: GENERIC_ERROR });
  });

  it('sends no cookies: the customer has no session on the shop host', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ meta: { code: 200, message: [] }, data: shop() })));
    vi.stubGlobal('fetch', fetchMock);
    await lookUpShop('acme.trailpost.test', numberedSolver());
    expect(fetchMock.mock.calls[0]).toEqual([expect.stringMatching(/^\/api\/tracking_page_search\?rc_token=payload-1$/), expect.objectContaining({ method: 'POST', credentials: 'omit' })]);
  });
});
