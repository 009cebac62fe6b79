import type { Page } from '@playwright/test';
// The product's own way of writing a day and a range, so the spec reads what customers read.
import { dayRangeText, weekdayDateText, type ShipmentDetail } from '../../packages/contracts/dist/index.js';
import { expect, test, toast } from '../fixtures/accounts';
import { detailDrawer, openShipment, openShipmentList, shipmentRow, ShipmentsApi, trackingNumberWithJourney } from '../fixtures/shipments';
import { PUBLIC_SUFFIX } from '../playwright.config';

/**
 * Predicted delivery dates (part 3): a merchant's delivered shipments teach the product when the
 * next ones should arrive, and the date it predicts is what the list, the drawer and the public
 * page show once the merchant chooses it for customers.
 */
const port = Number(process.env.E2E_PORT ?? 4173);
const shopOrigin = (subDomain: string) => `http://${subDomain}${PUBLIC_SUFFIX}:${port}`;
/** English in the order of the default date format (MM-DD-YYYY). */
const LOCALE = 'en-US';
const HISTORY = 24;

async function detailOf(page: Page, token: string, id: string): Promise<ShipmentDetail> {
  return (await (await page.request.get(`/api/trackings/${id}`, { headers: { Authorization: `Bearer ${token}` } })).json()).data;
}

test('a shipment on its way shows our predicted date in the list, the drawer and the public page, at desktop and phone width', async ({ page, accounts }) => {
  test.setTimeout(180_000);
  const account = await accounts.registerOnboarded();
  const shipments = new ShipmentsApi(account);
  // A history of delivered parcels of the sandbox courier: each scanned, then delivered.
  const delivered = [];
  for (let index = 0; index < HISTORY; index++) delivered.push(await shipments.create({ tracking_number: await trackingNumberWithJourney() }));
  for (const shipment of delivered) await shipments.waitUntilTracked(shipment._id);
  await shipments.updateStatus(delivered.map((shipment) => shipment._id), 'Delivered');

  // The merchant chooses our date for customers.
  await openShipmentList(page, account);
  await page.goto('/custom_tracking_page');
  await page.getByRole('combobox', { name: 'Delivery date customers see' }).click();
  await page.getByRole('option', { name: "Ours, learned from your deliveries, else the courier's" }).click();
  await expect(toast(page, 'Tracking Page Settings Saved.')).toBeVisible();

  const shipment = await shipments.create({ tracking_number: await trackingNumberWithJourney() });
  await shipments.waitUntilTracked(shipment._id);
  const { trackings } = await detailOf(page, account.token, shipment._id);
  const predicted = trackings.predicted_delivery!;
  expect(predicted).toMatchObject({ basis: { level: 'courier', courier: 'usps', deliveries: HISTORY } });
  expect(trackings.customer_delivery_date).toBe(predicted.date);

  await page.goto('/tracking');
  await expect(shipmentRow(page, shipment.tracking_number)).toContainText(weekdayDateText(predicted.date, LOCALE));
  const drawer = await openShipment(page, shipment.tracking_number);
  const estimate = drawer.getByRole('region', { name: 'Date customers see' });
  await expect(estimate).toContainText(weekdayDateText(predicted.date, LOCALE));
  await expect(estimate).toContainText(dayRangeText(predicted.earliest, predicted.latest, LOCALE));
  await expect(estimate).toContainText(`Based on ${HISTORY} deliveries of USPS in the last 180 days.`);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(detailDrawer(page).getByRole('region', { name: 'Date customers see' })).toContainText(weekdayDateText(predicted.date, LOCALE));
  await page.goto('/tracking');
  const row = shipmentRow(page, shipment.tracking_number);
  await row.getByText(weekdayDateText(predicted.date, LOCALE)).scrollIntoViewIfNeeded();
  await expect(row.getByText(weekdayDateText(predicted.date, LOCALE))).toBeInViewport();

  for (const size of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
    await page.setViewportSize(size);
    await page.goto(`${shopOrigin(account.subDomain)}/trackingPage/${shipment.tracking_number}`);
    await expect(page.locator('.template')).toContainText(dayRangeText(predicted.earliest, predicted.latest, LOCALE), { timeout: 20_000 });
  }
});

test('the list finds shipments late by the date customers were shown', async ({ page, accounts }) => {
  const account = await accounts.registerOnboarded();
  const shipments = new ShipmentsApi(account);
  const shipment = await shipments.create({ tracking_number: await trackingNumberWithJourney() });
  await shipments.waitUntilTracked(shipment._id);
  await openShipmentList(page, account);
  await page.getByRole('button', { name: 'Delivery' }).click();
  const panel = page.getByRole('dialog', { name: 'Delivery' });
  await panel.getByLabel('Due today').check();
  await panel.getByRole('button', { name: 'APPLY' }).click();
  await expect(page).toHaveURL(/deliveryDate=due_today/);
  await expect(page.getByText('Delivery: Due today')).toBeVisible();
  const { trackings } = await detailOf(page, account.token, shipment._id);
  const profile = await (await page.request.get('/api/user/profile', { headers: { Authorization: `Bearer ${account.token}` } })).json();
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: profile.data.time_zone_id as string }).format(new Date());
  // The sandbox courier's date is the one shown: its shipment is in the list exactly when that date is today.
  if (trackings.customer_delivery_date === today) await expect(shipmentRow(page, shipment.tracking_number)).toBeVisible();
  else await expect(page.getByText('No Tracking List')).toBeVisible();
});
