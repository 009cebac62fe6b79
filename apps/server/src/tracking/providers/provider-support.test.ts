import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { credentialCheck, parseTimestamp, send } from './provider-support.js';
import { CredentialsRejected, ProviderError } from './types.js';

let server: Server | null = null;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve) ?? resolve(null));
  server = null;
});

async function serve(handler: Parameters<typeof createServer>[1]): Promise<string> {
  server = createServer(handler);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/track`;
}

describe('courier calls', () => {
  it('give up on a courier that never answers, as a retryable error', async () => {
    const url = await serve(() => undefined);
    const error = await send('Slow Post', fetch, url, { method: 'GET' }, { timeoutMs: 200 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).message).toBe('Slow Post did not answer within 0.2 s');
    expect((error as ProviderError).permanent).toBe(false);
  });

  it('give up on a courier that starts answering and stalls', async () => {
    const url = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"events": [');
    });
    const error = await send('Stalling Post', fetch, url, { method: 'GET' }, { timeoutMs: 200 }).catch((e: unknown) => e);
    expect((error as ProviderError).message).toMatch(/did not answer within/);
  });

  it('stop reading an answer past the cap, whether it says its size or streams', async () => {
    const declared = await serve((_req, res) => {
      res.writeHead(200, { 'content-length': '5000' });
      res.end('x'.repeat(5000));
    });
    await expect(send('Big Post', fetch, declared, { method: 'GET' }, { maxBytes: 1000 })).rejects.toThrow('Big Post answer too large (5000 bytes, at most 1000)');
    server?.closeAllConnections();
    await new Promise((resolve) => server!.close(resolve));
    const streamed = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      const chunk = 'y'.repeat(400);
      let sent = 0;
      const timer = setInterval(() => {
        if (res.destroyed || sent > 100) return clearInterval(timer);
        res.write(chunk);
        sent += 1;
      }, 1);
    });
    await expect(send('Endless Post', fetch, streamed, { method: 'GET' }, { maxBytes: 1000 })).rejects.toThrow('Endless Post answer too large (more than 1000 bytes)');
  });

  it('hand the adapters an answer they read as usual', async () => {
    const url = await serve((_req, res) => {
      res.writeHead(429, { 'retry-after': '30', 'content-type': 'application/json' });
      res.end('{"error":"slow down"}');
    });
    const response = await send('Busy Post', fetch, url, { method: 'GET' });
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('30');
    expect(await response.json()).toEqual({ error: 'slow down' });
  });

  it('report an unreachable courier as a retryable error', async () => {
    const url = await serve(() => undefined);
    server?.closeAllConnections();
    await new Promise((resolve) => server!.close(resolve));
    server = null;
    await expect(send('Gone Post', fetch, url, { method: 'GET' })).rejects.toThrow(/^Gone Post could not be reached$/);
  });
});

describe('courier timestamps', () => {
  it('read a stamp with its own offset, and one without in the named zone, across a change of clocks', () => {
    expect(parseTimestamp('2021-01-21T11:04:27+11:00')).toEqual(new Date('2021-01-21T00:04:27Z'));
    expect(parseTimestamp('2017-09-22T05:38:05+0000')).toEqual(new Date('2017-09-22T05:38:05Z'));
    expect(parseTimestamp('2021-12-20 07:30:23', '+05:30')).toEqual(new Date('2021-12-20T02:00:23Z'));
    // Sydney: +11:00 in summer, +10:00 after the clocks go back on 2024-04-07.
    expect(parseTimestamp('2024-04-06 12:00:00', 'Australia/Sydney')).toEqual(new Date('2024-04-06T01:00:00Z'));
    expect(parseTimestamp('2024-04-08 12:00:00', 'Australia/Sydney')).toEqual(new Date('2024-04-08T02:00:00Z'));
    expect(parseTimestamp('not a time')).toBeNull();
    expect(parseTimestamp('2024-02-30T10:00:00Z')).toBeNull();
  });
});

describe('a credentials check', () => {
  it('is ok when the courier answers, even "unknown shipment"; rejected on refused keys; unreachable otherwise', async () => {
    expect(await credentialCheck(async () => 'token')).toEqual({ status: 'ok' });
    expect(await credentialCheck(async () => { throw new ProviderError('Post does not know this shipment (HTTP 404)', null, true); })).toEqual({ status: 'ok' });
    expect(await credentialCheck(async () => { throw new CredentialsRejected('Post refused the credentials (HTTP 401)'); }))
      .toEqual({ status: 'rejected', reason: 'Post refused the credentials (HTTP 401)' });
    expect(await credentialCheck(async () => { throw new ProviderError('Post rate limit (HTTP 429)', 60); }))
      .toEqual({ status: 'unreachable', reason: 'Post rate limit (HTTP 429)' });
  });
});
