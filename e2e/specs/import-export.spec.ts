import { readFile } from 'node:fs/promises';
import { expect, test, toast } from '../fixtures/accounts';
import { column, sheetRows, waitForNotification, workbook, XLSX_TYPE } from '../fixtures/files';
import { listSettled, openShipmentList, shipmentRow, shipmentRows, ShipmentsApi, uniqueTrackingNumber } from '../fixtures/shipments';

const IMPORT_NOTICE = 'Your import will take sometime. You will receive notification with download link.';
const EXPORT_NOTICE = 'Your export will take sometime. You will receive notification & email with download link.';

test.describe('import and export drawers', () => {
  test('a spreadsheet imported from the drawer adds its shipments to the list', async ({ page, accounts, request }) => {
    const merchant = await accounts.registerOnboarded();
    const numbers = [uniqueTrackingNumber('IMP'), uniqueTrackingNumber('IMP')];
    const file = workbook(['Tracking Number', 'Courier', 'Customer Name'], [
      [numbers[0]!, 'usps', 'Jane Doe'],
      [numbers[1]!, 'UPS', 'John Roe'],
    ]);

    await openShipmentList(page, merchant);
    // The toolbar's icon (the first-run banner offers "+ Import Shipment" too).
    await page.getByRole('button', { name: 'Import Shipment', exact: true }).click();
    await expect(page).toHaveURL(/\/tracking\/import(\?|$)/);
    const drawer = page.getByRole('dialog', { name: 'Import Shipment' });
    const importButton = drawer.getByRole('button', { name: 'IMPORT' });
    await expect(importButton).toBeDisabled();

    // A file that is not a spreadsheet is refused before any upload.
    await drawer.getByLabel('Import file').setInputFiles({ name: 'shipments.csv', mimeType: 'text/csv', buffer: Buffer.from('a,b\n') });
    await expect(drawer.getByText('Invalid file format. Only .xls files are supported.')).toBeVisible();
    await expect(importButton).toBeDisabled();

    await drawer.getByLabel('Import file').setInputFiles({ name: 'shipments.xlsx', mimeType: XLSX_TYPE, buffer: file });
    await expect(drawer.getByText(/Uploaded/)).toBeVisible();
    await importButton.click();

    await expect(page.getByRole('alert').filter({ hasText: IMPORT_NOTICE })).toBeVisible();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/tracking\?/);

    await waitForNotification(request, merchant, 'import', /^Import finished: 2 shipments created/);
    await page.reload();
    await listSettled(page);
    for (const number of numbers) await expect(shipmentRow(page, number)).toHaveCount(1);
    await expect(shipmentRow(page, numbers[0]!)).toContainText('USPS');
    await expect(shipmentRow(page, numbers[1]!)).toContainText('UPS');
  });

  test('an .xls file imports too, its valid rows listed and the rest reported', async ({ page, accounts, request }) => {
    const merchant = await accounts.registerOnboarded();
    // The server's own sample: a few good rows and rows each rule refuses.
    const fixture = new URL('../../apps/server/src/modules/imports/fixtures/shipments.xls', import.meta.url);
    const buffer = await readFile(fixture);
    const firstNumber = sheetRows(buffer)[1]![0]!;

    await openShipmentList(page, merchant);
    await page.goto('/tracking/import');
    const drawer = page.getByRole('dialog', { name: 'Import Shipment' });
    await drawer.getByLabel('Import file').setInputFiles({ name: 'shipments.xls', mimeType: 'application/vnd.ms-excel', buffer });
    await expect(drawer.getByText(/Uploaded/)).toBeVisible();
    await drawer.getByRole('button', { name: 'IMPORT' }).click();
    await expect(page.getByRole('alert').filter({ hasText: IMPORT_NOTICE })).toBeVisible();

    const notification = await waitForNotification(request, merchant, 'import', /^Import finished: [1-9]\d* shipments created, \d+ duplicates skipped, [1-9]\d* rows rejected/);
    // The result file lists the refused rows with their reasons.
    const result = await request.get(notification.link!);
    expect(column(sheetRows(await result.body()), 'Reason').length).toBeGreaterThan(0);
    await page.reload();
    await expect(shipmentRow(page, firstNumber)).toHaveCount(1);
  });

  test('the template downloads from the import drawer with the import columns', async ({ page, accounts }) => {
    const merchant = await accounts.registerOnboarded();
    await openShipmentList(page, merchant);
    await page.goto('/tracking/import');
    const drawer = page.getByRole('dialog', { name: 'Import Shipment' });
    const [download] = await Promise.all([page.waitForEvent('download'), drawer.getByRole('link', { name: 'Download template' }).click()]);
    const header = sheetRows(await readFile(await download.path()))[0];
    expect(header?.slice(0, 2)).toEqual(['Tracking Number', 'Courier']);
  });

  test('the filtered list is exported, and the file behind the notification holds exactly those shipments', async ({ page, accounts, request }) => {
    const merchant = await accounts.registerOnboarded();
    const api = new ShipmentsApi(merchant);
    const [upsOne, upsTwo, usps] = await api.createMany([
      { slug: 'ups', tracking_number: uniqueTrackingNumber('EXU') },
      { slug: 'ups', tracking_number: uniqueTrackingNumber('EXU') },
      { slug: 'usps', tracking_number: uniqueTrackingNumber('EXS') },
    ]);

    await openShipmentList(page, merchant);
    await page.goto('/tracking?courierListArr=UPS');
    await listSettled(page);
    await expect(shipmentRows(page)).toHaveCount(2);

    await page.getByRole('button', { name: 'Export Shipment' }).click();
    const drawer = page.getByRole('dialog', { name: 'Export Shipment' });
    await expect(drawer.getByRole('radio', { name: /^Filtered/ })).toBeChecked();
    await expect(drawer.getByRole('radio', { name: /^Selected/ })).toBeDisabled();
    await expect(drawer.getByText('You can export shipmnet upto last 90 days.')).toBeVisible();
    await drawer.getByRole('button', { name: 'EXPORT' }).click();

    await expect(page.getByRole('alert').filter({ hasText: EXPORT_NOTICE })).toBeVisible();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/tracking\?courierListArr=UPS$/);

    const notification = await waitForNotification(request, merchant, 'export', /^Your export of 2 shipments is ready/);
    expect(notification.link).toBeTruthy();
    const response = await request.get(notification.link!);
    expect(response.status()).toBe(200);
    const rows = sheetRows(await response.body());
    expect(column(rows, 'Tracking No.').sort()).toEqual([upsOne.tracking_number, upsTwo.tracking_number].sort());
    expect(column(rows, 'Tracking No.')).not.toContain(usps.tracking_number);
    expect(new Set(column(rows, 'Courier'))).toEqual(new Set(['UPS']));

    // The same link is e-mailed.
    const mail = (await accounts.outbox()).find((m) => m.to === merchant.email && m.text.includes(notification.link!));
    expect(mail?.subject).toBe('Your shipment export is ready');
  });

  test('an export that matches nothing says so as an error and stays open', async ({ page, accounts }) => {
    const merchant = await accounts.registerOnboarded();
    await new ShipmentsApi(merchant).create({ slug: 'usps' });

    await openShipmentList(page, merchant);
    await page.goto('/tracking?trackingStatusArr=Delivered');
    await listSettled(page);
    await page.getByRole('button', { name: 'Export Shipment' }).click();
    const drawer = page.getByRole('dialog', { name: 'Export Shipment' });
    await expect(drawer.getByRole('radio', { name: /^Filtered/ })).toBeChecked();
    await drawer.getByRole('button', { name: 'EXPORT' }).click();

    await expect(toast(page, 'No Shipments found to export.')).toBeVisible();
    await expect(drawer).toBeVisible();
  });
});
