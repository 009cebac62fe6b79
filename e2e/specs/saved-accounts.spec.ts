import { expect, logOut, signIn, submitPassword, test, toast } from '../fixtures/accounts';

test.describe('saved accounts (/users)', () => {
  test('after logging out, the account is listed and choosing it asks for its password', async ({ page, accounts }) => {
    const account = await accounts.registerOnboarded();
    await signIn(page, account);
    await logOut(page);

    await expect(page).toHaveURL(/\/users$/);
    await expect(page.getByRole('heading', { name: 'Choose an account' })).toBeVisible();
    const row = page.getByRole('button', { name: new RegExp(account.email) });
    await expect(row).toContainText(account.name);
    await expect(row).toContainText(account.email);

    await row.click();
    await expect(page).toHaveURL(/\/userLogin$/);
    await expect(page.getByRole('heading', { name: `Hi ${account.name}` })).toBeVisible();

    // The e-mail chip goes back to the list.
    await page.getByRole('button', { name: account.email }).click();
    await expect(page).toHaveURL(/\/users$/);

    await row.click();
    await submitPassword(page, account.password);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a second account joins the list; "Remove an account" removes one and "Done" ends the mode', async ({ page, accounts }) => {
    const first = await accounts.registerOnboarded();
    const second = await accounts.registerOnboarded();
    await signIn(page, first);
    await logOut(page);
    await expect(page).toHaveURL(/\/users$/);

    // "Use another account" goes to the e-mail step.
    await page.getByRole('button', { name: 'Use another account' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await signIn(page, second);
    await logOut(page);

    await expect(page).toHaveURL(/\/users$/);
    await expect(page.getByText(first.email)).toBeVisible();
    await expect(page.getByText(second.email)).toBeVisible();

    await page.getByRole('button', { name: 'Remove an account' }).click();
    await expect(page.getByRole('button', { name: 'Use another account' })).toBeHidden();
    await page.getByRole('button', { name: `Remove ${first.email}` }).click();
    await expect(page.getByText(first.email)).toBeHidden();
    await expect(page.getByText(second.email)).toBeVisible();

    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('button', { name: 'Remove an account' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Use another account' })).toBeVisible();
    await expect(page.getByRole('button', { name: `Remove ${second.email}` })).toBeHidden();

    // The removal is kept in this browser.
    await page.reload();
    await expect(page.getByText(second.email)).toBeVisible();
    await expect(page.getByText(first.email)).toBeHidden();
  });

  test('a rename shows in the list and on the password step at once, without signing in again', async ({ page, accounts }) => {
    const account = await accounts.registerOnboarded();
    const renamed = `${account.name} Renamed`;
    await signIn(page, account);
    await logOut(page);
    await page.getByRole('button', { name: new RegExp(account.email) }).click();
    await submitPassword(page, account.password);
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto('/settings_profile');
    await expect(page.getByLabel('Name')).toHaveValue(account.name);
    await page.getByLabel('Name').fill(renamed);
    await page.getByRole('button', { name: 'SAVE' }).click();
    await expect(toast(page, 'Profile Settings Saved.')).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('users'))).toContain(renamed);
    await logOut(page);

    const row = page.getByRole('button', { name: new RegExp(account.email) });
    await expect(row).toContainText(renamed);
    await row.click();
    await expect(page.getByRole('heading', { name: `Hi ${renamed}` })).toBeVisible();
  });

  test('removing the last account leads to /login', async ({ page, accounts }) => {
    const account = await accounts.registerOnboarded();
    await signIn(page, account);
    await logOut(page);

    await page.getByRole('button', { name: 'Remove an account' }).click();
    await page.getByRole('button', { name: `Remove ${account.email}` }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  });
});
