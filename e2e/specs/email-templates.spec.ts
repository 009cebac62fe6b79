import type { Page } from '@playwright/test';
import { expect, signIn, test, toast, uniqueEmail, uniqueSuffix } from '../fixtures/accounts';

/** The tracking number the server's sample values use in test sends. */
const SAMPLE_TRACKING_NUMBER = '76543210987';
const EDIT_URL = /\/edit_email_template\/[0-9a-f-]{36}$/;

const body = (page: Page) => page.getByRole('textbox', { name: 'Email body' });

test.describe('e-mail templates', () => {
  test('a merchant writes a template with placeholders, sends a test, copies it and deletes the copy', async ({ page, accounts }) => {
    const merchant = await accounts.registerOnboarded();
    const name = `Shipped ${uniqueSuffix()}`;
    await signIn(page, merchant);

    await page.goto('/settings');
    await page.getByRole('link', { name: 'Edit Email Templates' }).click();
    await expect(page).toHaveURL(/\/settings_email$/);
    // Every account starts with the default template.
    await expect(page.getByRole('table', { name: 'Email Templates' }).getByRole('row')).not.toHaveCount(1);

    await page.getByRole('link', { name: 'Add email template' }).click();
    await expect(page).toHaveURL(/\/custom_email_template$/);
    await expect(page.getByRole('heading', { name: 'New Email Template' })).toBeVisible();
    // A new template replies to the merchant's own address.
    await expect(page.getByLabel('Reply To')).toHaveValue(merchant.email);

    await page.getByLabel('Template Name').fill(name);
    await page.getByLabel('From Name').fill('Acme Shop');
    const subject = page.getByRole('textbox', { name: 'Subject' });
    await subject.fill('Your parcel  is on its way');
    // The cursor between "parcel " and " is": the chosen placeholder goes there.
    await subject.evaluate((input: HTMLInputElement) => input.setSelectionRange(12, 12));
    await page.getByRole('button', { name: 'Subject Replacement' }).click();
    await page.getByRole('menuitem', { name: '[Tracking Number]' }).click();
    await expect(subject).toHaveValue('Your parcel [Tracking Number] is on its way');

    await body(page).click();
    await page.keyboard.type('Hello ');
    await page.getByRole('button', { name: 'Insert Customer Name' }).click();
    await page.keyboard.type(', your order is with ');
    await page.getByRole('button', { name: 'Insert Courier Name' }).click();
    await expect(body(page)).toHaveText('Hello [Customer Name], your order is with [Courier Name]');

    // A bracketed name that is not a placeholder is flagged, not refused.
    await page.keyboard.type(' [Gift Note]');
    await expect(page.getByText('Not a placeholder, left as typed: [Gift Note]')).toBeVisible();
    for (let i = 0; i < ' [Gift Note]'.length; i += 1) await page.keyboard.press('Backspace');
    await expect(page.getByText(/Not a placeholder/)).toHaveCount(0);

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Template Created Successfully.')).toBeVisible();
    await expect(page).toHaveURL(EDIT_URL);
    await expect(page.getByRole('heading', { name: 'Edit Email Template' })).toBeVisible();
    await expect(page.getByLabel('Template Name')).toHaveValue(name);

    // Test: the saved template, placeholders filled with sample values.
    const testAddress = uniqueEmail('template-test');
    await page.getByRole('button', { name: 'Test' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send a test e-mail' });
    await expect(dialog.getByLabel('Send a test to')).toHaveValue(merchant.email);
    await dialog.getByLabel('Send a test to').fill(testAddress);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(toast(page, `Test mail has been sent to ${testAddress}`)).toBeVisible();
    await expect(dialog).toBeHidden();

    await expect.poll(async () => (await accounts.outbox()).find((mail) => mail.to === testAddress)?.subject, { message: 'the test mail' }).toBe(
      `Your parcel ${SAMPLE_TRACKING_NUMBER} is on its way`,
    );
    const mail = (await accounts.outbox()).find((item) => item.to === testAddress)!;
    expect(mail.html).toContain('Hello Asha Verma, your order is with Blue Dart');
    expect(mail.html).not.toContain('[Customer Name]');
    expect(mail.text).toContain('Hello Asha Verma');

    // Copy: pre-filled from the source, saved as a new template.
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/settings_email$/);
    const table = page.getByRole('table', { name: 'Email Templates' });
    await table.getByRole('link', { name: `Copy ${name}` }).click();
    await expect(page).toHaveURL(/\/copy_email_template\/[0-9a-f-]{36}$/);
    await expect(page.getByLabel('Template Name')).toHaveValue(`Copy of ${name}`);
    await expect(subject).toHaveValue('Your parcel [Tracking Number] is on its way');
    await expect(page.getByRole('button', { name: 'Test' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Template Created Successfully.')).toBeVisible();
    await expect(page).toHaveURL(EDIT_URL);

    await page.getByRole('link', { name: 'Email Templates' }).click();
    await expect(table.getByRole('link', { name: name, exact: true })).toBeVisible();
    await expect(table.getByRole('link', { name: `Copy of ${name}`, exact: true })).toBeVisible();

    // Delete the copy, after confirmation.
    await table.getByRole('button', { name: `Delete Copy of ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Template?' });
    await expect(confirm.getByText('Are you sure that you want to delete a template?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Yes, Delete' }).click();
    await expect(toast(page, 'Template Deleted Successfully.')).toBeVisible();
    await expect(table.getByRole('link', { name: `Copy of ${name}`, exact: true })).toHaveCount(0);
    await expect(table.getByRole('link', { name: name, exact: true })).toBeVisible();
  });

  test('the editor checks its fields, and an unknown template is not found', async ({ page, accounts }) => {
    const merchant = await accounts.registerOnboarded();
    await signIn(page, merchant);
    await page.goto('/custom_email_template');
    await page.getByLabel('Reply To').fill('not-an-address');
    await page.getByLabel('CC').fill('ok@example.com, nope');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Template name required.')).toBeVisible();
    await expect(page.getByText('Email-Id is not valid')).toHaveCount(2);
    await expect(page.getByText('Subject is required.')).toBeVisible();
    await expect(page.getByText('Email body required.')).toBeVisible();
    await expect(page).toHaveURL(/\/custom_email_template$/);

    await page.goto('/edit_email_template/00000000-0000-4000-8000-000000000000');
    await expect(page.getByText('Template not found.')).toBeVisible();
    await page.getByRole('link', { name: 'Back to Email Templates' }).click();
    await expect(page).toHaveURL(/\/settings_email$/);
  });
});
