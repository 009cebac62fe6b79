import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, signIn, test } from '../fixtures/accounts';
import { listSettled, openShipment, ShipmentsApi } from '../fixtures/shipments';

/** axe-core's serious and critical findings on what the page shows now, one line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => `${node.html.slice(0, 160)} (${node.failureSummary ?? ''})`).join('; ')}`);
}

test.describe('accessibility of the main screens', () => {
  test('sign-in, dashboard, list, detail drawer and settings have no serious axe-core violation', async ({ page, accounts, request }) => {
    // Nine full-page axe scans: more than the default limit on a busy machine.
    test.slow();
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(await seriousViolations(page), '/login').toEqual([]);

    const merchant = await accounts.registerOnboarded();
    const shipment = await new ShipmentsApi(request, merchant).create();
    await signIn(page, merchant);

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
    await expect(page.locator('main [role="progressbar"]:not([aria-valuenow])')).toHaveCount(0);
    expect(await seriousViolations(page), '/dashboard').toEqual([]);

    await page.goto('/tracking');
    await listSettled(page);
    expect(await seriousViolations(page), '/tracking').toEqual([]);

    const drawer = await openShipment(page, shipment.tracking_number);
    // Focus stays inside the open drawer.
    for (let i = 0; i < 25; i += 1) await page.keyboard.press('Tab');
    expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    expect(await seriousViolations(page), 'the detail drawer').toEqual([]);
    await page.keyboard.press('Escape');

    for (const path of ['/settings', '/settings_profile', '/organization', '/sub_users', '/audit_log']) {
      await page.goto(path);
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.locator('main [role="progressbar"]')).toHaveCount(0);
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });

  test('the messaging screens have no serious axe-core violation', async ({ page, accounts }) => {
    const merchant = await accounts.registerOnboarded();
    await signIn(page, merchant);
    for (const path of ['/settings_email', '/custom_email_template', '/settings_sms', '/custom_sms_template', '/settings_domain', '/message_log']) {
      await page.goto(path);
      await expect(page.locator('main h1')).toBeVisible();
      await expect(page.locator('main [role="progressbar"]')).toHaveCount(0);
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });
});
