import type { Page } from '@playwright/test';
import { expect, signIn, test } from '../fixtures/accounts';
import { listSettled, ShipmentsApi } from '../fixtures/shipments';

const ALL_COLUMNS = ['Courier', 'Service', 'Tracking No.', 'Origin', 'Destination', 'Last Check Point', 'Last Check Time', 'Assigned To', 'Expected Date', 'Days', 'Status', 'Tags'];

/**
 * How far the list's table reaches past its box, and past the page (0 when nothing scrolls
 * sideways). Polled: after a resize the list fits its columns on the next frames, not at once.
 */
function overflow(page: Page) {
  return page.evaluate(() => {
    const container = document.querySelector('main .MuiTableContainer-root')!;
    return { table: container.scrollWidth - container.clientWidth, page: document.documentElement.scrollWidth - window.innerWidth };
  });
}

function headers(page: Page) {
  return page.getByRole('table', { name: 'Shipments' }).getByRole('columnheader');
}

test.describe('the shipment list at every width', () => {
  test('fits 1440 px with every column, and narrower screens by setting the least needed aside', async ({ page, accounts, request }) => {
    const merchant = await accounts.registerOnboarded();
    await new ShipmentsApi(request, merchant).create();
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, merchant);
    await page.goto('/tracking');
    await listSettled(page);
    await expect(headers(page)).toHaveText(['', ...ALL_COLUMNS]);
    await expect.poll(() => overflow(page)).toEqual({ table: 0, page: 0 });
    await expect(page.getByText(/Hidden to fit this width/)).toHaveCount(0);

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(headers(page).filter({ hasText: 'Tracking No.' })).toBeVisible();
    await expect.poll(() => overflow(page)).toEqual({ table: 0, page: 0 });

    // Too narrow for every column beside the open menu: Service gives way first, and says so.
    await page.setViewportSize({ width: 1024, height: 800 });
    await expect(page.getByText(/^Hidden to fit this width: Service/)).toBeVisible();
    await expect.poll(() => overflow(page)).toEqual({ table: 0, page: 0 });
    await expect(headers(page).filter({ hasText: 'Tracking No.' })).toBeVisible();
    await expect(headers(page).filter({ hasText: 'Status' })).toBeVisible();

    // Wide again: every column is back.
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect(headers(page)).toHaveText(['', ...ALL_COLUMNS]);
  });

  test('on a phone the menu is a drawer, the toolbar keeps every action in reach and drawers take the full width', async ({ page, accounts, request }) => {
    const merchant = await accounts.registerOnboarded();
    const shipment = await new ShipmentsApi(request, merchant).create();
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, merchant);
    await page.goto('/dashboard');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Track' }).click();
    await expect(page).toHaveURL(/\/tracking/);
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
    await listSettled(page);
    await expect(page.getByRole('row').filter({ hasText: shipment.tracking_number })).toBeVisible();
    await expect.poll(() => overflow(page)).toEqual({ table: 0, page: 0 });

    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Import Shipment' }).click();
    const drawer = page.getByRole('dialog', { name: 'Import Shipment' });
    await expect(drawer).toBeVisible();
    expect(Math.round((await drawer.boundingBox())!.width)).toBe(390);
    await drawer.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'Add Tracking' }).click();
    await expect(page.getByRole('dialog', { name: 'Add Shipment' })).toBeVisible();
  });
});
