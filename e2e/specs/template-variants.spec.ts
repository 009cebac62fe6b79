import { expect, signIn, test, toast, uniqueSuffix } from '../fixtures/accounts';
import { openShipment, openShipmentList, ShipmentsApi } from '../fixtures/shipments';

const EDIT_EMAIL_URL = /\/edit_email_template\/[0-9a-f-]{36}$/;

test.describe('template language variants', () => {
  test('a merchant writes a German e-mail variant, and a Japanese SMS variant counted in Unicode', async ({ page, accounts }) => {
    const merchant = await accounts.registerOnboarded();
    const name = `Shipped ${uniqueSuffix()}`;
    await signIn(page, merchant);

    await page.goto('/custom_email_template');
    await page.getByLabel('Template Name').fill(name);
    const subject = page.getByRole('textbox', { name: 'Subject' });
    const body = page.getByRole('textbox', { name: 'Email body' });
    await subject.fill('Your parcel is on its way');
    await body.click();
    await page.keyboard.type('Hello, your parcel is on its way.');
    await expect(page.getByText('Customers whose language has no variant get the default.')).toBeVisible();

    await page.getByRole('button', { name: 'Add language' }).click();
    await page.getByRole('menuitem', { name: 'Deutsch' }).click();
    const german = page.getByRole('tab', { name: /Deutsch/ });
    await expect(german).toHaveAttribute('aria-selected', 'true');
    await expect(subject).toHaveValue('');
    await subject.fill('Ihr Paket ist unterwegs');
    await body.click();
    await page.keyboard.type('Hallo, Ihr Paket ist unterwegs.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Template Created Successfully.')).toBeVisible();
    await expect(page).toHaveURL(EDIT_EMAIL_URL);

    // Opened again from the list: the default first, the German variant on its tab.
    await page.goto('/settings_email');
    await page.getByRole('table', { name: 'Email Templates' }).getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(EDIT_EMAIL_URL);
    await expect(page.getByRole('tab', { name: /Default/ })).toHaveAttribute('aria-selected', 'true');
    await expect(subject).toHaveValue('Your parcel is on its way');
    await german.click();
    await expect(subject).toHaveValue('Ihr Paket ist unterwegs');
    await expect(body).toHaveText('Hallo, Ihr Paket ist unterwegs.');

    // SMS: the counter counts the open tab's text, Japanese in UCS-2.
    await page.goto('/custom_sms_template');
    await page.getByLabel('Template Name').fill(`Out for delivery ${uniqueSuffix()}`);
    const message = page.getByRole('textbox', { name: 'Message Body' });
    const parts = page.getByTestId('sms-parts');
    await message.fill('Your parcel is out for delivery.');
    await expect(parts).toHaveText('1 SMS · GSM-7 · 160 per SMS');
    await page.getByRole('button', { name: 'Add language' }).click();
    await page.getByRole('menuitem', { name: '日本語' }).click();
    await expect(page.getByRole('tab', { name: /日本語/ })).toHaveAttribute('aria-selected', 'true');
    await message.fill('お荷物は本日配達予定です。');
    await expect(parts).toHaveText('1 SMS · UCS-2 · 70 per SMS');
    await page.getByRole('tab', { name: /Default/ }).click();
    await expect(parts).toHaveText('1 SMS · GSM-7 · 160 per SMS');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Template Created Successfully.')).toBeVisible();
  });

  test("a shipment's customer language, as a store gave it, is shown and changed in its drawer", async ({ page, accounts }) => {
    const merchant = await accounts.registerOnboarded();
    const shipment = await new ShipmentsApi(merchant).create({ slug: 'ups', language: 'fr-fr' });
    expect(shipment.language).toBe('fr-FR');

    await openShipmentList(page, merchant);
    const drawer = await openShipment(page, shipment.tracking_number);
    const language = drawer.getByLabel('Customer language');
    await expect(language).toHaveValue('fr-FR');
    await language.selectOption({ label: 'Deutsch' });
    await drawer.getByRole('button', { name: 'SAVE' }).click();
    await expect(toast(page, 'Tracking Updated Successfully!')).toBeVisible();

    await page.reload();
    await expect(drawer.getByLabel('Customer language')).toHaveValue('de');
    await drawer.getByLabel('Customer language').selectOption({ label: 'Automatic' });
    await drawer.getByRole('button', { name: 'SAVE' }).click();
    await expect(toast(page, 'Tracking Updated Successfully!')).toBeVisible();
    await page.reload();
    await expect(drawer.getByLabel('Customer language')).toHaveValue('');
  });
});
