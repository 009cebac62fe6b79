import { expect, signIn, test, toast, uniqueSuffix } from '../fixtures/accounts';

test.describe('SMS templates', () => {
  test('a merchant writes an SMS watching its parts, edits it and deletes it', async ({ page, accounts }) => {
    const merchant = await accounts.registerOnboarded();
    const name = `Out for delivery ${uniqueSuffix()}`;
    await signIn(page, merchant);

    // The hub has no SMS card: the e-mail templates screen links to the SMS ones.
    await page.goto('/settings_email');
    await page.getByRole('link', { name: 'SMS templates' }).click();
    await expect(page).toHaveURL(/\/settings_sms$/);
    await expect(page.getByText('No SMS templates available')).toBeVisible();

    await page.getByRole('link', { name: 'Add SMS template' }).click();
    await expect(page).toHaveURL(/\/custom_sms_template$/);
    await page.getByLabel('Template Name').fill(name);
    const message = page.getByRole('textbox', { name: 'Message Body' });
    const counter = page.getByTestId('sms-counter');
    const parts = page.getByTestId('sms-parts');

    await message.fill('a'.repeat(160));
    await expect(counter).toHaveText('160/612');
    await expect(parts).toHaveText('1 SMS · GSM-7 · 160 per SMS');
    await message.press('End');
    await message.pressSequentially('b');
    await expect(counter).toHaveText('161/612');
    await expect(parts).toHaveText('2 SMS · GSM-7 · 153 per SMS');

    // A character outside GSM-7 switches to Unicode and is named.
    await message.fill('Your parcel is on its way 🚚');
    await expect(parts).toHaveText('1 SMS · UCS-2 · 70 per SMS');
    await expect(page.getByText('These characters need Unicode: 🚚')).toBeVisible();

    await message.fill('Hi , parcel  is out for delivery.');
    await message.evaluate((area: HTMLTextAreaElement) => area.setSelectionRange(3, 3));
    await page.getByRole('button', { name: 'Insert values' }).click();
    // The panel slides open: a value is picked once its button is wholly shown, as a person would
    // (a click while the panel was still opening was sometimes lost). A scroll made while it was
    // still opening falls short, so it is made again until the button is in view.
    await expect(page.getByRole('button', { name: 'Insert values' })).toHaveAttribute('aria-expanded', 'true');
    const customerName = page.getByRole('button', { name: 'Insert Customer Name' });
    await expect(async () => {
      await customerName.scrollIntoViewIfNeeded();
      await expect(customerName).toBeInViewport({ ratio: 1, timeout: 1_000 });
    }).toPass();
    await customerName.click();
    await expect(message).toHaveValue('Hi [Customer Name], parcel  is out for delivery.');
    // The caret lands just after the inserted value (a frame after the text), before it is moved again.
    await expect.poll(() => message.evaluate((area: HTMLTextAreaElement) => area.selectionStart)).toBe('Hi [Customer Name]'.length);
    await message.evaluate((area: HTMLTextAreaElement) => area.setSelectionRange(27, 27));
    await page.getByRole('button', { name: 'Insert Tracking Number' }).click();
    await expect(message).toHaveValue('Hi [Customer Name], parcel [Tracking Number] is out for delivery.');
    await expect(parts).toHaveText('1 SMS · GSM-7 · 160 per SMS');
    await expect(page.getByText('Important Note')).toBeVisible();

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Template Created Successfully.')).toBeVisible();
    await expect(page).toHaveURL(/\/edit_sms_template\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: 'Edit SMS Template' })).toBeVisible();

    // Edit: the name changes in place.
    await page.getByLabel('Template Name').fill(`${name} today`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Template Updated Successfully.')).toBeVisible();
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/settings_sms$/);
    const table = page.getByRole('table', { name: 'SMS Templates' });
    await expect(table.getByText(`${name} today`, { exact: true })).toBeVisible();

    // Edit opens the saved text.
    await table.getByRole('link', { name: `Edit ${name} today` }).click();
    await expect(message).toHaveValue('Hi [Customer Name], parcel [Tracking Number] is out for delivery.');
    await page.getByRole('link', { name: 'Cancel' }).click();

    await table.getByRole('button', { name: `Delete ${name} today` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Template?' });
    await expect(confirm.getByText('Are you sure that you want to delete a template?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Yes, Delete' }).click();
    await expect(toast(page, 'Template Deleted Successfully.')).toBeVisible();
    await expect(page.getByText('No SMS templates available')).toBeVisible();
  });

  test('a message over four SMS is refused', async ({ page, accounts }) => {
    const merchant = await accounts.registerOnboarded();
    await signIn(page, merchant);
    await page.goto('/custom_sms_template');
    await page.getByLabel('Template Name').fill('Too long');
    await page.getByRole('textbox', { name: 'Message Body' }).fill('a'.repeat(613));
    await expect(page.getByTestId('sms-counter')).toHaveText('613/612');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The message is longer than 4 SMS (612 characters).')).toBeVisible();
    await expect(page).toHaveURL(/\/custom_sms_template$/);
  });

  test('a merchant moves the quiet hours, and turns them off', async ({ page, accounts }) => {
    const merchant = await accounts.registerOnboarded();
    await signIn(page, merchant);
    await page.goto('/settings_sms');
    const quiet = page.getByRole('switch', { name: 'Hold text messages during quiet hours' });
    await expect(quiet).toBeChecked();
    await expect(page.getByLabel('From')).toHaveValue('21:00');
    await expect(page.getByLabel('Until')).toHaveValue('08:00');

    await page.getByLabel('From').fill('22:30');
    await page.getByLabel('Until').fill('07:15');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'SMS Settings Saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('From')).toHaveValue('22:30');
    await expect(page.getByLabel('Until')).toHaveValue('07:15');

    await quiet.click();
    await expect(page.getByLabel('From')).toBeDisabled();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'SMS Settings Saved.')).toBeVisible();
    await page.reload();
    await expect(quiet).not.toBeChecked();
  });
});
