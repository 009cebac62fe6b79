import { expect, test, toast } from '../fixtures/accounts';
import { listSettled, openShipmentList, shipmentRow, shipmentRows, ShipmentsApi, uniqueTrackingNumber } from '../fixtures/shipments';

test.describe('bulk actions', () => {
  test('shift-click selects a range of rows; a bulk status update changes exactly those rows', async ({ page, accounts }) => {
    const merchant = await accounts.registerOnboarded();
    const api = new ShipmentsApi(merchant);
    const seeded = await api.createMany(Array.from({ length: 6 }, (_, index) => ({ tracking_number: uniqueTrackingNumber(`B${index}`) })));
    // The list is newest first.
    const shown = seeded.map((shipment) => shipment.tracking_number).reverse();
    const [first, second, third, fourth, fifth, sixth] = shown as [string, string, string, string, string, string];
    const chosen = [first, second, third, fourth];
    const others = [fifth, sixth];

    await openShipmentList(page, merchant);
    await expect(shipmentRows(page)).toHaveCount(6);
    for (const [index, number] of shown.entries()) await expect(shipmentRows(page).nth(index)).toContainText(number);

    await page.getByRole('checkbox', { name: `Select ${first}` }).click();
    const bulkBar = page.getByRole('toolbar', { name: 'Bulk actions' });
    await expect(bulkBar).toContainText('1 selected');
    await page.getByRole('checkbox', { name: `Select ${fourth}` }).click({ modifiers: ['Shift'] });
    await expect(bulkBar).toContainText('4 selected');
    for (const number of chosen) await expect(page.getByRole('checkbox', { name: `Select ${number}` })).toBeChecked();
    for (const number of others) await expect(page.getByRole('checkbox', { name: `Select ${number}` })).not.toBeChecked();

    await bulkBar.getByRole('button', { name: 'Update Status' }).click();
    await page.getByRole('menuitem', { name: 'Delivered' }).click();

    await expect(toast(page, 'Shipment Status Updated Successfully')).toBeVisible();
    // The selection is cleared after the action.
    await expect(bulkBar).toBeHidden();
    for (const number of chosen) await expect(shipmentRow(page, number)).toContainText('Delivered');
    for (const number of others) {
      await expect(shipmentRow(page, number)).toContainText('Pending');
      await expect(shipmentRow(page, number)).not.toContainText('Delivered');
    }

    await page.getByRole('tab', { name: 'Delivered' }).click();
    await listSettled(page);
    await expect(shipmentRows(page)).toHaveCount(4);
    for (const number of chosen) await expect(shipmentRow(page, number)).toHaveCount(1);
    for (const number of others) await expect(shipmentRow(page, number)).toHaveCount(0);

    await page.getByRole('tab', { name: 'Pending' }).click();
    await listSettled(page);
    await expect(shipmentRows(page)).toHaveCount(2);
    for (const number of others) await expect(shipmentRow(page, number)).toHaveCount(1);
  });

  test('bulk delete asks first and removes the selected rows', async ({ page, accounts }) => {
    const merchant = await accounts.registerOnboarded();
    const api = new ShipmentsApi(merchant);
    const [kept, doomedA, doomedB] = (await api.createMany([{}, {}, {}])).map((shipment) => shipment.tracking_number) as [string, string, string];

    await openShipmentList(page, merchant);
    await expect(shipmentRows(page)).toHaveCount(3);
    // ctrl-click on a row selects it instead of opening it.
    await shipmentRow(page, doomedA).getByRole('cell', { name: doomedA, exact: true }).click({ modifiers: ['Control'] });
    await page.getByRole('checkbox', { name: `Select ${doomedB}` }).click();
    const bulkBar = page.getByRole('toolbar', { name: 'Bulk actions' });
    await expect(bulkBar).toContainText('2 selected');
    await expect(page).toHaveURL(/\/tracking\?/);

    await bulkBar.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure to delete selected shipments?' });
    await expect(dialog.getByText('This action can not be undo.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete' }).click();

    await expect(toast(page, 'Selected Shipments deleted successfully !')).toBeVisible();
    await expect(shipmentRows(page)).toHaveCount(1);
    await expect(shipmentRow(page, kept)).toHaveCount(1);
  });
});
