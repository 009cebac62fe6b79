import { expect, test, uniqueSuffix } from '../fixtures/accounts';
import { detailDrawer, openShipmentList, shipmentRow, shipmentRows, ShipmentsApi, uniqueTrackingNumber } from '../fixtures/shipments';

test.describe('shipment search', () => {
  test('the start of an order id suggests the shipment; picking it opens its detail drawer', async ({ page, accounts }) => {
    const merchant = await accounts.registerOnboarded();
    const api = new ShipmentsApi(merchant);
    const orderId = `GH-${uniqueSuffix()}`;
    const wanted = await api.create({ slug: 'fedex', order_id: orderId, customer_name: 'Grace Hopper' });
    const other = await api.create({ slug: 'usps', order_id: `ORD-${uniqueSuffix()}` });

    await openShipmentList(page, merchant);
    await expect(shipmentRow(page, other.tracking_number)).toBeVisible();

    const search = page.getByRole('textbox', { name: 'Search', exact: true });
    await search.fill(orderId.slice(0, -1).toLowerCase());
    const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
    const suggestion = suggestions.getByRole('option', { name: new RegExp(wanted.tracking_number) });
    await expect(suggestion).toBeVisible();
    await expect(suggestion).toContainText('FedEx®');
    await expect(suggestions.getByRole('option')).toHaveCount(1);

    await suggestion.click();
    await expect(page).toHaveURL(new RegExp(`/tracking/${wanted._id}`));
    const drawer = detailDrawer(page);
    await expect(drawer.getByText(wanted.tracking_number, { exact: true })).toBeVisible();
    await expect(drawer.getByLabel('Order ID')).toHaveValue(orderId);
    await expect(drawer.getByLabel('Customer Name')).toHaveValue('Grace Hopper');
  });

  test('the start of a tracking number suggests the shipment', async ({ page, accounts }) => {
    const merchant = await accounts.registerOnboarded();
    const api = new ShipmentsApi(merchant);
    const wanted = await api.create({ slug: 'dhl', tracking_number: uniqueTrackingNumber('SRCH') });

    await openShipmentList(page, merchant);
    await page.getByRole('textbox', { name: 'Search', exact: true }).fill(wanted.tracking_number.slice(0, 8).toLowerCase());
    await page.getByRole('option', { name: new RegExp(wanted.tracking_number) }).click();
    await expect(page).toHaveURL(new RegExp(`/tracking/${wanted._id}`));
    await expect(detailDrawer(page).getByText('DHL Express')).toBeVisible();
  });

  test('fewer than 3 characters ask for more; a search without a match says so, also on Enter', async ({ page, accounts }) => {
    const merchant = await accounts.registerOnboarded();
    await new ShipmentsApi(merchant).create();

    await openShipmentList(page, merchant);
    const search = page.getByRole('textbox', { name: 'Search', exact: true });

    await search.fill('ab');
    await expect(page.getByText('Please enter minimum 3 characters.')).toBeVisible();
    await expect(page.getByRole('listbox', { name: 'Suggestions' })).toHaveCount(0);

    await search.fill(`nomatch${uniqueSuffix()}`);
    await expect(page.getByText('Please enter minimum 3 characters.')).toBeHidden();
    await expect(page.getByText('No Tracking found.')).toBeVisible();
    // Within the suggestions: the pager's page-size select has options of its own.
    await expect(page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option')).toHaveCount(0);

    // Enter searches the whole list; the clear icon empties the box and brings the list back.
    await search.press('Enter');
    await expect(page).toHaveURL(/[?&]query=nomatch/);
    await expect(page.getByText('No Tracking List')).toBeVisible();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(search).toHaveValue('');
    await expect(page).not.toHaveURL(/[?&]query=/);
    await expect(shipmentRows(page)).toHaveCount(1);
  });
});
