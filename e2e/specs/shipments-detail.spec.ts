import { expect, test, toast, uniqueSuffix } from '../fixtures/accounts';
import { openShipment, openShipmentList, shipmentRow, ShipmentsApi } from '../fixtures/shipments';

test.describe('shipment detail drawer', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('edits to Customer Name and Order ID are saved and shown again when the shipment is reopened', async ({ page, accounts }) => {
    const merchant = await accounts.registerOnboarded();
    const api = new ShipmentsApi(merchant);
    const shipment = await api.create({ slug: 'ups', order_id: `ORD-${uniqueSuffix()}`, customer_name: 'Ada Lovelace' });
    const newOrderId = `ORD-${uniqueSuffix()}`;

    await openShipmentList(page, merchant);
    // A click on a row's cell (not its checkbox) opens the drawer.
    const drawer = await openShipment(page, shipment.tracking_number);
    await expect(page).toHaveURL(new RegExp(`/tracking/${shipment._id}\\?`));
    await expect(drawer.getByText('UPS', { exact: true })).toBeVisible();
    await expect(drawer.getByText('Awaiting for Updates from Courier')).toBeVisible();
    await expect(drawer.getByLabel('Customer Name')).toHaveValue('Ada Lovelace');
    await expect(drawer.getByLabel('Order ID')).toHaveValue(shipment.order_id ?? '');

    // The public page's address goes to the clipboard.
    await drawer.getByRole('button', { name: 'COPY PUBLIC URL' }).click();
    await expect(drawer.getByRole('button', { name: 'Tracking URL Copied!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/trackingPage/${shipment.tracking_number}$`));
    await expect(drawer.getByRole('button', { name: 'COPY PUBLIC URL' })).toBeVisible();

    await drawer.getByLabel('Customer Name').fill('Grace Hopper');
    await drawer.getByLabel('Order ID').fill(newOrderId);
    await drawer.getByRole('button', { name: 'SAVE' }).click();
    await expect(toast(page, 'Tracking Updated Successfully!')).toBeVisible();

    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/tracking\?/);

    await openShipment(page, shipment.tracking_number);
    await expect(drawer.getByLabel('Customer Name')).toHaveValue('Grace Hopper');
    await expect(drawer.getByLabel('Order ID')).toHaveValue(newOrderId);

    // Still there after a full reload of the drawer's address.
    await page.reload();
    await expect(drawer.getByLabel('Customer Name')).toHaveValue('Grace Hopper');
    await expect(drawer.getByLabel('Order ID')).toHaveValue(newOrderId);
  });

  test('DELETE asks "Delete Tracking?" and "Yes, Delete" removes the shipment from the list', async ({ page, accounts }) => {
    const merchant = await accounts.registerOnboarded();
    const api = new ShipmentsApi(merchant);
    const kept = await api.create();
    const doomed = await api.create();

    await openShipmentList(page, merchant);
    const drawer = await openShipment(page, doomed.tracking_number);

    // Cancel keeps the shipment.
    await drawer.getByRole('button', { name: 'DELETE' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Tracking?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Are you sure want to delete Tracking?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(drawer).toBeVisible();

    await drawer.getByRole('button', { name: 'DELETE' }).click();
    await dialog.getByRole('button', { name: 'Yes, Delete' }).click();

    await expect(toast(page, 'Tracking deleted successfully.')).toBeVisible();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/tracking\?/);
    await expect(shipmentRow(page, doomed.tracking_number)).toHaveCount(0);
    await expect(shipmentRow(page, kept.tracking_number)).toHaveCount(1);

    // Gone for good: a reload does not bring it back.
    await page.reload();
    await expect(shipmentRow(page, kept.tracking_number)).toHaveCount(1);
    await expect(shipmentRow(page, doomed.tracking_number)).toHaveCount(0);
  });
});
