import { expect, test, toast, uniqueEmail } from '../fixtures/accounts';
import { addDrawer, openShipmentList, shipmentRow, uniqueTrackingNumber } from '../fixtures/shipments';

test.describe('add shipment drawer', () => {
  test('a shipment added with courier, tracking number and customer e-mail appears on the All tab', async ({ page, accounts }) => {
    const merchant = await accounts.registerOnboarded();
    const trackingNumber = uniqueTrackingNumber('ADD');
    const customerEmail = uniqueEmail('customer');

    await openShipmentList(page, merchant);
    await page.getByRole('button', { name: 'Add Tracking' }).click();
    await expect(page).toHaveURL(/\/tracking\/add/);
    const drawer = addDrawer(page);
    await expect(drawer).toBeVisible();

    // The courier is picked from the autocomplete by typing part of its name.
    await drawer.getByRole('combobox', { name: 'Courier' }).fill('usp');
    await page.getByRole('option', { name: 'USPS', exact: true }).click();
    await expect(drawer.getByRole('combobox', { name: 'Courier' })).toHaveValue('USPS');
    await drawer.getByLabel('Tracking Number').fill(trackingNumber);
    // Typed in upper case, kept in lower case once the field is left.
    await drawer.getByLabel('Customer Email').fill(customerEmail.toUpperCase());
    await drawer.getByLabel('Customer Name').click();
    await expect(drawer.getByLabel('Customer Email')).toHaveValue(customerEmail);

    await drawer.getByRole('button', { name: 'SAVE' }).click();

    await expect(toast(page, 'Tracking created successfully.')).toBeVisible();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/tracking\?/);
    await expect(page.getByRole('tab', { name: 'ALL SHIPMENTS' })).toHaveAttribute('aria-selected', 'true');
    const row = shipmentRow(page, trackingNumber);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('USPS');
    await expect(row).toContainText('Pending');
  });

  test('a UPS number is recognised as the merchant types it, and one click makes UPS the courier', async ({ page, accounts }) => {
    const merchant = await accounts.registerOnboarded();

    await openShipmentList(page, merchant);
    await page.goto('/tracking/add');
    const drawer = addDrawer(page);
    await drawer.getByLabel('Tracking Number').fill('1Z5R89390357567127');
    const suggestion = drawer.getByTestId('courier-suggestion');
    await expect(suggestion).toContainText('Looks like UPS');
    await suggestion.getByRole('button', { name: 'Use UPS as the courier' }).click();
    await expect(drawer.getByRole('combobox', { name: 'Courier' })).toHaveValue('UPS');
    await expect(suggestion).toBeHidden();

    await drawer.getByRole('button', { name: 'SAVE' }).click();
    await expect(toast(page, 'Tracking created successfully.')).toBeVisible();
    const row = shipmentRow(page, '1Z5R89390357567127');
    await expect(row).toContainText('UPS');
  });

  test('saving an empty form asks for the courier and the tracking number', async ({ page, accounts }) => {
    const merchant = await accounts.registerOnboarded();

    await openShipmentList(page, merchant);
    await page.goto('/tracking/add');
    const drawer = addDrawer(page);
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: 'SAVE' }).click();

    await expect(drawer.getByText('Please select courier')).toBeVisible();
    await expect(drawer.getByText('Please enter tracking number')).toBeVisible();
    await expect(drawer).toBeVisible();
    await expect(page).toHaveURL(/\/tracking\/add/);

    // CANCEL closes the drawer without adding anything.
    await drawer.getByRole('button', { name: 'CANCEL' }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByText('Multi-shipment Tracking Software')).toBeVisible();
  });

  test('a courier that needs a postal code shows the field and asks for it', async ({ page, accounts }) => {
    const merchant = await accounts.registerOnboarded();
    const trackingNumber = uniqueTrackingNumber('APC');

    await openShipmentList(page, merchant);
    await page.getByRole('button', { name: 'Add Tracking' }).click();
    const drawer = addDrawer(page);
    await expect(drawer.getByLabel('Postal Code')).toHaveCount(0);

    await drawer.getByRole('combobox', { name: 'Courier' }).fill('APC Overnight');
    await page.getByRole('option', { name: 'APC Overnight', exact: true }).click();
    await expect(drawer.getByLabel('Postal Code')).toBeVisible();

    await drawer.getByLabel('Tracking Number').fill(trackingNumber);
    await drawer.getByRole('button', { name: 'SAVE' }).click();
    await expect(drawer.getByText('Please enter postal code')).toBeVisible();
    await expect(drawer).toBeVisible();

    await drawer.getByLabel('Postal Code').fill('SW1A 1AA');
    await expect(drawer.getByText('Please enter postal code')).toBeHidden();
    await drawer.getByRole('button', { name: 'SAVE' }).click();

    await expect(toast(page, 'Tracking created successfully.')).toBeVisible();
    await expect(drawer).toBeHidden();
    await expect(shipmentRow(page, trackingNumber)).toContainText('APC Overnight');
  });
});
