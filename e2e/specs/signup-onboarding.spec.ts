import { expect, test, toast, uniqueEmail, uniqueSubDomain, uniqueSuffix } from '../fixtures/accounts';

const MENU_ENTRIES = ['Overview', 'Track', 'Automate', 'Integrate', 'Page', 'Button', 'Settings'];

test.describe('sign-up and onboarding', () => {
  test('a new merchant signs up, chooses a sub-domain and lands in the app', async ({ page, accounts }) => {
    const name = `Ada ${uniqueSuffix()}`;
    const email = uniqueEmail('signup');
    const chosen = uniqueSubDomain('myshop');

    await page.goto('/signup');
    await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('secret123');
    await page.getByRole('button', { name: 'Sign up' }).click();

    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(page.getByRole('heading', { name: `Hi ${name}` })).toBeVisible();
    await expect(page.getByText('Space and special characters are not allowed.')).toBeVisible();

    // Capitals, spaces and punctuation are dropped while typing.
    const field = page.getByLabel('Sub-domain');
    await field.pressSequentially(`My Shop!${chosen.slice('myshop'.length).toUpperCase()}`);
    await expect(field).toHaveValue(chosen);
    await expect(page.getByRole('status')).toHaveText(`${chosen} Is Available`);

    await page.getByRole('button', { name: 'DONE' }).click();

    await expect(page).toHaveURL(/\/$/);
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    for (const entry of MENU_ENTRIES) {
      await expect(menu.getByRole('link', { name: entry, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole('link', { name: 'Support' })).toHaveAttribute('target', '_blank');
    await expect(menu.getByRole('link', { name: 'API documentation' })).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();

    // The top-bar title follows the path group.
    await menu.getByRole('link', { name: 'Track', exact: true }).click();
    await expect(page).toHaveURL(/\/tracking(\?|$)/);
    await expect(page.getByRole('heading', { level: 1, name: 'Track' })).toBeVisible();

    // The sub-domain is now the tenant's: another account is told it is taken.
    const other = await accounts.register();
    expect(await accounts.isSubDomainAvailable(other, chosen)).toBe(false);
  });

  test('a sub-domain another merchant holds is reported unavailable', async ({ page, accounts }) => {
    const holder = await accounts.registerOnboarded();

    await page.goto('/signup');
    await page.getByLabel('Name').fill('Second Merchant');
    await page.getByLabel('E-mail').fill(uniqueEmail('second'));
    await page.getByLabel('Password', { exact: true }).fill('secret123');
    // Enter submits the form.
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await expect(page).toHaveURL(/\/onboarding$/);

    await page.getByLabel('Sub-domain').fill(holder.subDomain);
    await expect(page.getByRole('status')).toHaveText(`${holder.subDomain} Is Unavailable`);
    await expect(page.getByRole('button', { name: 'DONE' })).toBeDisabled();

    await page.getByLabel('Sub-domain').fill('');
    await expect(page.getByRole('status')).toHaveText('Subdomain Required');
    await expect(page.getByRole('button', { name: 'DONE' })).toBeEnabled();
    await page.getByRole('button', { name: 'DONE' }).click();
    await expect(page).toHaveURL(/\/onboarding$/);
  });

  test('the sign-up form explains what is wrong', async ({ page }) => {
    await page.goto('/signup');
    const name = page.getByLabel('Name');
    const email = page.getByLabel('E-mail');
    const password = page.getByLabel('Password', { exact: true });
    const signUp = page.getByRole('button', { name: 'Sign up' });

    await name.fill('Grace');
    await email.fill('grace-at-example');
    await password.fill('abcdefg');
    await signUp.click();
    await expect(page.getByText('Email must be valid')).toBeVisible();
    await expect(page.getByText('Password must contain alphabets and numbers')).toBeVisible();

    await password.fill('ab1');
    await expect(page.getByText('Password must be minimum 6 characters long')).toBeVisible();
    await expect(page.getByText('Password must contain alphabets and numbers')).toBeHidden();

    await email.fill('grace@example.com');
    await expect(page.getByText('Email must be valid')).toBeHidden();
    await expect(page).toHaveURL(/\/signup$/);

    await expect(page.getByRole('link', { name: 'Already registered? Login' })).toHaveAttribute('href', '/login');
  });

  test('an e-mail that is already registered is refused with the server message', async ({ page, accounts }) => {
    const existing = await accounts.register();
    await page.goto('/signup');
    await page.getByLabel('Name').fill('Copy Cat');
    await page.getByLabel('E-mail').fill(existing.email);
    await page.getByLabel('Password', { exact: true }).fill('secret123');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(toast(page, 'This email is already registered. Please login.')).toBeVisible();
    await expect(page).toHaveURL(/\/signup$/);
  });
});
