import { expect, logOut, signIn, submitPassword, test } from '../fixtures/accounts';

test.describe('route guards', () => {
  test('a logged-out visit to a guarded route goes to /login and returns there after login', async ({ page, accounts }) => {
    const account = await accounts.registerOnboarded();

    await page.goto('/tracking?trackingStatusArr=Delivered');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();

    await page.getByLabel('E-mail').fill(account.email);
    await page.getByRole('button', { name: 'Next' }).click();
    await submitPassword(page, account.password);

    await expect(page).toHaveURL(/\/tracking\?trackingStatusArr=Delivered$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Track' })).toBeVisible();
  });

  test('with a saved account the visit goes to /users, and back to the page after login', async ({ page, accounts }) => {
    const account = await accounts.registerOnboarded();
    await signIn(page, account);
    await logOut(page);

    await page.goto('/automations');
    await expect(page).toHaveURL(/\/users$/);
    await page.getByRole('button', { name: new RegExp(account.email) }).click();
    await submitPassword(page, account.password);

    await expect(page).toHaveURL(/\/automations$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Automate' })).toBeVisible();
  });

  test('an unknown route shows "Page Not Found."', async ({ page, accounts }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page Not Found.' })).toBeVisible();
    await expect(page).toHaveURL(/\/no\/such\/page$/);

    const account = await accounts.registerOnboarded();
    await signIn(page, account);
    await page.goto('/still/not/here');
    await expect(page.getByRole('heading', { name: 'Page Not Found.' })).toBeVisible();
  });

  test('a logged-in user visiting a sign-in page is sent back into the app', async ({ page, accounts }) => {
    const account = await accounts.registerOnboarded();
    await signIn(page, account);
    await expect(page).toHaveURL(/\/dashboard$/);

    for (const path of ['/login', '/signup', '/users', '/forgotPassword']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    }
  });

  test('a main user without a sub-domain is sent to /onboarding, and away from it once done', async ({ page, accounts }) => {
    const account = await accounts.register();
    await signIn(page, account);
    await expect(page).toHaveURL(/\/onboarding$/);

    for (const path of ['/tracking', '/settings', '/', '/login']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/onboarding$/);
    }
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();

    await page.getByLabel('Sub-domain').fill(account.email.split('@')[0]!.replace(/[^a-z0-9]/g, ''));
    await expect(page.getByRole('status')).toContainText('Is Available');
    await page.getByRole('button', { name: 'DONE' }).click();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();

    await page.goto('/onboarding');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
