import type { APIRequestContext, Locator, Page, Response } from '@playwright/test';
import { envelopeOf, expect, logOut, signIn, test, toast, uniqueEmail, type Account } from '../fixtures/accounts';
import { authenticatorCode, signInToCodeStep, turnOnTwoFactor } from '../fixtures/two-factor';

const ENABLED = 'Two-step sign-in is on. Keep your recovery codes somewhere safe: each works once.';
const WRONG_CODE = 'That code is not right. Check the time on your phone and try the newest code.';
const ENROLMENT_PATH = /\/two_factor_setup$/;
const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

/** Pictures at a desktop and a phone width, kept with the run's results: the whole page, or only a part of it. */
async function screenshots(page: Page, name: string, part?: Locator): Promise<void> {
  const size = page.viewportSize();
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    const path = test.info().outputPath(`${name}-${width}.png`);
    await (part ? part.screenshot({ path }) : page.screenshot({ path, fullPage: true }));
  }
  if (size) await page.setViewportSize(size);
}

/** Turns two-step sign-in on through the API, as another client of the account would. */
async function enableThroughApi(request: APIRequestContext, account: Account) {
  const headers = { Authorization: `Bearer ${account.token}` };
  const setup = await envelopeOf<{ secret: string }>(await request.post('/api/user/two_factor/setup', { headers }));
  const { code, step } = await authenticatorCode(setup.data.secret);
  const enabled = await envelopeOf<{ recovery_codes: string[] }>(await request.post('/api/user/two_factor/enable', { headers, data: { code } }));
  return { secret: setup.data.secret, step, recoveryCodes: enabled.data.recovery_codes };
}

test.describe('two-step sign-in', () => {
  // A code of a later 30-second step than the last one used may have to be waited for.
  test.describe.configure({ timeout: 120_000 });

  test('the owner turns it on in Profile with a code computed from the shown key; then the password alone does not enter, a later code does', async ({
    page,
    accounts,
  }) => {
    const owner = await accounts.registerOnboarded();
    await signIn(page, owner);
    await page.goto('/settings_profile');
    const section = page.getByRole('region', { name: 'Two-step sign-in' });
    await expect(section).toBeVisible();
    await expect(page.getByText('Off: signing in needs your password only.')).toBeVisible();

    const { secret, step, recoveryCodes } = await turnOnTwoFactor(page, () => screenshots(page, 'profile-two-factor-setup', section));
    await expect(toast(page, ENABLED)).toBeVisible();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    await screenshots(page, 'profile-recovery-codes', section);
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await expect(page.getByText('On: signing in asks for a code from your authenticator app.')).toBeVisible();
    await logOut(page);

    // The password alone opens no session: the code step takes its place.
    await signInToCodeStep(page, owner);
    await expect(page).toHaveURL(/\/userLogin/);
    expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
    await expect(mainMenu(page)).toBeHidden();

    // The step used to confirm is spent: the next one's code signs in.
    const later = await authenticatorCode(secret, step);
    await page.getByLabel('Authentication code').fill(later.code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(mainMenu(page)).toBeVisible();
  });

  test('a recovery code signs in once', async ({ page, accounts, request }) => {
    const owner = await accounts.registerOnboarded();
    const { recoveryCodes } = await enableThroughApi(request, owner);
    const [first, second] = recoveryCodes;

    await signInToCodeStep(page, owner);
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByLabel('Recovery code').fill(first!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(mainMenu(page)).toBeVisible();
    await logOut(page);

    // Spent: refused, and the sign-in waits for another.
    await signInToCodeStep(page, owner);
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByLabel('Recovery code').fill(first!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(toast(page, WRONG_CODE)).toBeVisible();
    await expect(page).toHaveURL(/\/userLogin/);
    await expect(mainMenu(page)).toBeHidden();

    await page.getByLabel('Recovery code').fill(second!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(mainMenu(page)).toBeVisible();
  });

  test('the owner requires it of sub-users: a sub-user without it is kept on enrolment, with no refused calls, until it turns it on', async ({
    page,
    accounts,
    request,
    playwright,
  }) => {
    const owner = await accounts.registerOnboarded();
    const headers = { Authorization: `Bearer ${owner.token}` };
    await envelopeOf(
      await request.put('/api/user/organization', {
        headers,
        data: { company_name: 'Northwind Goods', contact_no: '+44 20 7946 0000', address1: '1 Dock Street', city: 'London', state: 'London', country_name: 'United Kingdom' },
      }),
    );
    const role = await envelopeOf<{ _id: string }>(await request.post('/api/role', { headers, data: { name: 'Ops', role: ['tracking'] } }));
    const teammate = { email: uniqueEmail('ops'), password: 'opsteam1' };
    await envelopeOf(await request.post('/api/sub_user/invite', { headers, data: { name: 'Ola Ops', email: teammate.email, role_id: role.data._id } }));
    const token = new URL(await accounts.inviteLinkFor(teammate.email)).searchParams.get('token');
    // Accepted from a client of its own, so the owner's requests carry no teammate's cookie.
    const invitee = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    await envelopeOf(await invitee.post('/api/sub_user/acceptinvite', { data: { token, email: teammate.email, password: teammate.password } }));
    await invitee.dispose();

    // The owner turns the requirement on in Settings › Organization.
    await signIn(page, owner);
    await page.goto('/organization');
    const requirement = page.getByRole('switch', { name: 'Require two-step sign-in for every sub-user' });
    await expect(requirement).not.toBeChecked();
    await expect(page.getByText('Sub-users without it turn it on at their next sign-in.')).toBeVisible();
    await requirement.check();
    await screenshots(page, 'organization-requirement', page.getByRole('form', { name: 'Organization' }));
    await page.getByRole('button', { name: 'SAVE' }).click();
    await expect(toast(page, 'Organization Settings Saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Require two-step sign-in for every sub-user' })).toBeChecked();
    await logOut(page);

    // Everything the teammate's browser asks while enrolling must be something the server answers.
    const refused: string[] = [];
    const watch = (response: Response) => {
      if (response.url().includes('/api/') && response.status() === 403) refused.push(`${response.request().method()} ${response.url()}`);
    };
    page.on('response', watch);

    await signIn(page, teammate);
    await expect(page).toHaveURL(ENROLMENT_PATH);
    await expect(page.getByRole('heading', { level: 1, name: 'Turn on two-step sign-in' })).toBeVisible();
    await expect(page.getByText('Your organization requires two-step sign-in. Turn it on to continue.')).toBeVisible();
    await expect(mainMenu(page)).toBeHidden();

    // The shipment list, opened by its address, sends it back.
    await page.goto('/tracking');
    await expect(page).toHaveURL(ENROLMENT_PATH);
    await expect(page.getByRole('button', { name: 'Turn on' })).toBeVisible();
    await screenshots(page, 'enrolment');

    await turnOnTwoFactor(page, () => screenshots(page, 'enrolment-setup'));
    await expect(toast(page, ENABLED)).toBeVisible();
    await screenshots(page, 'enrolment-recovery-codes');

    await page.getByRole('button', { name: 'I have saved them' }).click();
    await expect(page).toHaveURL(/\/tracking/);
    await expect(mainMenu(page).getByRole('link', { name: 'Track' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'ALL SHIPMENTS' })).toBeVisible();
    expect(refused).toEqual([]);
  });
});
