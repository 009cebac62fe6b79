import type { Page } from '@playwright/test';
import { expect, signIn, test } from '../fixtures/accounts';

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/** Records every Content-Security-Policy violation of each page the browser opens, from its first script on. */
async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations?.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline code'} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
}

const violations = (page: Page) => page.evaluate(() => window.cspViolations ?? []);

test.describe('serving the app', () => {
  test('sign-in and the dashboard run under the Content-Security-Policy without a violation', async ({ page, accounts }) => {
    await recordViolations(page);
    const merchant = await accounts.registerOnboarded();
    // One page from /login through both steps of sign-in, whose forms validate with the shared schemas.
    await signIn(page, merchant);
    await expect(page).not.toHaveURL(/\/(login|userLogin)/);
    expect(await violations(page), 'sign-in').toEqual([]);

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
    await expect(page.locator('main [role="progressbar"]:not([aria-valuenow])')).toHaveCount(0);
    expect(await violations(page), '/dashboard').toEqual([]);
  });

  test("the built scripts arrive compressed and are kept a year; the page is asked for again", async ({ page, request }) => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/assets/') && response.url().endsWith('.js')) scripts.push(response.url());
    });
    const document = await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(document?.headers()['cache-control']).toBe('no-cache');
    expect(scripts.length).toBeGreaterThan(0);
    for (const [acceptEncoding, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ]) {
      const response = await request.get(scripts[0] as string, { headers: { 'accept-encoding': acceptEncoding as string } });
      expect(response.status()).toBe(200);
      expect(response.headers()['content-encoding']).toBe(encoding);
      expect(response.headers()['vary']).toMatch(/accept-encoding/i);
      expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  test('robots.txt is a robots file', async ({ request }) => {
    const response = await request.get('/robots.txt');
    expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
    const text = await response.text();
    expect(text).toContain('Allow: /trackingPage$');
    expect(text).toContain('Disallow: /api/');
  });
});
