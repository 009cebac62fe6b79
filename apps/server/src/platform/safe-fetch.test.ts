import { createServer, type IncomingHttpHeaders, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createSafeFetch, OutboundError, OutboundRefusedError, type Resolve, type SafeFetch, type SafeFetchOptions } from './safe-fetch.js';

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

const servers: Server[] = [];
const clients: SafeFetch[] = [];

/** A receiver on 127.0.0.1 whose requests are recorded. */
async function receiver(handler: (seen: Seen, res: Parameters<RequestListener>[1]) => void) {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      seen.push(request);
      handler(request, res);
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { seen, port, base: `http://127.0.0.1:${port}` };
}

const ok = (body = 'ok') => (_seen: Seen, res: Parameters<RequestListener>[1]) => res.writeHead(200, { 'content-type': 'text/plain' }).end(body);

function client(options: Partial<SafeFetchOptions> = {}) {
  const safeFetch = createSafeFetch({ allowCidrs: [], ...options });
  clients.push(safeFetch);
  return safeFetch;
}

const fixedResolve =
  (answers: Record<string, string[]>): Resolve =>
  async (hostname) =>
    (answers[hostname] ?? []).map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

async function failure(promise: Promise<unknown>): Promise<OutboundError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(OutboundError);
  return error as OutboundError;
}

afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
});
afterAll(async () => {
  for (const server of servers) server.closeAllConnections();
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

describe('safe fetch: refused targets', () => {
  it('refuses loopback without an allowed range, before connecting', async () => {
    const target = await receiver(ok());
    const error = await failure(client()(`${target.base}/hook`));
    expect(error).toBeInstanceOf(OutboundRefusedError);
    expect(error.failure).toBe('refused');
    expect(error.retryable).toBe(false);
    expect(error.message).toBe(`Refused to reach ${target.base}/hook: 127.0.0.1 is a loopback address`);
    expect(target.seen).toHaveLength(0);
  });

  it.each([
    ['http://10.1.2.3/hook', /10\.1\.2\.3 is a private address/],
    ['http://192.168.0.10/', /private/],
    ['http://169.254.169.254/latest/meta-data/', /169\.254\.169\.254 is a cloud metadata address/],
    ['http://100.64.1.1/', /carrier-grade NAT/],
    ['http://[::1]:8080/', /::1 is a loopback address/],
    ['http://[::ffff:127.0.0.1]/', /loopback/],
    ['http://[fd00::5]/', /unique-local/],
    ['http://[fe80::1]/', /link-local/],
    ['http://0.0.0.0/', /unspecified/],
    ['http://2130706433/', /127\.0\.0\.1 is a loopback address/],
    ['https://0x7f.1/', /loopback/],
  ])('refuses %s', async (url, reason) => {
    const error = await failure(client()(url));
    expect(error).toBeInstanceOf(OutboundRefusedError);
    expect(error.message).toMatch(reason);
  });

  it('refuses a host name that resolves to loopback', async () => {
    const target = await receiver(ok());
    const error = await failure(client()(`http://localhost:${target.port}/`));
    expect(error).toBeInstanceOf(OutboundRefusedError);
    expect(error.message).toBe(`Refused to reach http://localhost:${target.port}/: localhost resolves to a loopback address`);
    // The message names the rule, never the address the name resolved to (kept for the logs).
    expect(error.message).not.toContain('127.0.0.1');
    expect((error as OutboundRefusedError).resolvedAddress).toBe('127.0.0.1');
    expect(target.seen).toHaveLength(0);
  });

  it('refuses a name when any of its addresses is private', async () => {
    const resolve = fixedResolve({ 'mixed.example': ['93.184.215.14', '10.0.0.7'] });
    const error = await failure(client({ resolve })('http://mixed.example/'));
    expect(error.message).toMatch(/mixed\.example resolves to a private address/);
  });

  it('refuses other schemes', async () => {
    await expect(client()('file:///etc/passwd')).rejects.toThrow(/file: is not HTTP/);
    await expect(client()('ftp://93.184.215.14/')).rejects.toBeInstanceOf(OutboundRefusedError);
  });
});

describe('safe fetch: allowed targets', () => {
  it('reaches loopback inside OUTBOUND_ALLOW_CIDRS and answers like fetch', async () => {
    const target = await receiver((_seen, res) => res.writeHead(201, { 'content-type': 'application/json', 'x-id': 'a1' }).end('{"accepted":true}'));
    const response = await client({ allowCidrs: ['127.0.0.0/8'] })(`${target.base}/hook?x=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer t' },
      body: JSON.stringify({ hello: 'world' }),
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('x-id')).toBe('a1');
    expect(await response.json()).toEqual({ accepted: true });
    expect(response.url).toBe(`${target.base}/hook?x=1`);
    expect(response.redirected).toBe(false);
    expect(target.seen[0]).toMatchObject({ method: 'POST', url: '/hook?x=1', body: '{"hello":"world"}' });
    expect(target.seen[0]!.headers.authorization).toBe('Bearer t');
  });

  it('connects to the address it checked: the name is resolved once, by the connection itself', async () => {
    const target = await receiver(ok('pinned'));
    let lookups = 0;
    const resolve: Resolve = async () => {
      lookups += 1;
      return [{ address: '127.0.0.1', family: 4 }];
    };
    const response = await client({ allowCidrs: ['127.0.0.1/32'], resolve })(`http://receiver.test:${target.port}/`);
    expect(await response.text()).toBe('pinned');
    expect(lookups).toBe(1);
    expect(target.seen[0]!.headers.host).toBe(`receiver.test:${target.port}`);
  });

  it('sends form bodies as application/x-www-form-urlencoded', async () => {
    const target = await receiver(ok());
    await client({ allowCidrs: ['127.0.0.0/8'] })(target.base, { method: 'POST', body: new URLSearchParams({ To: '+919876543210', Body: 'a b' }) });
    expect(target.seen[0]!.headers['content-type']).toBe('application/x-www-form-urlencoded;charset=UTF-8');
    expect(target.seen[0]!.body).toBe('To=%2B919876543210&Body=a+b');
  });
});

describe('safe fetch: redirects', () => {
  const allow = { allowCidrs: ['127.0.0.1/32'] };

  it('follows a redirect and checks where it leads: a private address is refused', async () => {
    const target = await receiver((_seen, res) => res.writeHead(302, { location: 'http://10.0.0.1/internal' }).end());
    const error = await failure(client(allow)(`${target.base}/start`));
    expect(error).toBeInstanceOf(OutboundRefusedError);
    expect(error.message).toBe('Refused to reach http://10.0.0.1/internal: 10.0.0.1 is a private address');
  });

  it('refuses a redirect to loopback outside the allowed range, and to a name that resolves there', async () => {
    const resolve = fixedResolve({ 'rebound.example': ['127.0.0.2'] });
    const toAddress = await receiver((_seen, res) => res.writeHead(307, { location: 'http://127.0.0.2/' }).end());
    expect((await failure(client(allow)(toAddress.base))).message).toMatch(/127\.0\.0\.2 is a loopback address/);
    const toName = await receiver((_seen, res) => res.writeHead(301, { location: 'http://rebound.example/' }).end());
    expect((await failure(client({ ...allow, resolve })(toName.base))).message).toMatch(/rebound\.example resolves to a loopback address/);
  });

  it('follows up to five redirects, turns a 303 after POST into a GET and drops credentials across origins', async () => {
    const final = await receiver(ok('arrived'));
    const hops = await receiver((seen, res) => {
      const step = Number(seen.url.slice(1));
      if (step === 1) return res.writeHead(303, { location: '/2' }).end();
      if (step < 5) return res.writeHead(302, { location: `/${step + 1}` }).end();
      res.writeHead(308, { location: `${final.base}/end` }).end();
    });
    const response = await client(allow)(`${hops.base}/1`, { method: 'POST', headers: { authorization: 'Bearer t' }, body: 'x' });
    expect(await response.text()).toBe('arrived');
    expect(response.redirected).toBe(true);
    expect(response.url).toBe(`${final.base}/end`);
    expect(hops.seen.map((seen) => `${seen.method} ${seen.url}`)).toEqual(['POST /1', 'GET /2', 'GET /3', 'GET /4', 'GET /5']);
    expect(hops.seen[1]!.headers.authorization).toBe('Bearer t');
    expect(final.seen[0]!.headers.authorization).toBeUndefined();
  });

  it('gives up after five redirects', async () => {
    const loop = await receiver((_seen, res) => res.writeHead(302, { location: '/again' }).end());
    const error = await failure(client(allow)(`${loop.base}/`));
    expect(error.failure).toBe('too-many-redirects');
    expect(loop.seen).toHaveLength(6);
  });

  it('hands the redirect itself back when asked to', async () => {
    const target = await receiver((_seen, res) => res.writeHead(302, { location: 'http://10.0.0.1/' }).end());
    const response = await client(allow)(target.base, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('http://10.0.0.1/');
  });
});

describe('safe fetch: limits and failures', () => {
  const allow = { allowCidrs: ['127.0.0.0/8'] };

  it('times out a receiver that never answers', async () => {
    const silent = await receiver(() => undefined);
    const error = await failure(client({ ...allow, timeoutMs: 300 })(silent.base));
    expect(error.failure).toBe('timeout');
    expect(error.retryable).toBe(true);
    expect(error.message).toBe(`${silent.base}/ did not answer in time`);
  });

  it('times out a body that never ends', async () => {
    const dribble = await receiver((_seen, res) => res.writeHead(200).write('partial'));
    expect((await failure(client({ ...allow, timeoutMs: 300 })(dribble.base))).failure).toBe('timeout');
  });

  it('stops reading past the size cap, declared or not', async () => {
    const declared = await receiver((_seen, res) => res.writeHead(200, { 'content-length': '5000' }).end('x'.repeat(5000)));
    expect((await failure(client({ ...allow, maxBytes: 1000 })(declared.base))).failure).toBe('too-large');
    const streamed = await receiver((_seen, res) => {
      res.writeHead(200);
      for (let i = 0; i < 50; i += 1) res.write('y'.repeat(100));
      res.end();
    });
    const error = await failure(client({ ...allow, maxBytes: 1000 })(streamed.base));
    expect(error.failure).toBe('too-large');
    expect(error.message).toBe(`The answer from ${streamed.base}/ is larger than 1000 bytes`);
  });

  it('with truncate, keeps the first bytes of a long answer instead of failing', async () => {
    const declared = await receiver((_seen, res) => res.writeHead(200, { 'content-length': '5000' }).end('x'.repeat(5000)));
    const first = await client({ ...allow, maxBytes: 1000, truncate: true })(declared.base);
    expect(first.status).toBe(200);
    expect(await first.text()).toBe('x'.repeat(1000));
    const streamed = await receiver((_seen, res) => {
      res.writeHead(201);
      for (let i = 0; i < 50; i += 1) res.write(String(i % 10).repeat(100));
      res.end();
    });
    const second = await client({ ...allow, maxBytes: 1050, truncate: true })(streamed.base);
    expect(second.status).toBe(201);
    expect((await second.text()).length).toBe(1050);
  });

  it('reports a refused connection as a retryable network failure', async () => {
    const gone = await receiver(ok());
    const server = servers.pop()!;
    await new Promise((resolve) => server.close(resolve));
    const error = await failure(client(allow)(gone.base));
    expect(error.failure).toBe('network');
    expect(error.retryable).toBe(true);
    expect(error.message).toMatch(/ECONNREFUSED/);
  });

  it("leaves the caller's own abort as it is", async () => {
    const silent = await receiver(() => undefined);
    const controller = new AbortController();
    const pending = client(allow)(silent.base, { signal: controller.signal });
    setTimeout(() => controller.abort(new Error('stopped by the caller')), 50);
    await expect(pending).rejects.toThrow('stopped by the caller');
  });
});
