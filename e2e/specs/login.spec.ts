import { expect, test, toast, uniqueEmail } from '../fixtures/accounts';

test.describe('two-step login', () => {
  test('the e-mail step leads to a greeting by name, the password step into the app', async ({ page, accounts }) => {
    const account = await accounts.registerOnboarded();

    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create account' })).toBeVisible();
    await page.getByLabel('E-mail').fill(account.email);
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page).toHaveURL(/\/userLogin$/);
    await expect(page.getByRole('heading', { name: `Hi ${account.name}` })).toBeVisible();
    await expect(page.getByRole('button', { name: account.email })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toBeVisible();

    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Login' }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  });

  test('Enter submits both steps', async ({ page, accounts }) => {
    const account = await accounts.registerOnboarded();

    await page.goto('/login');
    await page.getByLabel('E-mail').fill(account.email);
    await page.getByLabel('E-mail').press('Enter');
    await expect(page.getByRole('heading', { name: `Hi ${account.name}` })).toBeVisible();

    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a wrong password shows the server message in a toast and keeps the password step', async ({ page, accounts }) => {
    const account = await accounts.registerOnboarded();

    await page.goto('/login');
    await page.getByLabel('E-mail').fill(account.email);
    await page.getByRole('button', { name: 'Next' }).click();

    // A password is required before anything is sent.
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Password is required')).toBeVisible();

    await page.getByLabel('Password', { exact: true }).fill('wrong123');
    await page.getByRole('button', { name: 'Login' }).click();

    await expect(toast(page, 'Invalid email or password.')).toBeVisible();
    await expect(page).toHaveURL(/\/userLogin$/);
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();

    // The right password still works afterwards.
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('an unknown e-mail shows the server message and stays on the e-mail step', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(uniqueEmail('nobody'));
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(toast(page, 'This email is not registered with us.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the e-mail step checks the address and links to sign-up', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('E-mail').fill('not-an-email');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Email must be valid')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await page.getByRole('link', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
  });
});
