import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { ROUTE_PRELOADS_FILE, type RoutePreloads } from '@trailpost/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';

let t: TestApp;
let webDist: string;
const FINGERPRINTED = 'index-B2kXq9Zr.js';
const SCRIPT = `export const screens = [${Array.from({ length: 300 }, (_, i) => `"screen-${i}"`).join(',')}];`;
beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'trailpost-web-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><head><title>Trailpost</title></head><div id="root"></div>');
  const preloads: RoutePreloads = {
    routes: [
      { path: '/login', files: ['/assets/Login.js'], shell: false },
      { path: '/tracking/:id', files: ['/assets/Tracking.js'], shell: true },
    ],
    shell: ['/assets/AppShell.js'],
  };
  fs.writeFileSync(path.join(webDist, ROUTE_PRELOADS_FILE), JSON.stringify(preloads));
  fs.writeFileSync(path.join(webDist, 'assets', 'app.js'), 'console.log(1)');
  // A fingerprinted script as the build leaves it: the file, its brotli and its gzip.
  fs.writeFileSync(path.join(webDist, 'assets', FINGERPRINTED), SCRIPT);
  // Levels unlike those of compression on the fly, so the test knows which it got.
  fs.writeFileSync(path.join(webDist, 'assets', `${FINGERPRINTED}.br`), zlib.brotliCompressSync(SCRIPT, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
  fs.writeFileSync(path.join(webDist, 'assets', `${FINGERPRINTED}.gz`), zlib.gzipSync(SCRIPT, { level: 1 }));
  fs.writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ webDist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('serves built files', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log(1)');
  });

  it.each(['/', '/login', '/tracking/abc', '/no/such/screen'])('answers the screen %s with index.html', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('<div id="root">');
  });

  it("hints the scripts of the address's screen and of the shell around it", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/tracking/abc?x=1' });
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<link rel="modulepreload" crossorigin href="/assets/Tracking.js"><link rel="modulepreload" crossorigin href="/assets/AppShell.js"></head>');
    const signIn = await t.app.inject({ method: 'GET', url: '/login' });
    expect(signIn.body).toContain('<link rel="modulepreload" crossorigin href="/assets/Login.js"></head>');
  });

  it('answers an address without a screen with the plain page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/no/such/screen' });
    expect(response.body).not.toContain('modulepreload');
  });

  it('keeps unknown API paths as enveloped 404s', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(response.statusCode).toBe(404);
    expect(response.json().meta.code).toBe(404);
  });

  it.each([
    ['a 5,000-character path', `/${'a'.repeat(5000)}`],
    ['an over-long file name under assets', `/assets/${'x'.repeat(3000)}.js`],
    ['a path climbing out of the folder', '/assets/..%2F..%2F..%2Fetc%2Fpasswd'],
    ['a dot-file', '/.env'],
    ['an encoded NUL', '/assets/app.js%00.png'],
  ])('answers %s with the app or an enveloped error, never a bare one', async (_case, url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBeLessThan(500);
    if (response.statusCode === 200) expect(response.body).toContain('<div id="root">');
    else expect(response.json().meta.code).toBe(response.statusCode);
  });

  it('serves the web app without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/dashboard' })).statusCode).toBe(200);
  });
});

describe('a rebuilt web app', () => {
  it('serves files written after start', async () => {
    fs.writeFileSync(path.join(webDist, 'assets', 'later.js'), 'console.log(2)');
    const response = await t.app.inject({ method: 'GET', url: '/assets/later.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log(2)');
  });
});

describe('compressed, cacheable files', () => {
  const decoded = (body: Buffer, encoding: string | undefined) =>
    encoding === 'br' ? zlib.brotliDecompressSync(body).toString() : encoding === 'gzip' ? zlib.gunzipSync(body).toString() : body.toString();

  it('keeps a fingerprinted file a year, as immutable', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/assets/${FINGERPRINTED}`, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    ['gzip, deflate, br', 'br', 'the brotli file'],
    ['br', 'br', 'the brotli file'],
    ['gzip', 'gzip', 'the gzip file'],
    ['gzip;q=1.0, br;q=0', 'gzip', 'the gzip file'],
    ['identity', undefined, 'the file itself'],
  ])('answers Accept-Encoding "%s" with %s', async (acceptEncoding, encoding, _sent) => {
    const response = await t.app.inject({ method: 'GET', url: `/assets/${FINGERPRINTED}`, headers: { 'accept-encoding': acceptEncoding } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(decoded(response.rawPayload, encoding)).toBe(SCRIPT);
    // The file written at build, not one compressed again for each request.
    const sent = encoding ? `${FINGERPRINTED}.${encoding === 'br' ? 'br' : 'gz'}` : FINGERPRINTED;
    expect(response.rawPayload.equals(fs.readFileSync(path.join(webDist, 'assets', sent)))).toBe(true);
  });

  it('sends the file itself to a client that names no encoding', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/assets/${FINGERPRINTED}` });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(SCRIPT);
  });

  it('has every other file and the page asked for again', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/favicon.svg' })).headers['cache-control']).toBe('no-cache');
    expect((await t.app.inject({ method: 'GET', url: '/dashboard' })).headers['cache-control']).toBe('no-cache');
  });
});

describe('robots.txt', () => {
  it.each([
    ["the app's host", 'trailpost.test'],
    ["a merchant's public host", 'shop.trailpost.app'],
  ])('answers a robots file on %s', async (_case, host) => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt', headers: { host } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toEqual(expect.arrayContaining(['Allow: /trackingPage$', 'Allow: /assets/', 'Disallow: /api/', 'Disallow: /trackingPage/', 'Disallow: /']));
    expect(response.body).not.toContain('<div id="root">');
  });
});
