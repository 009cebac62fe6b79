import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { envelopeOf, expect, logOut, signIn, test, type Account } from '../fixtures/accounts';
import { createExceptionRule } from '../fixtures/automations';
import { listSettled, openShipment, ShipmentsApi } from '../fixtures/shipments';
import { PUBLIC_SUFFIX } from '../playwright.config';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** Best-practice rules held at any impact: a skipped heading level and a nameless column header. */
const ALWAYS_REPORTED = ['heading-order', 'empty-table-header'];

/**
 * axe-core's findings on what the page shows now, one line each: serious and critical breaches
 * of WCAG 2.1 A and AA, and the two rules above. One run of every rule, filtered here, instead
 * of a run per kind.
 */
async function violations(page: Page): Promise<string[]> {
  // axe measures the colours of the moment: a button seen through a fade still under way reads
  // as too pale. Endless ones (a spinner) are not waited for.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  // Previews of merchant-written templates are frames sandboxed without scripts: axe cannot run
  // in them (it would wait for them forever), and their content is the merchant's own.
  const results = await new AxeBuilder({ page }).exclude('iframe[sandbox=""]').analyze();
  return results.violations
    .filter(
      (violation) =>
        ALWAYS_REPORTED.includes(violation.id) ||
        ((violation.impact === 'serious' || violation.impact === 'critical') && violation.tags.some((tag) => WCAG_21_AA.includes(tag))),
    )
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => `${node.html.slice(0, 160)} (${node.failureSummary ?? ''})`).join('; ')}`);
}

/** Waits until the screen has drawn its heading or main region and nothing is still loading. */
async function settled(page: Page) {
  await expect(page.locator('h1, h2, main').first()).toBeVisible();
  await expect(page.locator('[role="progressbar"]:not([aria-valuenow]), .MuiSkeleton-root')).toHaveCount(0);
}

/** Opens each address in turn and collects what axe finds there, so one run names every screen at fault. */
async function scanEach(page: Page, paths: readonly string[], found: Record<string, string[]>) {
  for (const path of paths) {
    await test.step(path, async () => {
      await page.goto(path);
      await settled(page);
      const list = await violations(page);
      if (list.length) found[path] = list;
    });
  }
}

/** The id of the first item an API list gives the account. */
async function firstIdOf(request: APIRequestContext, account: Account, path: string): Promise<string> {
  const response = await request.get(`/api${path}`, { headers: { Authorization: `Bearer ${account.token}` } });
  return ((await response.json()) as { data: { _id: string }[] }).data[0]!._id;
}

const OVERVIEW_AND_AUTOMATIONS = ['/', '/inbox', '/automations', '/automations/add'];

const SETTINGS = [
  '/settings', '/settings_profile', '/organization', '/webhook', '/developer_apps', '/settings_domain', '/settings_email',
  '/message_log', '/audit_log', '/custom_email_template', '/settings_sms', '/custom_sms_template', '/custom_domain',
  '/email_alerts', '/tags', '/sub_users',
];

const INTEGRATIONS = [
  '/integrations', '/integrated_list', '/add_shopify', '/add_bigcommerce_step1', '/add_auspost', '/add_wooCommerce', '/add_magento',
  '/add_bluedart', '/add_cdl', '/add_ninja_van', '/add_gw_world', '/add_99minutos',
];

const PAGES_AND_BUTTONS = [
  '/custom_tracking_page', '/custom_tracking_page/create', '/custom_tracking_page/preview',
  '/track_button', '/track_button_shopify', '/track_button_custom',
];

test.describe('accessibility of every screen (axe-core, WCAG 2.1 A and AA)', () => {
  test('the sign-in, sign-up, password, invitation, saved-accounts, onboarding and store-install screens', async ({ page, accounts, request }) => {
    test.slow();
    const found: Record<string, string[]> = {};
    await scanEach(page, ['/login', '/signup', '/forgotPassword', '/accept_invite', '/reset_password?token=unknown', '/unsubscribe', '/outbox'], found);

    const merchant = await accounts.registerOnboarded();
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(merchant.email);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/userLogin/);
    await settled(page);
    const passwordStep = await violations(page);
    if (passwordStep.length) found['/userLogin'] = passwordStep;

    await page.goto('/forgotPassword');
    await page.getByLabel('E-mail').fill(merchant.email);
    await page.getByRole('button', { name: /send|reset|submit/i }).click();
    await scanEach(page, [await accounts.resetLinkFor(merchant.email)], found);

    // A teammate's invitation link, and the saved accounts a signed-out merchant picks from.
    const headers = { Authorization: `Bearer ${merchant.token}` };
    const role = await envelopeOf<{ _id: string }>(await request.post('/api/role', { headers, data: { name: 'Support', role: ['tracking'] } }));
    const teammate = `invited-${merchant.email}`;
    await envelopeOf(await request.post('/api/sub_user/invite', { headers, data: { name: 'Ivy Invited', email: teammate, role_id: role.data._id } }));
    const invite = new URL(await accounts.inviteLinkFor(teammate));
    await scanEach(page, [`${invite.pathname}${invite.search}`], found);
    await signIn(page, merchant);
    await logOut(page);
    await scanEach(page, ['/users'], found);

    // A new merchant is led to onboarding; two-step sign-in enrolment is a full page too. The
    // store-install addresses are opened as a merchant would without a store's parameters.
    const newcomer = await accounts.register();
    await signIn(page, newcomer);
    await expect(page).toHaveURL(/\/onboarding/);
    await scanEach(page, ['/onboarding', '/two_factor_setup', '/shopifyApp/install', '/shopify_to_trailpost_token', '/bigCommerceApp/install', '/bigCommerceApp/load'], found);

    expect(found).toEqual({});
  });

  test('the dashboard, the shipment list and its drawers, and the automations', async ({ page, accounts, request }) => {
    test.slow();
    const merchant = await accounts.registerOnboarded();
    const shipments = new ShipmentsApi(merchant);
    const shipment = await shipments.create();
    // A delivered one gives the dashboard's Day Wise table a row, with its courier's initials.
    const delivered = await shipments.create();
    await shipments.updateStatus([delivered._id], 'Delivered');
    const ruleId = await createExceptionRule(request, merchant);
    await signIn(page, merchant);
    const found: Record<string, string[]> = {};

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Day Wise Turn Around Time Of Courier table' })).toBeVisible();
    await settled(page);
    const dashboard = await violations(page);
    if (dashboard.length) found['/dashboard'] = dashboard;

    await page.goto('/tracking');
    await listSettled(page);
    const list = await violations(page);
    if (list.length) found['/tracking'] = list;

    const drawer = await openShipment(page, shipment.tracking_number);
    // Focus stays inside the open drawer.
    for (let i = 0; i < 25; i += 1) await page.keyboard.press('Tab');
    expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await settled(page);
    const details = await violations(page);
    if (details.length) found['the shipment drawer'] = details;

    for (const path of ['/tracking/add', '/tracking/import', '/tracking/export', `/tracking/edit/${shipment._id}`]) {
      await page.goto(path);
      await expect(page.getByRole('dialog')).toBeVisible();
      await settled(page);
      const drawerFound = await violations(page);
      if (drawerFound.length) found[path] = drawerFound;
    }

    await scanEach(page, [...OVERVIEW_AND_AUTOMATIONS, `/automations/edit/${ruleId}`, `/automations/${ruleId}`, `/automations/${ruleId}/logs`], found);
    expect(found).toEqual({});
  });

  test('the settings screens and the message template editors', async ({ page, accounts, request }) => {
    test.slow();
    const merchant = await accounts.registerOnboarded();
    const emailId = await firstIdOf(request, merchant, '/email_template/list');
    // A new account has no SMS template: one to open in the editor.
    const sms = await request.post('/api/sms_template', {
      headers: { Authorization: `Bearer ${merchant.token}` },
      data: { template_name: 'Update', body: '[Tracking Number] is [Tracking Status]' },
    });
    expect(sms.status()).toBe(200);
    const smsId = await firstIdOf(request, merchant, '/sms_template');
    await signIn(page, merchant);
    const found: Record<string, string[]> = {};
    await scanEach(
      page,
      [...SETTINGS, `/edit_email_template/${emailId}`, `/copy_email_template/${emailId}`, `/edit_sms_template/${smsId}`, `/copy_sms_template/${smsId}`],
      found,
    );
    expect(found).toEqual({});
  });

  test('the integrations', async ({ page, accounts }) => {
    test.slow();
    const merchant = await accounts.registerOnboarded();
    await signIn(page, merchant);
    const found: Record<string, string[]> = {};
    await scanEach(page, INTEGRATIONS, found);

    // The credentials form, then a connected store's edit screen (every courier's edit screen is this form).
    await page.goto('/add_ninja_van');
    await page.getByRole('button', { name: 'NEXT' }).click();
    const form = page.getByRole('form', { name: 'Ninja Van credentials' });
    await expect(form).toBeVisible();
    const credentials = await violations(page);
    if (credentials.length) found['/add_ninja_van, credentials'] = credentials;
    await form.getByRole('textbox', { name: 'Store Name', exact: true }).fill('Lion City');
    await form.getByRole('textbox', { name: 'Client Key', exact: true }).fill('client-a11y-1');
    await form.getByRole('textbox', { name: 'Secret Key', exact: true }).fill('secret-a11y-1');
    await form.getByRole('button', { name: 'SAVE' }).click();
    await expect(page).toHaveURL(/\/integrated_list$/);
    await page.getByRole('link', { name: 'Edit Lion City' }).click();
    await expect(page).toHaveURL(/\/edit_ninja_van\//);
    await settled(page);
    const editScreen = await violations(page);
    if (editScreen.length) found['/edit_ninja_van/:id'] = editScreen;
    expect(found).toEqual({});
  });

  test('the tracking-page templates and the track button', async ({ page, accounts, request }) => {
    test.slow();
    const merchant = await accounts.registerOnboarded();
    const pageId = await firstIdOf(request, merchant, '/tracking_template/list');
    await signIn(page, merchant);
    const found: Record<string, string[]> = {};
    await scanEach(
      page,
      [...PAGES_AND_BUTTONS, `/custom_tracking_page/edit/${pageId}`, `/custom_tracking_page/copy/${pageId}`, `/custom_tracking_page/preview/${pageId}`],
      found,
    );
    expect(found).toEqual({});
  });
});

test.describe('accessibility of the public tracking page', () => {
  test("the search page and a shipment's page on the shop's sub-domain", async ({ page, accounts }) => {
    const merchant = await accounts.registerOnboarded();
    const shipment = await new ShipmentsApi(merchant).create();
    const shop = `http://${merchant.subDomain}${PUBLIC_SUFFIX}:${Number(process.env.E2E_PORT ?? 4173)}`;
    const found: Record<string, string[]> = {};

    await page.goto(`${shop}/trackingPage`);
    await expect(page.getByRole('heading').first()).toBeVisible();
    const search = await violations(page);
    if (search.length) found['/trackingPage'] = search;

    await page.goto(`${shop}/trackingPage/${shipment.tracking_number}`);
    await expect(page.getByRole('region', { name: 'Current status' })).toBeVisible({ timeout: 20_000 });
    const result = await violations(page);
    if (result.length) found['/trackingPage/:trackingNumber'] = result;

    // The track button a shop embeds in a frame, with the shop's domain as its embed code gives it.
    await page.goto(`${shop}/trackingButton?domain=${merchant.subDomain}${PUBLIC_SUFFIX}`);
    await expect(page.getByRole('button', { name: 'Track' })).toBeVisible();
    const button = await violations(page);
    if (button.length) found['/trackingButton'] = button;
    expect(found).toEqual({});
  });
});
