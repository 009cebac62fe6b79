import { expect, test } from '../fixtures/accounts';
import { openShipment, openShipmentList, ShipmentsApi } from '../fixtures/shipments';

test.describe('the shipment list in full screen', () => {
  test('opens every drawer above the full-screen panel, and each one answers clicks', async ({ page, accounts }) => {
    const merchant = await accounts.registerOnboarded();
    const shipment = await new ShipmentsApi(merchant).create();
    await openShipmentList(page, merchant);

    await page.getByRole('button', { name: 'Expand full screen' }).click();
    await expect(page.getByRole('button', { name: 'Collapse full screen' })).toBeVisible();

    // A click lands only on the topmost element: a drawer drawn behind the panel fails it.
    for (const [action, title] of [
      ['Columns', 'Columns'],
      ['Import Shipment', 'Import Shipment'],
      ['Export Shipment', 'Export Shipment'],
      ['Add Tracking', 'Add Shipment'],
    ] as const) {
      await page.getByRole('button', { name: action }).click();
      const drawer = page.getByRole('dialog', { name: title });
      await expect(drawer).toBeVisible();
      await drawer.getByRole('button', { name: 'Close' }).click({ timeout: 3_000 });
      await expect(drawer).toBeHidden();
    }

    const detail = await openShipment(page, shipment.tracking_number);
    await detail.getByRole('button', { name: 'Close' }).click({ timeout: 3_000 });
    await expect(detail).toBeHidden();
    // Still in full screen after every drawer closed.
    await expect(page.getByRole('button', { name: 'Collapse full screen' })).toBeVisible();
  });
});
