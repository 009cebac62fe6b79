import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import dns2 from 'dns2';
import ipaddr from 'ipaddr.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/dns-server.js';
import { dnsResolve } from './dns-servers.js';
import { createSafeFetch, OutboundError, OutboundRefusedError, type Resolve, type SafeFetch, type SafeFetchOptions } from './safe-fetch.js';

/**
 * Regression suite of the ways people slip a private target past an outbound-HTTP guard
 * (SSRF): address spellings, IPv6 forms that carry an IPv4 address, names a DNS server
 * points inward, DNS rebinding, redirects and URL parser tricks. Names are resolved by a
 * local DNS server through `dnsResolve` (the DNS_SERVERS resolver), as a deployment with
 * DNS_SERVERS does. Every refusal is checked twice: the error says "refused", and a
 * receiver standing where the request would have landed saw no connection at all. Where the
 * target can stand on this machine, a control run with the range allowed reaches that very
 * receiver, so the refusal, not a dead address, is what kept it out.
 *
 * Policy decisions pinned here (outbound-address.ts):
 * - NAT64: the well-known prefix 64:ff9b::/96 is judged as the IPv4 address it carries (a
 *   public one passes, 64:ff9b::7f00:1 is loopback). The local-use prefix 64:ff9b:1::/48
 *   (RFC 8215) is refused whole: its prefix length, hence where the IPv4 address sits, is the
 *   operator's choice, and it only ever leads into the operator's own network.
 * - 6to4 (2002::/16), Teredo (2001::/32) and IPv4-translated (::ffff:0:0:0/96) are refused
 *   as reserved ranges, whatever they embed; IPv4-compatible ::a.b.c.d is judged as a.b.c.d.
 * - `localhost` and `*.localhost` are loopback whatever a resolver says (RFC 6761 §6.3).
 */

// ---- a local DNS server -------------------------------------------------------------------

interface NameRecords {
  /** A answers; a list of lists is served in turn, one list per question (rebinding). */
  a?: string[] | string[][];
  aaaa?: string[];
  cname?: string;
}

const { Packet } = dns2;
type Packet = InstanceType<typeof dns2.Packet>;

const zone = new Map<string, NameRecords>([
  ['loopback.test', { a: ['127.0.0.1'] }],
  ['metadata.test', { a: ['169.254.169.254'] }],
  ['private.test', { a: ['10.0.0.5'] }],
  ['v6-loopback.test', { aaaa: ['::1'] }],
  ['v6-mapped.test', { aaaa: ['::ffff:127.0.0.1'] }],
  ['v6-nat64.test', { aaaa: ['64:ff9b::7f00:1'] }],
  ['mixed.test', { a: ['93.184.215.14', '127.0.0.1'] }],
  ['dual.test', { a: ['93.184.215.14'], aaaa: ['::1'] }],
  ['chain.test', { cname: 'hop-1.test' }],
  ['hop-1.test', { cname: 'hop-2.elsewhere.test' }],
  ['hop-2.elsewhere.test', { a: ['10.0.0.5'] }],
  ['chain-to-loopback.test', { cname: 'loopback.test' }],
  // What a hostile or careless DNS server might say of localhost.
  ['localhost', { a: ['10.0.0.5'] }],
]);
/** Every question asked, as `A name` / `AAAA name`. */
const questions: string[] = [];
const turns = new Map<string, number>();

function aAnswer(name: string, records: NameRecords): string[] {
  const a = records.a ?? [];
  if (!Array.isArray(a[0])) return a as string[];
  const rotation = a as string[][];
  const turn = turns.get(name) ?? 0;
  turns.set(name, turn + 1);
  return rotation[turn % rotation.length]!;
}

/** Answers as a recursive resolver would: the CNAME chain, then the final name's addresses. TTL 0: nothing is cached. */
function answer(question: { name: string; type: number }, response: Packet) {
  let name = question.name.toLowerCase().replace(/\.$/, '');
  questions.push(`${question.type === Packet.TYPE.AAAA ? 'AAAA' : question.type === Packet.TYPE.A ? 'A' : question.type} ${name}`);
  for (let depth = 0; depth < 8; depth += 1) {
    const records = zone.get(name);
    if (!records) {
      if (depth === 0) response.header.rcode = 3; // NXDOMAIN
      return;
    }
    const base = { name, class: Packet.CLASS.IN, ttl: 0 };
    if (records.cname) {
      response.answers.push({ ...base, type: Packet.TYPE.CNAME, domain: records.cname } as never);
      name = records.cname;
      continue;
    }
    if (question.type === Packet.TYPE.A) {
      for (const address of aAnswer(name, records)) response.answers.push({ ...base, type: Packet.TYPE.A, address } as never);
    }
    if (question.type === Packet.TYPE.AAAA) {
      for (const address of records.aaaa ?? []) response.answers.push({ ...base, type: Packet.TYPE.AAAA, address: ipaddr.IPv6.parse(address).toNormalizedString() } as never);
    }
    return;
  }
}

const dnsServer = dns2.createServer({
  udp: true,
  handle: (request, send) => {
    const response = Packet.createResponseFromRequest(request);
    response.header.ra = 1;
    const [question] = request.questions;
    if (question) answer(question, response);
    send(response);
  },
});
let resolve: Resolve;

// ---- receivers ----------------------------------------------------------------------------

interface Receiver {
  port: number;
  /** Connections accepted (a TLS hello or a bare connect counts, not only a full request). */
  connections: number;
  requests: string[];
}

const servers: Server[] = [];
const clients: SafeFetch[] = [];

async function receiver(host: string, port = 0, handler: RequestListener = (_req, res) => res.end('reached')): Promise<Receiver> {
  const seen: Receiver = { port: 0, connections: 0, requests: [] };
  const server = createServer((req, res) => {
    seen.requests.push(`${req.method} ${req.url}`);
    handler(req, res);
  });
  server.on('connection', () => (seen.connections += 1));
  servers.push(server);
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    // `::` without ipv6Only takes IPv4 too: every loopback spelling of this port lands here.
    server.listen({ port, host, ipv6Only: false }, done);
  });
  seen.port = (server.address() as AddressInfo).port;
  return seen;
}

function client(options: Partial<SafeFetchOptions> = {}) {
  // A short connect timeout: a guard that let a dead private address through would show up as a timeout, not hang.
  const safeFetch = createSafeFetch({ allowCidrs: [], connectTimeoutMs: 1_000, timeoutMs: 5_000, resolve, ...options });
  clients.push(safeFetch);
  return safeFetch;
}

async function outcome(promise: Promise<Response>): Promise<OutboundError | Response> {
  return promise.then(
    (response) => response,
    (error: unknown) => {
      if (error instanceof OutboundError) return error;
      throw error;
    },
  );
}

async function refusal(promise: Promise<Response>): Promise<OutboundRefusedError> {
  const result = await outcome(promise);
  if (result instanceof Response) throw new Error(`expected a refusal, got HTTP ${result.status} from ${result.url}`);
  expect(result, result.message).toBeInstanceOf(OutboundRefusedError);
  expect(result.failure).toBe('refused');
  expect(result.retryable).toBe(false);
  return result as OutboundRefusedError;
}

function untouched(...receivers: Receiver[]) {
  for (const seen of receivers) {
    expect(seen.requests).toEqual([]);
    expect(seen.connections).toBe(0);
  }
}

/** A loopback receiver on every local address (IPv4 and IPv6) of one port. */
let trap: Receiver;

beforeAll(async () => {
  const port = await freePort();
  await dnsServer.listen({ udp: { port, address: '127.0.0.1' } });
  resolve = dnsResolve({ servers: [`127.0.0.1:${port}`], timeoutMs: 2_000 });
  trap = await receiver('::');
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  trap.connections = 0;
  trap.requests.length = 0;
});
afterAll(async () => {
  for (const server of servers) server.closeAllConnections();
  await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
  await dnsServer.close();
});

// ---- addresses written in the URL ---------------------------------------------------------

describe('addresses written in the URL', () => {
  // [URL with {port} for the trap's port, what the refusal names it, allowCidrs under which the trap is reached]
  const cases: [string, RegExp, string[] | null][] = [
    ['http://2130706433:{port}/', /127\.0\.0\.1 is a loopback address/, ['127.0.0.0/8']],
    ['http://0177.0.0.1:{port}/', /loopback/, ['127.0.0.0/8']],
    ['http://0x7f000001:{port}/', /loopback/, ['127.0.0.0/8']],
    ['http://127.1:{port}/', /loopback/, ['127.0.0.0/8']],
    ['http://0x7f.1:{port}/', /loopback/, ['127.0.0.0/8']],
    ['http://017700000001:{port}/', /loopback/, ['127.0.0.0/8']],
    ['http://127.000.000.001:{port}/', /loopback/, ['127.0.0.0/8']],
    ['http://127.0.0.1.:{port}/', /loopback/, ['127.0.0.0/8']],
    ['http://%31%32%37.0.0.1:{port}/', /loopback/, ['127.0.0.0/8']],
    ['http://\uff11\uff12\uff17.\uff10.\uff10.\uff11:{port}/', /loopback/, ['127.0.0.0/8']],
    ['http://127.6.6.6:{port}/', /loopback/, ['127.0.0.0/8']],
    ['https://127.0.0.1:{port}/', /loopback/, null],
    ['http://0.0.0.0:{port}/', /0\.0\.0\.0 is a unspecified address/, ['0.0.0.0/32']],
    ['http://0:{port}/', /unspecified/, ['0.0.0.0/32']],
    ['http://[::]:{port}/', /:: is a unspecified address/, ['::/128']],
    ['http://[::1]:{port}/', /::1 is a loopback address/, ['::1/128']],
    ['http://[::ffff:127.0.0.1]:{port}/', /loopback/, ['127.0.0.0/8']],
    ['http://[::ffff:7f00:1]:{port}/', /loopback/, ['127.0.0.0/8']],
    ['http://[0:0:0:0:0:ffff:127.0.0.1]:{port}/', /loopback/, ['127.0.0.0/8']],
    ['http://[::127.0.0.1]:{port}/', /loopback/, null],
    ['http://[64:ff9b::7f00:1]:{port}/', /loopback/, null],
    ['http://[64:ff9b::a9fe:a9fe]/', /cloud metadata/, null],
    ['http://[64:ff9b:1::a:0:500:0]/', /NAT64 local-use/, null],
    ['http://[64:ff9b:1:a00:5::]/', /NAT64 local-use/, null],
    ['http://[2002:7f00:1::]:{port}/', /reserved/, null],
    ['http://[2001::7f00:1]/', /reserved/, null],
    ['http://[::ffff:0:7f00:1]/', /reserved/, null],
    ['http://10.0.0.1/', /10\.0\.0\.1 is a private address/, null],
    ['http://10.255.255.254/', /private/, null],
    ['http://172.16.0.1/', /private/, null],
    ['http://172.31.255.254/', /private/, null],
    ['http://192.168.1.1/', /private/, null],
    ['http://169.254.169.254/latest/meta-data/', /169\.254\.169\.254 is a cloud metadata address/, null],
    ['http://0xa9fea9fe/', /cloud metadata/, null],
    ['http://[::ffff:169.254.169.254]/', /cloud metadata/, null],
    ['http://169.254.170.2/v2/credentials', /cloud metadata/, null],
    ['http://169.254.0.1/', /link-local/, null],
    ['http://100.64.0.1/', /carrier-grade NAT/, null],
    ['http://100.127.255.254/', /carrier-grade NAT/, null],
    ['http://224.0.0.1/', /multicast/, null],
    ['http://239.255.255.250/', /multicast/, null],
    ['http://255.255.255.255/', /broadcast/, null],
    ['http://240.0.0.1/', /reserved/, null],
    ['http://[fd00::1]/', /unique-local/, null],
    ['http://[fd00:ec2::254]/', /cloud metadata/, null],
    ['http://[fc00::1]/', /unique-local/, null],
    ['http://[fe80::1]/', /link-local/, null],
    ['http://[fec0::1]/', /reserved/, null],
    ['http://[ff02::1]/', /multicast/, null],
  ];

  it.each(cases)('refuses %s', async (template, reason, control) => {
    const url = template.replace('{port}', String(trap.port));
    expect((await refusal(client()(url))).message).toMatch(reason);
    untouched(trap);
    if (!control) return;
    // The same URL with its range allowed lands on the trap: it stood at the target.
    const response = await client({ allowCidrs: control })(url);
    expect(await response.text()).toBe('reached');
    expect(trap.requests).toEqual(['GET /']);
  });

  it.each([
    'http://evil@127.0.0.1:{port}/',
    'http://example.com@127.0.0.1:{port}/',
    'http://example.com:80@127.0.0.1:{port}/',
    'http://127.0.0.1:{port}#@example.com/',
    'http://127.0.0.1:{port}?@example.com/',
    'http://127.0.0.1:{port}\\@example.com/',
    'http:\\\\127.0.0.1:{port}\\',
    'http:127.0.0.1:{port}/',
  ])('refuses %s: the host is what the URL parser says it is', async (template) => {
    const url = template.replace('{port}', String(trap.port));
    expect(new URL(url).hostname).toBe('127.0.0.1');
    expect((await refusal(client()(url))).message).toMatch(/127\.0\.0\.1 is a loopback address/);
    untouched(trap);
  });

  it.each(['file:///etc/passwd', 'gopher://127.0.0.1:{port}/_GET%20/', 'ftp://93.184.215.14/', 'dict://127.0.0.1:{port}/info', 'ws://93.184.215.14/', 'data:text/plain,hi'])(
    'refuses the scheme of %s',
    async (template) => {
      expect((await refusal(client()(template.replace('{port}', String(trap.port))))).message).toMatch(/is not HTTP/);
      untouched(trap);
    },
  );
});

// ---- names ---------------------------------------------------------------------------------

describe('names the DNS server points inward', () => {
  it.each([
    ['loopback.test', /loopback\.test resolves to a loopback address/, ['127.0.0.0/8']],
    ['LOOPBACK.test.', /loopback/, ['127.0.0.0/8']],
    ['metadata.test', /metadata\.test resolves to a cloud metadata address/, null],
    ['private.test', /private\.test resolves to a private address/, null],
    ['v6-loopback.test', /v6-loopback\.test resolves to a loopback address/, ['::1/128']],
    ['v6-mapped.test', /loopback/, ['127.0.0.0/8']],
    ['v6-nat64.test', /loopback/, null],
    ['mixed.test', /mixed\.test resolves to a loopback address/, null],
    ['dual.test', /dual\.test resolves to a loopback address/, null],
    ['chain.test', /chain\.test resolves to a private address/, null],
    ['chain-to-loopback.test', /chain-to-loopback\.test resolves to a loopback address/, ['127.0.0.0/8']],
  ])('refuses %s', async (name, reason, control) => {
    const url = `http://${name}:${trap.port}/`;
    expect((await refusal(client()(url))).message).toMatch(reason);
    untouched(trap);
    if (!control) return;
    const response = await client({ allowCidrs: control })(url);
    expect(await response.text()).toBe('reached');
    expect(trap.requests).toEqual(['GET /']);
  });

  it.each(['localhost', 'localhost.', 'LocalHost', 'app.localhost', 'a.b.localhost.'])(
    'refuses %s as loopback, whatever the DNS server or the system says of it',
    async (name) => {
      for (const resolver of [resolve, undefined]) {
        const error = await refusal(client({ resolve: resolver })(`http://${name}:${trap.port}/`));
        expect(error.message).toMatch(/localhost\.? resolves to a loopback address/i);
      }
      untouched(trap);
      // With loopback allowed it reaches the loopback receiver, not the DNS server's public answer.
      const response = await client({ allowCidrs: ['127.0.0.0/8'] })(`http://${name}:${trap.port}/`);
      expect(await response.text()).toBe('reached');
    },
  );

  it('asks the DNS server, not the hosts file, for other names', async () => {
    const error = await outcome(client()(`http://not-in-the-zone.test:${trap.port}/`));
    expect(error).toBeInstanceOf(OutboundError);
    expect((error as OutboundError).failure).toBe('network');
    expect((error as OutboundError).message).toMatch(/ENOTFOUND/);
    expect(questions).toContain('A not-in-the-zone.test');
  });
});

// ---- DNS rebinding -------------------------------------------------------------------------

describe('DNS rebinding', () => {
  /** The "public" side: 127.0.0.2 alone is allowed, as OUTBOUND_ALLOW_CIDRS would allow one receiver. */
  const allow = { allowCidrs: ['127.0.0.2/32'] };
  let port: number;
  let outside: Receiver;
  let inside: Receiver;

  beforeAll(async () => {
    outside = await receiver('127.0.0.2', 0, (req, res) => {
      if (req.url === '/bounce') return void res.writeHead(302, { location: '/landed', connection: 'close' }).end();
      res.writeHead(200, { connection: 'close' }).end('outside');
    });
    port = outside.port;
    inside = await receiver('127.0.0.1', port);
  });
  afterEach(() => {
    for (const seen of [outside, inside]) {
      seen.connections = 0;
      seen.requests.length = 0;
    }
  });

  const askedFor = (name: string) => questions.filter((question) => question === `A ${name}`).length;

  it('connects to the address it checked: a name answering public, then private, never reaches the private one', async () => {
    zone.set('rebind.test', { a: [['127.0.0.2'], ['127.0.0.1']] });
    const results: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      // A new client each time: no pooled connection, every attempt resolves afresh.
      const result = await outcome(client(allow)(`http://rebind.test:${port}/${i}`));
      results.push(result instanceof Response ? await result.text() : result.failure);
    }
    expect(results).toEqual(['outside', 'refused', 'outside', 'refused', 'outside', 'refused']);
    expect(outside.requests).toEqual(['GET /0', 'GET /2', 'GET /4']);
    untouched(inside);
    // One question per attempt: the answer checked is the answer connected to (no check-then-resolve-again).
    expect(askedFor('rebind.test')).toBe(6);
  });

  it('checks again on every new connection of one client', async () => {
    zone.set('rebind-pooled.test', { a: [['127.0.0.2'], ['127.0.0.1']] });
    const safeFetch = client(allow);
    const results: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const result = await outcome(safeFetch(`http://rebind-pooled.test:${port}/${i}`));
      results.push(result instanceof Response ? await result.text() : result.failure);
    }
    expect(results).toEqual(['outside', 'refused', 'outside', 'refused']);
    untouched(inside);
  });

  it('checks the name again when a redirect opens a new connection to it', async () => {
    zone.set('rebind-redirect.test', { a: [['127.0.0.2'], ['127.0.0.1']] });
    const error = await refusal(client(allow)(`http://rebind-redirect.test:${port}/bounce`));
    expect(error.message).toBe(`Refused to reach http://rebind-redirect.test:${port}/landed: rebind-redirect.test resolves to a loopback address`);
    expect(outside.requests).toEqual(['GET /bounce']);
    untouched(inside);
  });

  it('refuses a name whose answer holds the private address next to the public one', async () => {
    zone.set('rebind-both.test', { a: ['127.0.0.2', '127.0.0.1'] });
    for (let i = 0; i < 3; i += 1) await refusal(client(allow)(`http://rebind-both.test:${port}/`));
    untouched(inside, outside);
  });
});

// ---- redirects -----------------------------------------------------------------------------

describe('redirects', () => {
  const allow = { allowCidrs: ['127.0.0.2/32'] };
  let port: number;
  let outside: Receiver;
  let inside: Receiver;
  let location = '';
  let status = 302;

  beforeAll(async () => {
    zone.set('redirect-target.test', { a: ['127.0.0.1'] });
    zone.set('outside.test', { a: ['127.0.0.2'] });
    outside = await receiver('127.0.0.2', 0, (req, res) => {
      if (req.url === '/hop') return void res.writeHead(301, { location: '/start' }).end();
      res.writeHead(status, { location: location.replace('{port}', String(port)) }).end();
    });
    port = outside.port;
    inside = await receiver('127.0.0.1', port);
  });
  afterEach(() => {
    for (const seen of [outside, inside]) {
      seen.connections = 0;
      seen.requests.length = 0;
    }
    status = 302;
  });

  it.each([
    ['http://127.0.0.1:{port}/', /127\.0\.0\.1 is a loopback address/],
    ['http://2130706433:{port}/', /loopback/],
    ['http://0x7f.1:{port}/', /loopback/],
    ['http://[::ffff:127.0.0.1]:{port}/', /loopback/],
    ['http://[::1]:{port}/', /loopback/],
    ['http://0.0.0.0:{port}/', /unspecified/],
    ['//127.0.0.1:{port}/', /loopback/],
    ['/\\127.0.0.1:{port}/', /loopback/],
    ['http:\\\\127.0.0.1:{port}\\', /loopback/],
    ['http://evil@127.0.0.1:{port}/', /loopback/],
    ['http://redirect-target.test:{port}/', /redirect-target\.test resolves to a loopback address/],
    ['http://private.test/', /private\.test resolves to a private address/],
    ['http://localhost:{port}/', /loopback/],
    ['http://169.254.169.254/latest/meta-data/iam/security-credentials/', /cloud metadata/],
    ['file:///etc/passwd', /file: is not HTTP/],
    ['gopher://127.0.0.1:{port}/_GET%20/', /gopher: is not HTTP/],
    ['dict://127.0.0.1:{port}/info', /dict: is not HTTP/],
  ])('refuses a redirect to %s', async (target, reason) => {
    location = target;
    for (const start of [`http://127.0.0.2:${port}/start`, `http://outside.test:${port}/hop`]) {
      expect((await refusal(client(allow)(start))).message).toMatch(reason);
    }
    expect(outside.requests).toEqual(['GET /start', 'GET /hop', 'GET /start']);
    untouched(inside);
  });

  it.each([301, 302, 303, 307, 308])('refuses a %i to loopback, after a POST too', async (code) => {
    status = code;
    location = 'http://127.0.0.1:{port}/';
    await refusal(client(allow)(`http://127.0.0.2:${port}/start`, { method: 'POST', body: 'x' }));
    untouched(inside);
  });
});

// ---- the allowed range ---------------------------------------------------------------------

describe('OUTBOUND_ALLOW_CIDRS', () => {
  it('reaches a receiver inside the allowed range, and still refuses what lies outside it', async () => {
    const safeFetch = client({ allowCidrs: ['127.0.0.0/8'] });
    const response = await safeFetch(`http://127.0.0.1:${trap.port}/allowed`);
    expect(response.status).toBe(200);
    expect(trap.requests).toEqual(['GET /allowed']);
    expect((await refusal(safeFetch('http://10.0.0.1/'))).message).toMatch(/10\.0\.0\.1 is a private address/);
    expect((await refusal(safeFetch(`http://private.test/`))).message).toMatch(/private\.test resolves to a private address/);
    expect((await refusal(safeFetch('http://[::1]/'))).message).toMatch(/::1 is a loopback address/);
  });

  it('never opens the metadata addresses, even to an allowed range that holds them', async () => {
    const safeFetch = client({ allowCidrs: ['0.0.0.0/0', '::/0'] });
    for (const url of ['http://169.254.169.254/', 'http://[::ffff:a9fe:a9fe]/', 'http://metadata.test/', 'http://[fd00:ec2::254]/']) {
      expect((await refusal(safeFetch(url))).message).toMatch(/cloud metadata address/);
    }
  });
});
