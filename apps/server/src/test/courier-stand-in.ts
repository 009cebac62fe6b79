import type { FetchLike } from '../tracking/providers/provider-support.js';
import { jsonReply, startTestServer, type RecordedRequest, type Reply, type TestServer } from '../tracking/providers/http-test-server.js';

/**
 * One local server standing in for every courier the integrations check keys with: each
 * courier's own path (sign-in or tracking probe) answers in that courier's shape. The keys
 * decide the answer: a key containing "reject" is refused, one containing "down" meets an
 * outage (503); any other key is accepted. Adapters reach it through `fetch`, which keeps each
 * request's path and query and swaps the courier's host for the stand-in's.
 */
export interface CourierStandIn {
  server: TestServer;
  fetch: FetchLike;
  /** Requests to the stand-in since it started. */
  calls(): number;
  /** While set, every key is answered as this, whatever it holds. */
  force(verdict: Verdict | null): void;
}

export type Verdict = 'accept' | 'reject' | 'down';
export const REFUSAL = 'Bad credentials';

/** Everything a courier sees of the keys: the query, the body, the Basic user and password, headers. */
function keysText(request: RecordedRequest): string {
  const basic = String(request.headers.authorization ?? '').replace(/^Basic /, '');
  return [decodeURIComponent(request.url), request.body, Buffer.from(basic, 'base64').toString('utf8'), String(request.headers['account-number'] ?? '')].join(' ');
}

/** The answer of an accepting courier on its own path. */
function accepted(request: RecordedRequest): Reply {
  const path = new URL(request.url, 'http://stand-in').pathname;
  if (path === '/shipping/v1/track') return jsonReply(200, { tracking_results: [{ tracking_id: '00000000000', errors: [{ code: 'ESB-10001', name: 'Invalid tracking ID' }] }] });
  if (path === '/servlet/RoutingServlet') {
    return { status: 200, headers: { 'content-type': 'text/xml' }, body: '<ShipmentData><Error>Incorrect waybill number or No information</Error></ShipmentData>' };
  }
  if (['/authentication/connect/token', '/token', '/api/v3/oauth/token', '/sg/2.0/oauth/access_token'].includes(path)) {
    return jsonReply(200, { access_token: `token-${Math.random().toString(36).slice(2)}`, token_type: 'Bearer', expires_in: 3600 });
  }
  return { status: 404, body: `no courier answers ${request.method} ${path}` };
}

export async function startCourierStandIn(): Promise<CourierStandIn> {
  let forced: Verdict | null = null;
  const server = await startTestServer((request) => {
    const text = keysText(request);
    const verdict = forced ?? (text.includes('reject') ? 'reject' : text.includes('down') ? 'down' : 'accept');
    if (verdict === 'reject') return jsonReply(401, { error: 'invalid_client', error_description: REFUSAL, errors: [{ message: REFUSAL }] });
    if (verdict === 'down') return { status: 503, body: 'Service Unavailable' };
    return accepted(request);
  });
  return {
    server,
    fetch: (input, init) => {
      const url = new URL(String(input));
      return globalThis.fetch(new URL(url.pathname + url.search, server.baseUrl), init);
    },
    calls: () => server.requests.length,
    force: (verdict) => {
      forced = verdict;
    },
  };
}
