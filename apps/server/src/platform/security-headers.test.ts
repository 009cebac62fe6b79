import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { TEST_PUBLIC_URL, createTestApp, type TestApp } from '../test/harness.js';

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'trailpost-headers-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  t = await createTestApp({ webDist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const directives = (header: unknown) =>
  Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name, values]),
  );

describe('security headers', () => {
  it.each(['/', '/login', '/api/health', '/api/trackings', '/api/docs', '/api/no-such-route'])('%s carries them', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('same-origin');
    const csp = directives(response.headers['content-security-policy']);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    // Logos are addressed by the public URL, which may be another name of this origin.
    expect(csp['img-src']).toContain(TEST_PUBLIC_URL);
    // Served over plain HTTP here: HSTS would be meaningless.
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('adds HSTS when the product is served over HTTPS', async () => {
    const secure = await createTestApp({ publicUrl: 'https://track.example.com' });
    try {
      const response = await secure.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(directives(response.headers['content-security-policy'])).toHaveProperty('upgrade-insecure-requests');
    } finally {
      await secure.close();
    }
  });

  it('lets the browser upload to the object store when one is configured', async () => {
    const withStore = await createTestApp({ s3: { endpoint: 'http://127.0.0.1:9000', bucket: 'b', region: 'us-east-1', accessKeyId: 'k', secretAccessKey: 's' } });
    try {
      const response = await withStore.app.inject({ method: 'GET', url: '/api/health' });
      expect(directives(response.headers['content-security-policy'])['connect-src']).toEqual(["'self'", 'http://127.0.0.1:9000']);
    } finally {
      await withStore.close();
    }
  });
});

describe('CORS', () => {
  const preflight = (app: TestApp, origin: string) =>
    app.app.inject({
      method: 'OPTIONS',
      url: '/api/trackings',
      headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });

  it('answers a preflight without allowing any other origin by default', async () => {
    const response = await preflight(t, 'https://evil.example');
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    const simple = await t.app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://evil.example' } });
    expect(simple.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('allows exactly the origins CORS_ORIGINS names', async () => {
    const open = await createTestApp({ corsOrigins: ['https://shop.example'] });
    try {
      const allowed = await preflight(open, 'https://shop.example');
      expect(allowed.statusCode).toBe(204);
      expect(allowed.headers['access-control-allow-origin']).toBe('https://shop.example');
      expect(String(allowed.headers['access-control-allow-headers'])).toContain('authorization');
      expect((await preflight(open, 'https://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await open.close();
    }
  });

  it('refuses a CORS_ORIGINS entry that is not an origin', () => {
    expect(loadConfig({ CORS_ORIGINS: 'https://a.example, https://b.example/' }, []).corsOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(() => loadConfig({ CORS_ORIGINS: 'https://a.example/path' }, [])).toThrow(/CORS_ORIGINS/);
    expect(() => loadConfig({ CORS_ORIGINS: '*' }, [])).toThrow(/CORS_ORIGINS/);
  });
});
