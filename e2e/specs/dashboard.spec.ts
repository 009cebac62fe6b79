import { expect, signIn, test } from '../fixtures/accounts';
import { cardSettled, chooseCourier, chooseRange, dashboardCard, statusRow } from '../fixtures/dashboard';
import { listSettled, shipmentRow, shipmentRows, ShipmentsApi, uniqueTrackingNumber } from '../fixtures/shipments';

test.describe('dashboard', () => {
  test('counts by status and courier, follows a card range and courier, and a status row opens the same shipments in the list', async ({ page, accounts }) => {
    const merchant = await accounts.registerOnboarded();
    const api = new ShipmentsApi(merchant);
    const [uspsDelivered1, uspsDelivered2, uspsInTransit, fedexDelivered, fedexException] = await api.createMany([
      { slug: 'usps', tracking_number: uniqueTrackingNumber('UD') },
      { slug: 'usps', tracking_number: uniqueTrackingNumber('UD') },
      { slug: 'usps', tracking_number: uniqueTrackingNumber('UT') },
      { slug: 'fedex', tracking_number: uniqueTrackingNumber('FD') },
      { slug: 'fedex', tracking_number: uniqueTrackingNumber('FE') },
    ]);
    await api.updateStatus([uspsDelivered1._id, uspsDelivered2._id, fedexDelivered._id], 'Delivered');
    await api.updateStatus([uspsInTransit._id], 'InTransit');
    await api.updateStatus([fedexException._id], 'Exception');

    await signIn(page, merchant);
    await page.goto('/dashboard');

    // Every card opens on Last 30 Days, which holds the five shipments created today.
    const allShipments = dashboardCard(page, 'All Shipments');
    await cardSettled(allShipments);
    await expect(allShipments.getByRole('button', { name: 'Date range: Last 30 Days' })).toBeVisible();
    await expect(statusRow(allShipments, 'Delivered', 3, '60.00%')).toBeVisible();
    await expect(statusRow(allShipments, 'In Transit', 1, '20.00%')).toBeVisible();
    await expect(statusRow(allShipments, 'Exception', 1, '20.00%')).toBeVisible();
    await expect(statusRow(allShipments, 'Pending', 0, '0.00%')).toBeVisible();

    const topCouriers = dashboardCard(page, 'Top 10 Couriers').getByRole('list', { name: 'Top 10 Couriers' });
    await expect(topCouriers.getByRole('listitem')).toHaveCount(2);
    await expect(topCouriers.getByRole('listitem').nth(0)).toContainText(/USPS\s*3/);
    await expect(topCouriers.getByRole('listitem').nth(1)).toContainText(/FedEx.*2/);

    const summary = dashboardCard(page, 'Shipments Summary');
    await cardSettled(summary);
    await expect(summary.getByText('No data to display')).toHaveCount(0);

    // Yesterday holds none of them; the other cards keep their own range.
    await chooseRange(page, allShipments, 'Yesterday');
    await expect(allShipments.getByText('0 Shipments')).toBeVisible();
    await expect(topCouriers.getByRole('listitem')).toHaveCount(2);

    // One courier over the last 7 days.
    await chooseRange(page, allShipments, 'Last 7 Days');
    await chooseCourier(page, allShipments, /^FedEx/);
    await expect(statusRow(allShipments, 'Delivered', 1, '50.00%')).toBeVisible();
    await expect(statusRow(allShipments, 'Exception', 1, '50.00%')).toBeVisible();
    await expect(statusRow(allShipments, 'In Transit', 0, '0.00%')).toBeVisible();

    // The status row opens the list on that status, range and courier, with the same count.
    await statusRow(allShipments, 'Delivered', 1, '50.00%').click();
    await expect(page).toHaveURL(/\/tracking\?trackingStatusArr=Delivered&date=Last%207%20Days&fromDate=\d{4}-\d{2}-\d{2}&toDate=\d{4}-\d{2}-\d{2}&courierListArr=FedEx/);
    await expect(page.getByRole('tab', { name: 'Delivered' })).toHaveAttribute('aria-selected', 'true');
    await listSettled(page);
    await expect(shipmentRows(page)).toHaveCount(1);
    await expect(shipmentRow(page, fedexDelivered.tracking_number)).toHaveCount(1);

    // Back on the dashboard with All couriers, Delivered opens the three delivered shipments.
    await page.goBack();
    await expect(statusRow(allShipments, 'Delivered', 3, '60.00%')).toBeVisible();
    await statusRow(allShipments, 'Delivered', 3, '60.00%').click();
    await expect(page).toHaveURL(/trackingStatusArr=Delivered&date=Last%2030%20Days/);
    await expect(page).not.toHaveURL(/courierListArr/);
    await listSettled(page);
    await expect(shipmentRows(page)).toHaveCount(3);
    for (const shipment of [uspsDelivered1, uspsDelivered2, fedexDelivered]) await expect(shipmentRow(page, shipment.tracking_number)).toHaveCount(1);
  });
});
