import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useMerchant } from '../test/accounts.js';
import { useTestApp } from '../test/harness.js';
import { COMPRESSION_THRESHOLD_BYTES } from './compression.js';

const t = useTestApp();
const owner = useMerchant(t);

const decode = (body: Buffer, encoding: string | undefined) =>
  encoding === 'br' ? zlib.brotliDecompressSync(body) : encoding === 'gzip' ? zlib.gunzipSync(body) : body;

describe('compressed API answers', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
  ])('sends the courier list compressed to a client that accepts "%s" (%s)', async (acceptEncoding, encoding) => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/couriers/list', headers: owner.headers });
    const response = await t.app.inject({ method: 'GET', url: '/api/couriers/list', headers: { ...owner.headers, 'accept-encoding': acceptEncoding } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    // The same envelope, a small part of its size.
    const body = decode(response.rawPayload, encoding);
    expect(body.equals(plain.rawPayload)).toBe(true);
    expect(JSON.parse(body.toString()).meta).toMatchObject({ code: 200, message: ['Success'], page_info: { page: 1, has_more: false } });
    expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
  });

  it('sends it as it is to a client that does not ask for compression', async () => {
    for (const headers of [owner.headers, { ...owner.headers, 'accept-encoding': 'identity' }]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/couriers/list', headers });
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.json().data.length).toBeGreaterThan(300);
    }
  });

  it('sends small answers as they are', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});
