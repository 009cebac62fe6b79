import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, signIn, test, toast, type AccountsApi } from '../fixtures/accounts';
import { ShipmentsApi, trackingNumberWithJourney } from '../fixtures/shipments';
import { PUBLIC_SUFFIX } from '../playwright.config';
// The product's own way of writing a day, so the spec reads what customers read.
import { weekdayDateText } from '../../packages/contracts/dist/index.js';

/**
 * The public page in the customer's language (part 3 "Languages and customers"): chosen by the
 * browser or the link, right to left for Arabic, with the merchant's own wording.
 */
const port = Number(process.env.E2E_PORT ?? 4173);
const shopOrigin = (subDomain: string) => `http://${subDomain}${PUBLIC_SUFFIX}:${port}`;
const messages = (language: string) => JSON.parse(readFileSync(new URL(`../../packages/contracts/locales/${language}.json`, import.meta.url), 'utf8')) as Record<string, string>;
const banner = (page: Page) => page.locator('.status-banner');
const template = (page: Page) => page.locator('.template');

/** A shop on its sub-domain with one shipment the sandbox courier has scanned, out for delivery. */
async function shopWithScannedShipment(accounts: AccountsApi) {
  const account = await accounts.registerOnboarded();
  const shipments = new ShipmentsApi(account);
  const shipment = await shipments.create({ tracking_number: await trackingNumberWithJourney() });
  await shipments.waitUntilTracked(shipment._id);
  await shipments.updateStatus([shipment._id], 'OutForDelivery');
  return { account, shipment };
}

/** The shipment's expected delivery and the merchant's time zone, as the API gives them. */
async function expectedDeliveryOf(page: Page, account: { token: string }, id: string) {
  const headers = { Authorization: `Bearer ${account.token}` };
  const shipment = await (await page.request.get(`/api/trackings/${id}`, { headers })).json();
  const profile = await (await page.request.get('/api/user/profile', { headers })).json();
  return { expected: new Date(shipment.data.trackings.expected_delivery as string), zone: profile.data.time_zone_id as string };
}

test.describe('the public page in Arabic', () => {
  test.use({ locale: 'ar' });

  test("follows the browser's Arabic: right to left, Arabic texts and dates as Arabic writes them; ?lang=ja is Japanese", async ({ page, accounts }) => {
    const { account, shipment } = await shopWithScannedShipment(accounts);
    const arabic = messages('ar');
    await page.goto(`${shopOrigin(account.subDomain)}/trackingPage/${shipment.tracking_number}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(banner(page)).toContainText(arabic['status.OutForDelivery']!, { timeout: 20_000 });
    await expect(template(page)).toContainText(arabic.pageProgress!);
    // Dates are written the way Arabic writes them, in the merchant's zone: the delivery window
    // is the courier's date (the one customers see) with its weekday.
    const { expected, zone } = await expectedDeliveryOf(page, account, shipment._id);
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(expected);
    await expect(template(page)).toContainText(weekdayDateText(day, 'ar'));
    await expect(page.getByRole('combobox', { name: arabic.language })).toHaveValue('ar');

    const japanese = messages('ja');
    await page.goto(`${shopOrigin(account.subDomain)}/trackingPage/${shipment.tracking_number}?lang=ja`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(banner(page)).toContainText(japanese['status.OutForDelivery']!, { timeout: 20_000 });
    await expect(template(page)).toContainText(japanese.pageProgress!);
  });
});

test.describe('the public page in the language chosen on it', () => {
  test('a customer switches the language at the foot of the search page', async ({ page, accounts }) => {
    const account = await accounts.registerOnboarded();
    await page.goto(`${shopOrigin(account.subDomain)}/trackingPage`);
    await expect(page.getByRole('heading', { name: 'Track your shipment' })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
    await expect(page).toHaveURL(/\?lang=de$/);
    await expect(page.getByRole('heading', { name: messages('de').searchTitle })).toBeVisible();
    await expect(page.getByRole('radio', { name: messages('de').orderNumber })).toBeVisible();
  });

  test("the merchant's own word for one text, in Japanese, is what Japanese customers read", async ({ page, accounts }) => {
    const { account, shipment } = await shopWithScannedShipment(accounts);
    await signIn(page, account);
    await page.goto('/custom_tracking_page');
    await page.getByRole('button', { name: 'Page texts' }).click();
    await page.getByRole('combobox', { name: 'Language of the texts' }).click();
    await page.getByRole('option', { name: '日本語' }).click();
    await page.getByRole('textbox', { name: 'Out for Delivery', exact: true }).fill('まもなくお届けします');
    await page.getByRole('button', { name: 'Save texts' }).click();
    await expect(toast(page, 'Tracking Page Texts Saved.')).toBeVisible();

    await page.goto(`${shopOrigin(account.subDomain)}/trackingPage/${shipment.tracking_number}?lang=ja`);
    await expect(banner(page)).toContainText('まもなくお届けします', { timeout: 20_000 });
    // Other languages keep their own words.
    await page.goto(`${shopOrigin(account.subDomain)}/trackingPage/${shipment.tracking_number}?lang=ko`);
    await expect(banner(page)).toContainText(messages('ko')['status.OutForDelivery']!, { timeout: 20_000 });
  });
});
