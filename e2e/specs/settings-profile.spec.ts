import { expect, signIn, test, toast } from '../fixtures/accounts';
import { shipmentRow, ShipmentsApi, trackingNumberWithJourney } from '../fixtures/shipments';

test.describe('settings and profile', () => {
  test('the hub leads to the profile, where name, time zone and date format are saved and shown at once', async ({ page, accounts }) => {
    const account = await accounts.registerOnboarded({ name: 'Priya Shah' });
    const shipments = new ShipmentsApi(account);
    const shipment = await shipments.create({ tracking_number: await trackingNumberWithJourney() });
    await signIn(page, account);
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Settings', exact: true }).click();
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await page.getByRole('link', { name: 'Edit Profile' }).click();
    await expect(page).toHaveURL(/\/settings_profile$/);

    await expect(page.getByLabel('Account Email')).toHaveValue(account.email);
    await page.getByLabel('Name').fill('Priya S. Shah');
    await page.getByLabel('TimeZone').fill('Kolkata');
    await page.getByRole('option', { name: '(UTC+05:30) Asia/Kolkata' }).click();
    await page.getByLabel('Date Format').click();
    await page.getByRole('option', { name: 'YYYY-MM-DD' }).click();
    await page.getByRole('button', { name: 'SAVE' }).click();
    await expect(toast(page, 'Profile Settings Saved.')).toBeVisible();

    // The session list shows this browser's sign-in time in the new format and zone.
    const sessions = page.getByRole('table', { name: 'Active sessions' });
    await expect(sessions.getByText('This browser')).toBeVisible();
    await expect(sessions.getByRole('cell').filter({ hasText: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2} [AP]M$/ }).first()).toBeVisible();
    await expect.poll(() => page.evaluate(() => [localStorage.getItem('TIMEZONE'), localStorage.getItem('date_format'), localStorage.getItem('profile_name')])).toEqual([
      'Asia/Kolkata',
      'YYYY-MM-DD',
      'Priya S. Shah',
    ]);

    // Breadcrumb back to the hub.
    await page.getByRole('navigation', { name: 'breadcrumb' }).getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/settings$/);

    // The list writes its dates in the new format straight away, without signing in again. Its
    // Expected Delivery column is filled by the courier's first answer, which may still be on its way.
    await shipments.waitUntilTracked(shipment._id);
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Track' }).click();
    await expect(shipmentRow(page, shipment.tracking_number).getByRole('cell').filter({ hasText: /^\d{4}-\d{2}-\d{2}$/ }).first()).toBeVisible();
  });

  test('a password change ends every session: this browser goes to sign in, the other is refused on its next call', async ({ page, browser, accounts }) => {
    const account = await accounts.registerOnboarded();
    const other = await browser.newContext({ baseURL: test.info().project.use.baseURL, extraHTTPHeaders: { 'x-forwarded-for': '198.18.254.7' } });
    const otherPage = await other.newPage();
    await signIn(otherPage, account);
    await expect(otherPage.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();

    await signIn(page, account);
    await page.goto('/settings_profile');
    // The sign-up's session (the API client), the other browser and this one, under the header row.
    await expect(page.getByRole('table', { name: 'Active sessions' }).getByRole('row')).toHaveCount(4);

    await page.getByRole('button', { name: 'Change Password' }).click();
    const drawer = page.getByRole('dialog', { name: 'Change Password' });
    await expect(drawer.getByText('You will be logged out of all active sessions')).toBeVisible();
    await drawer.getByLabel('Current Password').fill('wrong123');
    await drawer.getByLabel('New Password').fill('newpass42');
    await drawer.getByLabel('Confirm Password').fill('newpass42');
    await drawer.getByRole('button', { name: 'SAVE' }).click();
    await expect(drawer.getByText('Current password is incorrect.')).toBeVisible();

    await drawer.getByLabel('Current Password').fill(account.password);
    await drawer.getByRole('button', { name: 'SAVE' }).click();
    await expect(toast(page, 'Password Updated Successfully.')).toBeVisible();
    await expect(page).toHaveURL(/\/(login|users)/);

    await otherPage.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Track', exact: true }).click();
    await expect(otherPage).toHaveURL(/\/(login|users)/);
    await other.close();

    // The new password signs in; the old one no longer does.
    await signIn(page, { email: account.email, password: 'newpass42' });
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  });

  test('the daily digest switch and the custom domain are saved', async ({ page, accounts }) => {
    const account = await accounts.registerOnboarded();
    await signIn(page, account);
    await page.goto('/email_alerts');
    // The switch follows the server's answer, so it is clicked, not "checked".
    await page.getByLabel('Daily Digest Email Alert').click();
    await expect(toast(page, 'Daily Digest Email Alert Activated.')).toBeVisible();
    await expect(page.getByLabel('Daily Digest Email Alert')).toBeChecked();
    await page.reload();
    await expect(page.getByLabel('Daily Digest Email Alert')).toBeChecked();

    await page.goto('/custom_domain');
    await expect(page.getByRole('textbox', { name: 'Sub-domain' })).toHaveValue(account.subDomain);
    const custom = page.getByRole('region', { name: 'Custom domain' });
    await custom.getByLabel('Custom Domain URL').fill('track.example-shop.com');
    await custom.getByRole('button', { name: 'SAVE' }).click();
    await expect(toast(page, 'Subdomain settings saved.')).toBeVisible();
    await page.reload();
    await expect(custom.getByLabel('Custom Domain URL')).toHaveValue('track.example-shop.com');
  });
});
