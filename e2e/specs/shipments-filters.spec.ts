import type { Page } from '@playwright/test';
import { expect, test, uniqueSuffix } from '../fixtures/accounts';
import { listSettled, openShipmentList, shipmentRow, shipmentRows, ShipmentsApi, uniqueTrackingNumber, type Shipment } from '../fixtures/shipments';

/** Opens a filter's dropdown, ticks the given choices and presses APPLY. */
async function applyFilter(page: Page, filter: string, choices: string[]): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^${filter}( \\(\\d+\\))?$`) }).click();
  const dropdown = page.getByRole('dialog', { name: filter });
  await expect(dropdown).toBeVisible();
  for (const choice of choices) await dropdown.getByRole('checkbox', { name: choice, exact: true }).check();
  await dropdown.getByRole('button', { name: 'APPLY' }).click();
  await expect(dropdown).toBeHidden();
}

/** The applied-filter chip with this label. */
function chip(page: Page, label: string) {
  return page.getByRole('button', { name: label, exact: true });
}

/** Removes a chip from the keyboard: Delete on the focused chip is its remove action. */
async function removeChip(page: Page, label: string): Promise<void> {
  await chip(page, label).press('Delete');
  await expect(chip(page, label)).toBeHidden();
}

/** Expects the table to list exactly these shipments. */
async function expectRows(page: Page, shipments: Shipment[]): Promise<void> {
  await listSettled(page);
  await expect(shipmentRows(page)).toHaveCount(shipments.length);
  for (const shipment of shipments) await expect(shipmentRow(page, shipment.tracking_number)).toHaveCount(1);
}

test.describe('shipment list filters', () => {
  test('Courier and Tags filters combine, show chips, survive a reload and are removed chip by chip', async ({ page, accounts }) => {
    const merchant = await accounts.registerOnboarded();
    const api = new ShipmentsApi(merchant);
    const tagName = `Fragile ${uniqueSuffix()}`;
    const tag = await api.createTag(tagName);
    const [uspsTagged, uspsPlain, fedexTagged, dhlPlain] = await api.createMany([
      { slug: 'usps', tracking_number: uniqueTrackingNumber('UT'), tag: [{ tag_id: tag._id }] },
      { slug: 'usps', tracking_number: uniqueTrackingNumber('UP') },
      { slug: 'fedex', tracking_number: uniqueTrackingNumber('FT'), tag: [{ tag_id: tag._id }] },
      { slug: 'dhl', tracking_number: uniqueTrackingNumber('DP') },
    ]);

    await openShipmentList(page, merchant);
    await expectRows(page, [uspsTagged, uspsPlain, fedexTagged, dhlPlain]);

    await applyFilter(page, 'Courier', ['USPS']);
    await expectRows(page, [uspsTagged, uspsPlain]);
    await expect(chip(page, 'Courier: USPS')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Courier (1)' })).toBeVisible();

    await applyFilter(page, 'Tags', [tagName]);
    await expectRows(page, [uspsTagged]);
    await expect(chip(page, 'Courier: USPS')).toBeVisible();
    await expect(chip(page, `Tag: ${tagName}`)).toBeVisible();
    await expect(page).toHaveURL(/courierListArr=USPS/);
    await expect(page).toHaveURL(new RegExp(`tagListId=${tag._id}`));

    // The filters live in the address: a reload shows the same list and chips.
    await page.reload();
    await expectRows(page, [uspsTagged]);
    await expect(chip(page, 'Courier: USPS')).toBeVisible();
    await expect(chip(page, `Tag: ${tagName}`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Tags (1)' })).toBeVisible();

    await removeChip(page, `Tag: ${tagName}`);
    await expectRows(page, [uspsTagged, uspsPlain]);
    await expect(chip(page, 'Courier: USPS')).toBeVisible();
    await expect(page).not.toHaveURL(/tagListId/);

    await removeChip(page, 'Courier: USPS');
    await expectRows(page, [uspsTagged, uspsPlain, fedexTagged, dhlPlain]);
    // With nothing left but the All tab the address is a bare /tracking again.
    await expect(page).toHaveURL(/\/tracking$/);
  });

  test('a status tab and the Courier filter combine and survive a reload; CANCEL keeps the applied filter', async ({ page, accounts }) => {
    const merchant = await accounts.registerOnboarded();
    const api = new ShipmentsApi(merchant);
    const [uspsPending, uspsDelivered, fedexDelivered] = await api.createMany([
      { slug: 'usps', tracking_number: uniqueTrackingNumber('UP') },
      { slug: 'usps', tracking_number: uniqueTrackingNumber('UD') },
      { slug: 'fedex', tracking_number: uniqueTrackingNumber('FD') },
    ]);
    await api.updateStatus([uspsDelivered._id, fedexDelivered._id], 'Delivered');

    await openShipmentList(page, merchant);
    await expectRows(page, [uspsPending, uspsDelivered, fedexDelivered]);

    await page.getByRole('tab', { name: 'Delivered' }).click();
    await expect(page.getByRole('tab', { name: 'Delivered' })).toHaveAttribute('aria-selected', 'true');
    await expectRows(page, [uspsDelivered, fedexDelivered]);

    await applyFilter(page, 'Courier', ['USPS']);
    await expectRows(page, [uspsDelivered]);
    await expect(chip(page, 'Courier: USPS')).toBeVisible();

    // Ticking another courier and pressing CANCEL leaves the applied filter as it was.
    await page.getByRole('button', { name: 'Courier (1)' }).click();
    const dropdown = page.getByRole('dialog', { name: 'Courier' });
    await dropdown.getByRole('checkbox', { name: 'FedEx®' }).check();
    await dropdown.getByRole('button', { name: 'CANCEL' }).click();
    await expect(dropdown).toBeHidden();
    await expect(page.getByRole('button', { name: 'Courier (1)' })).toBeVisible();
    await expect(chip(page, 'Courier: FedEx®')).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('tab', { name: 'Delivered' })).toHaveAttribute('aria-selected', 'true');
    await expect(chip(page, 'Courier: USPS')).toBeVisible();
    await expectRows(page, [uspsDelivered]);

    // Removing the chip keeps the tab.
    await removeChip(page, 'Courier: USPS');
    await expect(page.getByRole('tab', { name: 'Delivered' })).toHaveAttribute('aria-selected', 'true');
    await expectRows(page, [uspsDelivered, fedexDelivered]);
  });
});
