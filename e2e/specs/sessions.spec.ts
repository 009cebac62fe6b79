import { expect, signIn, test } from '../fixtures/accounts';

test.describe('sessions', () => {
  test('the session is a cookie no script can read, and "Sign out everywhere" ends it in every browser', async ({ page, browser, accounts }) => {
    const account = await accounts.registerOnboarded();
    await signIn(page, account);
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();

    // The page stores its session record, but neither it nor document.cookie holds a usable token.
    const exposed = await page.evaluate(() => ({
      cookies: document.cookie,
      record: JSON.parse(localStorage.getItem('auth') ?? 'null') as { _id?: string; access_token?: string } | null,
    }));
    expect(exposed.cookies).toBe('');
    expect(exposed.record).toMatchObject({ _id: account.userId, access_token: '' });
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'trailpost_session')).toMatchObject({ httpOnly: true, sameSite: 'Strict' });

    // A second browser signed in to the same account.
    const other = await browser.newContext({ baseURL: test.info().project.use.baseURL, extraHTTPHeaders: { 'x-forwarded-for': '198.18.255.1' } });
    const otherPage = await other.newPage();
    await signIn(otherPage, account);
    await expect(otherPage.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();

    await page.getByRole('button', { name: 'Open profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out everywhere' }).click();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();

    // The other browser's next call is refused, and it is sent to sign in again. (Its realtime
    // stream may notice first and send it there on its own, so the call is a fresh page load.)
    await otherPage.goto('/tracking');
    await expect(otherPage.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
    await expect(otherPage).toHaveURL(/\/(login|users)/);
    await other.close();
  });

  test('the profile lists the sessions, signs another browser out, and signs out everywhere', async ({ page, browser, accounts }) => {
    const account = await accounts.registerOnboarded();
    const other = await browser.newContext({ baseURL: test.info().project.use.baseURL, extraHTTPHeaders: { 'x-forwarded-for': '198.18.255.2' } });
    const otherPage = await other.newPage();
    await signIn(otherPage, account);
    await signIn(page, account);

    await page.goto('/settings_profile');
    const sessions = page.getByRole('table', { name: 'Active sessions' });
    // The header, the sign-up's API session, the other browser and this one.
    await expect(sessions.getByRole('row')).toHaveCount(4);
    await expect(sessions.getByRole('row').filter({ hasText: 'This browser' })).toHaveCount(1);

    // The other browser's row (known by its address) signs it out alone.
    await sessions.getByRole('row').filter({ hasText: '198.18.255.2' }).getByRole('button', { name: 'Sign out' }).click();
    await expect(sessions.getByRole('row')).toHaveCount(3);
    await otherPage.goto('/tracking');
    await expect(otherPage).toHaveURL(/\/(login|users)/);

    // Sign out everywhere ends this browser's session too.
    await signIn(otherPage, account);
    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
    await otherPage.goto('/dashboard');
    await expect(otherPage).toHaveURL(/\/(login|users)/);
    await other.close();
  });
});
