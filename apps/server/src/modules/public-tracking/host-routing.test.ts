import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tenants } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { merchantWithSubDomain, type Merchant } from './public-tracking-test-helpers.js';
import { recordCustomDomainCheck } from '../accounts/tenant-records.js';

/**
 * Host routing of the web app (platform/web-app.ts): the tracking page on every host, and a
 * merchant's host (sub-domain or verified custom domain) serving nothing of the app. The app
 * itself runs at app.<suffix>, under the merchants' suffix, as a real deployment may.
 */
const SUFFIX = '.shops.trailpost.test';
const APP_HOST = `app${SUFFIX}`;

let t: TestApp;
let webDist: string;
let shop: Merchant;
let verifiedDomain: string;
let pendingDomain: string;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'trailpost-web-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(webDist, 'tracking-page.html'), '<!doctype html><main id="tracking"></main>');
  fs.writeFileSync(path.join(webDist, 'assets', 'page.js'), 'console.log(1)');
  t = await createTestApp({ webDist, subDomainSuffix: SUFFIX, publicUrl: `http://${APP_HOST}:3000` });
  shop = await merchantWithSubDomain(t.app);
  verifiedDomain = `track-${Date.now().toString(36)}.brand.test`;
  const verified = await merchantWithSubDomain(t.app, verifiedDomain);
  await t.database.db.update(tenants).set({ customDomainStatus: 'verified' }).where(eq(tenants.id, verified.tenantId));
  pendingDomain = `pending-${Date.now().toString(36)}.brand.test`;
  await merchantWithSubDomain(t.app, pendingDomain);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const get = (host: string, url: string, method: 'GET' | 'HEAD' = 'GET') => t.app.inject({ method, url, headers: { host } });
const isTrackingPage = (response: { statusCode: number; body: string }) => response.statusCode === 200 && response.body.includes('<main id="tracking">');
const isApp = (response: { statusCode: number; body: string }) => response.statusCode === 200 && response.body.includes('<div id="root">');

const publicHosts = () => [`${shop.subDomain}${SUFFIX}`, `${shop.subDomain.toUpperCase()}${SUFFIX}:8443`, verifiedDomain];

describe('the tracking page', () => {
  it.each(['/trackingPage', '/trackingPage/', '/trackingPage/9400111899223856123456', '/trackingPage/ORD-1?searchBy=order_number', '/trackingButton?domain=shop.example'])(
    'is served at %s on the app host and on merchants\' hosts',
    async (url) => {
      for (const host of [APP_HOST, 'localhost', ...publicHosts()]) {
        const response = await get(host, url);
        expect(isTrackingPage(response), `${host}${url}: ${response.statusCode}`).toBe(true);
        expect(response.headers['content-type']).toMatch(/text\/html/);
      }
    },
  );

  it('has its own Content-Security-Policy: scripts of this origin only, nothing may frame it', async () => {
    const response = await get(`${shop.subDomain}${SUFFIX}`, '/trackingPage/X1');
    const csp = String(response.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "script-src-attr 'none'",
      "style-src 'self' 'unsafe-inline'",
      `img-src 'self' http://${APP_HOST}:3000 data: https:`,
      "worker-src 'self' blob:",
      "connect-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ]) {
      expect(csp.split(';'), directive).toContain(directive);
    }
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('may be framed by any site at /trackingButton only (the stores embed it), without X-Frame-Options', async () => {
    const button = await get(APP_HOST, '/trackingButton?domain=shop.example');
    expect(String(button.headers['content-security-policy']).split(';')).toContain('frame-ancestors *');
    expect(String(button.headers['content-security-policy'])).toMatch(/script-src 'self'(;|$)/);
    expect(button.headers['x-frame-options']).toBeUndefined();
    expect(button.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const page = await get(APP_HOST, '/trackingPage');
    expect(String(page.headers['content-security-policy']).split(';')).toContain("frame-ancestors 'none'");
    expect(page.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it("keeps the app's own policy on the app's screens", async () => {
    const response = await get(APP_HOST, '/dashboard');
    expect(isApp(response)).toBe(true);
    const csp = String(response.headers['content-security-policy']);
    expect(csp.split(';')).toContain("frame-ancestors 'none'");
    expect(csp.split(';')).toContain("base-uri 'self'");
    expect(csp).not.toContain('worker-src');
  });
});

describe("a merchant's host", () => {
  it('sends / to the search page, keeping the query', async () => {
    for (const host of publicHosts()) {
      const response = await get(host, '/');
      expect(response.statusCode, host).toBe(302);
      expect(response.headers.location).toBe('/trackingPage');
    }
    expect((await get(verifiedDomain, '/?number=ORD-7')).headers.location).toBe('/trackingPage?number=ORD-7');
    expect((await get(verifiedDomain, '/', 'HEAD')).statusCode).toBe(302);
  });

  it('answers assets and the API as any host does', async () => {
    for (const host of publicHosts()) {
      expect((await get(host, '/assets/page.js')).body, host).toBe('console.log(1)');
      expect((await get(host, '/api/health')).statusCode, host).toBe(200);
      expect((await get(host, '/api/no-such-route')).json().meta.code, host).toBe(404);
    }
  });

  it.each(['/login', '/dashboard', '/index.html', '/tracking-page.html', '/assets/../index.html', '/assets/%2e%2e/index.html', '/settings?x=1'])(
    'serves nothing of the app at %s: an enveloped 404',
    async (url) => {
      for (const host of publicHosts()) {
        const response = await get(host, url);
        expect(response.statusCode, `${host}${url}`).toBe(404);
        expect(response.json()).toEqual({ meta: { code: 404, message: ['Route not found'], error_code: 'not_found' }, data: null });
      }
    },
  );

  it('is any name under the suffix, taken or not: a free one never shows the app either', async () => {
    const host = `sign-in-here${SUFFIX}`;
    expect((await get(host, '/')).headers.location).toBe('/trackingPage');
    expect((await get(host, '/login')).statusCode).toBe(404);
    expect(isTrackingPage(await get(host, '/trackingPage/X1'))).toBe(true);
  });
});

describe('other hosts', () => {
  it("serve the app: its own host (under the suffix), other names, and a custom domain that is not verified", async () => {
    for (const host of [APP_HOST, `${APP_HOST}:3000`, 'localhost', '127.0.0.1', pendingDomain]) {
      expect(isApp(await get(host, '/')), host).toBe(true);
      expect(isApp(await get(host, '/login')), host).toBe(true);
    }
  });

  it('stop being a merchant\'s host when the custom domain fails its check', async () => {
    const domain = `later-failed-${Date.now().toString(36)}.brand.test`;
    const merchant = await merchantWithSubDomain(t.app, domain);
    await t.database.db.update(tenants).set({ customDomainStatus: 'verified' }).where(eq(tenants.id, merchant.tenantId));
    expect((await get(domain, '/')).statusCode).toBe(302);
    // As the daily re-check would find it (it goes through recordCustomDomainCheck, which forgets the hosts).
    await recordCustomDomainCheck(t.database.db, merchant.tenantId, domain, 'failed', new Date());
    expect(isApp(await get(domain, '/'))).toBe(true);
  });
});
