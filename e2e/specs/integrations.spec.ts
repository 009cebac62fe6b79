import { expect, signIn, test, toast, uniqueSuffix } from '../fixtures/accounts';

// Keys are checked with the courier before they are saved; the tests' server reaches no courier,
// so a save answers either "Store Saved." or that the courier could not be reached (keys kept).
const SAVED = /^(Store Saved\.|Ninja Van could not be reached to check these credentials\. They are saved and will be checked again shortly\.)$/;

test.describe('integrations', () => {
  test('a merchant connects Ninja Van, finds its webhook URL, and switches it off and on', async ({ page, accounts }) => {
    const merchant = await accounts.registerOnboarded();
    const storeName = `Lion City ${uniqueSuffix()}`;
    await signIn(page, merchant);

    // Nothing connected yet: the list points to the catalogue.
    await page.goto('/integrated_list');
    await expect(page.getByText('No integrations yet.')).toBeVisible();
    await page.getByRole('link', { name: 'Add Integration' }).click();
    await expect(page).toHaveURL(/\/integrations$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Select from to integrate' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search integrations' }).fill('ninja');
    const cards = page.getByRole('list', { name: 'Integrations' }).getByRole('listitem');
    await expect(cards).toHaveCount(1);
    await cards.getByRole('link', { name: 'Ninja Van' }).click();

    // The steps, then the form, checked in the specification's words.
    await expect(page).toHaveURL(/\/add_ninja_van$/);
    await expect(page.getByRole('list', { name: 'How to connect' }).getByRole('listitem').first()).toBeVisible();
    await page.getByRole('button', { name: 'NEXT' }).click();
    const form = page.getByRole('form', { name: 'Ninja Van credentials' });
    await form.getByRole('button', { name: 'SAVE' }).click();
    await expect(form.getByText('Store Name is required.')).toBeVisible();
    await expect(form.getByText('Client Key is required.')).toBeVisible();
    await expect(form.getByText('Secret Key is required.')).toBeVisible();
    await form.getByRole('textbox', { name: 'Store Name', exact: true }).fill(storeName);
    await form.getByRole('textbox', { name: 'Client Key', exact: true }).fill('client-e2e-1');
    await form.getByRole('textbox', { name: 'Secret Key', exact: true }).fill('secret-e2e-9f3a');
    await form.getByRole('button', { name: 'SAVE' }).click();
    await expect(page.getByRole('alert').filter({ hasText: SAVED })).toBeVisible();
    await expect(page).toHaveURL(/\/integrated_list$/);

    // The new card, with its verification and switch; it opens the edit screen.
    const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: `Edit ${storeName}` }) });
    await expect(card.getByText('Ninja Van', { exact: true })).toBeVisible();
    await expect(card.getByText(/^(Verified|Not verified yet)$/)).toBeVisible();
    await card.getByRole('link', { name: `Edit ${storeName}` }).click();
    await expect(page).toHaveURL(/\/edit_ninja_van\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('navigation', { name: 'breadcrumb' }).getByRole('link', { name: 'Manage Integration' })).toBeVisible();
    const edit = page.getByRole('form', { name: 'Ninja Van credentials' });
    await expect(edit.getByRole('textbox', { name: 'Store Name', exact: true })).toHaveValue(storeName);
    // The secret comes masked, and the owner may see it in clear.
    await expect(edit.getByRole('textbox', { name: 'Client Key', exact: true })).toHaveValue('client-e2e-1');
    await expect(edit.getByRole('textbox', { name: 'Secret Key', exact: true })).toHaveValue('');
    await expect(edit.getByRole('textbox', { name: 'Secret Key', exact: true })).toHaveAttribute('placeholder', /^•+9f3a$/);
    await edit.getByRole('button', { name: 'Show saved Secret Key' }).click();
    await expect(edit.getByRole('textbox', { name: 'Secret Key' })).toHaveValue('secret-e2e-9f3a');
    const webhookUrl = edit.getByRole('textbox', { name: 'Webhook Url', exact: true });
    await expect(webhookUrl).toHaveValue(/\/ninjavan_webhook\/consume\/\S+$/);
    await expect(webhookUrl).toHaveAttribute('readonly', '');
    await expect(edit.getByRole('button', { name: 'Copy Webhook Url' })).toBeVisible();

    // Switched off and on again from the list; the server keeps it.
    await page.getByRole('navigation', { name: 'breadcrumb' }).getByRole('link', { name: 'Manage Integration' }).click();
    const toggle = page.getByRole('switch', { name: `${storeName} active` });
    await expect(toggle).toBeChecked();
    await toggle.click();
    await expect(toast(page, 'Store Deactivated.')).toBeVisible();
    await expect(toggle).not.toBeChecked();
    await page.reload();
    await expect(toggle).not.toBeChecked();
    await toggle.click();
    await expect(toast(page, 'Store Activated.')).toBeVisible();
    await expect(toggle).toBeChecked();
  });
});
