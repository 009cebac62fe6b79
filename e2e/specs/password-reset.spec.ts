import { expect, signIn, test, toast, uniqueEmail } from '../fixtures/accounts';

test.describe('password reset', () => {
  test('a merchant asks for a link, sets a new password with it and logs in with that', async ({ page, accounts }) => {
    const account = await accounts.registerOnboarded();

    // From the password step, "Forgot password?" carries the e-mail over.
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(account.email);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgotPassword$/);
    await expect(page.getByLabel('E-mail')).toHaveValue(account.email);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(page, 'We have sent Password Reset link to your email.')).toBeVisible();

    const link = await accounts.resetLinkFor(account.email);
    await page.goto(link);
    await expect(page).toHaveURL(/\/reset_password\?token=/);
    await expect(page.getByRole('heading', { name: 'Reset password' })).toBeVisible();

    const newPassword = page.getByLabel('New Password');
    const confirm = page.getByLabel('Confirm Password');
    const submit = page.getByRole('button', { name: 'Submit' });

    await newPassword.fill('abc');
    await confirm.fill('abd');
    await submit.click();
    await expect(page.getByText('Password length should be greater than 6.')).toBeVisible();
    await expect(page.getByText('Password and Confirm Password does not match.')).toBeVisible();

    await newPassword.fill('abcdefgh');
    await expect(page.getByText('Please enter alphabets and numbers.')).toBeVisible();

    await newPassword.fill('fresh2024');
    await confirm.fill('');
    await expect(page.getByText('Confirm password is required.')).toBeVisible();

    await confirm.fill('fresh2024');
    await expect(page.getByText('Password and Confirm Password does not match.')).toBeHidden();
    await submit.click();
    await expect(page).toHaveURL(/\/login$/);

    // The old password no longer opens the account; the new one does.
    await page.getByLabel('E-mail').fill(account.email);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(toast(page, 'Invalid email or password.')).toBeVisible();

    await signIn(page, { email: account.email, password: 'fresh2024' });
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a reset link works only once, and a used link says so on opening', async ({ page, context, accounts }) => {
    const account = await accounts.registerOnboarded();
    await page.goto('/forgotPassword');
    await page.getByLabel('E-mail').fill(account.email);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(page, 'We have sent Password Reset link to your email.')).toBeVisible();
    const link = await accounts.resetLinkFor(account.email);

    // The link opened twice: opening it spends nothing, setting the password does.
    const other = await context.newPage();
    await other.goto(link);
    await expect(other.getByLabel('New Password')).toBeVisible();
    await page.goto(link);
    await page.getByLabel('New Password').fill('first2024');
    await page.getByLabel('Confirm Password').fill('first2024');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/login$/);

    // A form opened before the link was used still fails on submit.
    await other.getByLabel('New Password').fill('second2024');
    await other.getByLabel('Confirm Password').fill('second2024');
    await other.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(other, 'This password reset link is invalid or has expired.')).toBeVisible();
    await other.close();

    // Opened again, the used link says so at once, with no form, and offers a new one.
    await page.goto(link);
    await expect(page.getByText('This password reset link is invalid or has expired.')).toBeVisible();
    await expect(page.getByLabel('New Password')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Request a new link' }).click();
    await expect(page).toHaveURL(/\/forgotPassword$/);
  });

  test('the forgot-password form checks the e-mail', async ({ page }) => {
    await page.goto('/forgotPassword');
    await expect(page.getByRole('heading', { name: 'Forgot password' })).toBeVisible();

    await page.getByLabel('E-mail').fill('nope');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Email must be valid')).toBeVisible();

    await page.getByLabel('E-mail').fill(uniqueEmail('unknown'));
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(page, 'This email is not registered with us.')).toBeVisible();

    await page.getByRole('link', { name: 'Back to Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});
