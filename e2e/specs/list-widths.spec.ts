import type { Page } from '@playwright/test';
import { expect, signIn, test } from '../fixtures/accounts';
import { listSettled, ShipmentsApi } from '../fixtures/shipments';

const ALL_COLUMNS = ['Courier', 'Service', 'Tracking No.', 'Origin', 'Destination', 'Last Check Point', 'Last Check Time', 'Assigned To', 'Expected Date', 'Delivery Date', 'Days', 'Status', 'Tags'];

/**
 * How far the list's table reaches past its box, and past the page (0 when nothing scrolls
 * sideways).
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

/** Scrolls the list to its right end and gives the left edges of its box, the checkbox header and the Tracking No. header. */
async function scrolledToTheEnd(page: Page) {
  return page.evaluate(() => {
    const container = document.querySelector<HTMLElement>('main .MuiTableContainer-root')!;
    container.scrollLeft = container.scrollWidth;
    const left = (element: Element) => Math.round(element.getBoundingClientRect().left);
    const cells = [...container.querySelectorAll('thead th')];
    const checkbox = cells[0]!;
    const trackingNumber = cells.find((cell) => cell.textContent === 'Tracking No.')!;
    return { box: left(container), checkbox: left(checkbox), trackingNumber: left(trackingNumber), checkboxWidth: Math.round(checkbox.getBoundingClientRect().width) };
  });
}

test.describe('the shipment list at every width', () => {
  test('keeps every chosen column at any width, scrolling sideways with the checkbox and the tracking number pinned', async ({ page, accounts }) => {
    const merchant = await accounts.registerOnboarded();
    await new ShipmentsApi(merchant).create();
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, merchant);
    await page.goto('/tracking');
    await listSettled(page);
    await expect(headers(page)).toHaveText(['', ...ALL_COLUMNS]);
    await expect(page.getByText(/to fit this width/)).toHaveCount(0);
    expect((await overflow(page)).page).toBe(0);
    await page.screenshot({ path: test.info().outputPath('list-1440.png') });

    // Hiding one column in the chooser hides that one only.
    await page.getByRole('button', { name: 'Columns' }).click();
    const chooser = page.getByRole('dialog', { name: 'Columns' });
    await chooser.getByLabel('Origin').click();
    await chooser.getByRole('button', { name: 'Close' }).click();
    await expect(headers(page)).toHaveText(['', ...ALL_COLUMNS.filter((label) => label !== 'Origin')]);

    // Narrower: the table scrolls inside its box, never the page, and its first columns stay in view.
    await page.setViewportSize({ width: 1024, height: 800 });
    await expect(headers(page)).toHaveText(['', ...ALL_COLUMNS.filter((label) => label !== 'Origin')]);
    await expect.poll(async () => (await overflow(page)).table).toBeGreaterThan(0);
    expect((await overflow(page)).page).toBe(0);
    const edges = await scrolledToTheEnd(page);
    expect(edges.checkbox).toBe(edges.box);
    expect(edges.trackingNumber).toBe(edges.box + edges.checkboxWidth);
    await expect(headers(page).filter({ hasText: 'Tags' })).toBeInViewport();
  });

  test('on a phone the menu is a drawer, the list keeps every column, the toolbar keeps every action in reach and drawers take the full width', async ({ page, accounts }) => {
    const merchant = await accounts.registerOnboarded();
    const shipment = await new ShipmentsApi(merchant).create();
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, merchant);
    await page.goto('/dashboard');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Track' }).click();
    await expect(page).toHaveURL(/\/tracking/);
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
    await listSettled(page);
    await expect(page.getByRole('row').filter({ hasText: shipment.tracking_number })).toBeVisible();
    // Every column is there, Courier too: the list scrolls sideways inside its box, the page does not.
    await expect(headers(page)).toHaveText(['', ...ALL_COLUMNS]);
    expect((await overflow(page)).page).toBe(0);
    await page.screenshot({ path: test.info().outputPath('list-390.png') });
    const edges = await scrolledToTheEnd(page);
    expect(edges.trackingNumber).toBe(edges.box + edges.checkboxWidth);
    await page.screenshot({ path: test.info().outputPath('list-390-scrolled.png') });

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
