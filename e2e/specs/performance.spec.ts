import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, signIn, test } from '../fixtures/accounts';
import { sheetRows } from '../fixtures/files';
import { ShipmentsApi, uniqueTrackingNumber } from '../fixtures/shipments';

/** The performance table of a view ("By courier", "By lane"), and the courier named in each of its rows. */
const table = (page: Page, view: string) => page.getByRole('table', { name: view });
const courierCells = (page: Page, view: string) => table(page, view).locator('tbody th p:first-child');

/** Three USPS shipments (two delivered) and two FedEx (one delivered, one in exception), added today. */
async function seed(api: ShipmentsApi) {
  const [usps1, usps2, , fedex1, fedex2] = await api.createMany([
    { slug: 'usps', tracking_number: uniqueTrackingNumber('PU') },
    { slug: 'usps', tracking_number: uniqueTrackingNumber('PU') },
    { slug: 'usps', tracking_number: uniqueTrackingNumber('PU') },
    { slug: 'fedex', tracking_number: uniqueTrackingNumber('PF') },
    { slug: 'fedex', tracking_number: uniqueTrackingNumber('PF') },
  ]);
  await api.updateStatus([usps1._id, usps2._id, fedex1._id], 'Delivered');
  await api.updateStatus([fedex2._id], 'Exception');
}

test.describe('delivery performance', () => {
  test('from the dashboard: each courier with its figures, sorted, by lane, filtered and exported', async ({ page, accounts }) => {
    const merchant = await accounts.registerOnboarded();
    await seed(new ShipmentsApi(merchant));
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, merchant);
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Delivery Performance' }).click();
    await expect(page).toHaveURL(/\/performance$/);
    await expect(page.getByRole('heading', { name: 'Delivery Performance' })).toBeVisible();

    // Last 30 Days holds the five shipments added today, most shipments first.
    await expect(courierCells(page, 'By courier')).toHaveText(['USPS', 'FedEx®']);
    const usps = table(page, 'By courier').locator('tbody tr').first();
    await expect(usps).toContainText('66.7 %');
    await expect(usps).toContainText('of 0 with a date shown');
    const tiles = page.getByRole('region', { name: 'All shipments in the range' });
    await expect(tiles).toContainText('Shipments5');
    await expect(tiles).toContainText('3 delivered');

    // Delivered % sorts largest first, then the other way.
    await table(page, 'By courier').getByRole('button', { name: 'Delivered %' }).click();
    await expect(courierCells(page, 'By courier')).toHaveText(['USPS', 'FedEx®']);
    await table(page, 'By courier').getByRole('button', { name: 'Delivered %' }).click();
    await expect(courierCells(page, 'By courier')).toHaveText(['FedEx®', 'USPS']);
    await table(page, 'By courier').getByRole('button', { name: 'Exception %' }).click();
    await expect(courierCells(page, 'By courier')).toHaveText(['FedEx®', 'USPS']);

    // By lane, one courier.
    await page.getByRole('button', { name: 'By lane' }).click();
    await expect(table(page, 'By lane')).toBeVisible();
    await page.getByRole('combobox', { name: 'Courier' }).click();
    await page.getByRole('option', { name: /^FedEx/ }).click();
    // The courier's answers may give its two shipments different lanes: every row is FedEx's.
    await expect(courierCells(page, 'By lane').first()).toHaveText('FedEx®');
    await expect(courierCells(page, 'By lane').filter({ hasNotText: 'FedEx®' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'All shipments in the range' })).toContainText('Shipments2');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^delivery-performance-lanes-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const sheet = sheetRows(await readFile((await download.path())!));
    expect(sheet[0]!.slice(0, 5)).toEqual(['Courier', 'Origin', 'Destination', 'Week', 'Shipments']);
    expect(sheet[1]!.slice(0, 1)).toEqual(['FedEx®']);
    expect(sheet[1]![3]).toBe('Whole range');
    expect(sheet.find((row) => row[0] === 'All' && row[3] === 'Whole range')![4]).toBe('2');

    await page.getByRole('link', { name: 'Back to dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('on a phone the screen keeps to its width: the figures stack and the table scrolls on its own', async ({ page, accounts }) => {
    const merchant = await accounts.registerOnboarded();
    await seed(new ShipmentsApi(merchant));
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, merchant);
    await page.goto('/performance');
    await expect(courierCells(page, 'By courier')).toHaveText(['USPS', 'FedEx®']);
    await expect(page.getByRole('region', { name: 'All shipments in the range' })).toContainText('Shipments5');
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The wide table scrolls inside its own box instead of the page.
    const box = table(page, 'By courier').locator('xpath=..');
    expect(await box.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    await page.getByRole('combobox', { name: 'Date range' }).click();
    await page.getByRole('option', { name: 'Custom' }).click();
    await expect(page.getByText('Choose the first and last day of the range.')).toBeVisible();
  });
});
