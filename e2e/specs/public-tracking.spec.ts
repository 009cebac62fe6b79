import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { expect, signIn, test, toast, uniqueSuffix, type AccountsApi } from '../fixtures/accounts';
import { publishCname } from '../fixtures/dns';
import { ShipmentsApi, uniqueTrackingNumber } from '../fixtures/shipments';
import { CUSTOM_DOMAIN_SUFFIX, PUBLIC_SUFFIX } from '../playwright.config';

/**
 * The merchant's public tracking page, as a customer meets it: on the shop's own sub-domain
 * (mapped to this server by the browser's resolver rules), with the bot challenge solved by
 * the page itself.
 */
const port = Number(process.env.E2E_PORT ?? 4173);
const shopOrigin = (subDomain: string) => `http://${subDomain}${PUBLIC_SUFFIX}:${port}`;
const banner = (page: Page) => page.getByRole('region', { name: 'Current status' });
/** The shop's template is drawn in a shadow root, which Playwright's locators pierce. */
const template = (page: Page) => page.locator('.template');

/** A shop on its sub-domain with one shipment out for delivery. */
async function shopWithShipment(accounts: AccountsApi) {
  const account = await accounts.registerOnboarded();
  const shipments = new ShipmentsApi(account);
  const orderId = `ORD-${uniqueSuffix()}`.toUpperCase();
  const shipment = await shipments.create({
    tracking_number: uniqueTrackingNumber('PUB'),
    order_id: orderId,
    customer_name: 'Ada Customer',
    customer_emails: ['ada@example.com'],
    postal_code: '10115',
  });
  await shipments.updateStatus([shipment._id], 'OutForDelivery');
  return { account, shipment, orderId };
}

test.describe('public tracking page', () => {
  test("a customer opens the shop's sub-domain page: the challenge solves itself and the status shows", async ({ page, accounts }) => {
    const { account, shipment } = await shopWithShipment(accounts);
    const challenges: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/api/tracking_page')) challenges.push(new URL(sent.url()).searchParams.get('rc_token') ?? '');
    });

    await page.goto(`${shopOrigin(account.subDomain)}/trackingPage/${shipment.tracking_number}`);
    await expect(banner(page)).toContainText('Out for Delivery', { timeout: 20_000 });
    await expect(template(page)).toContainText(shipment.tracking_number);
    // A new shop's page shows a visitor with the tracking number alone no customer details.
    await expect(template(page)).not.toContainText('Ada Customer');
    // One solved challenge, spent on the one lookup.
    expect(challenges).toHaveLength(1);
    expect(challenges[0]).not.toBe('');

    // Another shop's host does not know this shipment, and says so without telling whose it is.
    const other = await accounts.registerOnboarded();
    await page.goto(`${shopOrigin(other.subDomain)}/trackingPage/${shipment.tracking_number}`);
    await expect(page.getByRole('alert')).toHaveText('No shipment found for this number.', { timeout: 20_000 });
    await expect(banner(page)).toHaveCount(0);
  });

  test("the search page finds an order by its number and the order's e-mail, which never enters the address", async ({ page, accounts }) => {
    const { account, shipment, orderId } = await shopWithShipment(accounts);
    await page.goto(`${shopOrigin(account.subDomain)}/trackingPage`);
    await page.getByRole('radio', { name: 'Order Number' }).check();
    await page.getByRole('button', { name: 'Track' }).click();
    await expect(page.getByText('Please enter order number')).toBeVisible();

    await page.getByRole('textbox', { name: 'Order Number' }).fill(orderId);
    const detail = page.getByRole('textbox', { name: 'Order email or postal code' });
    await expect(detail).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Track' }).click();
    await expect(page.getByText("Please enter the order's email or postal code")).toBeVisible();

    // A wrong e-mail: the result page says what an unknown order says and asks again.
    await detail.fill('someone@example.com');
    await page.getByRole('button', { name: 'Track' }).click();
    await expect(page).toHaveURL(new RegExp(`/trackingPage/${orderId}\\?searchBy=order_number$`));
    await expect(page.getByRole('heading', { name: 'Confirm your order' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('No shipment found for this number.')).toBeVisible();
    await detail.fill('ADA@example.com');
    await page.getByRole('button', { name: 'Track' }).click();
    await expect(banner(page)).toContainText('Out for Delivery', { timeout: 20_000 });
    await expect(template(page)).toContainText(shipment.tracking_number);
    await expect(template(page)).toContainText('Ada Customer');
    expect(page.url()).not.toContain('example.com');
  });

  test('the merchant turns the second detail off under Tracking Pages: a number alone shows the whole page', async ({ page, accounts }) => {
    const { account, shipment, orderId } = await shopWithShipment(accounts);
    await signIn(page, account);
    await page.goto('/custom_tracking_page');
    const verification = page.getByRole('switch', { name: 'Ask for the e-mail or postal code with an order number' });
    await expect(verification).toBeChecked();
    await verification.click();
    await expect(toast(page, 'Tracking Page Settings Saved.')).toBeVisible();
    await expect(verification).not.toBeChecked();

    await page.goto(`${shopOrigin(account.subDomain)}/trackingPage/${encodeURIComponent(orderId)}?searchBy=order_number`);
    await expect(banner(page)).toContainText('Out for Delivery', { timeout: 20_000 });
    await expect(template(page)).toContainText('Ada Customer');
    await page.goto(`${shopOrigin(account.subDomain)}/trackingPage/${shipment.tracking_number}`);
    await expect(template(page)).toContainText('Ada Customer', { timeout: 20_000 });
  });

  test("the track button works inside a store's page on another origin", async ({ page, accounts }) => {
    const { account, shipment } = await shopWithShipment(accounts);
    const domain = `${account.subDomain}${PUBLIC_SUFFIX}`;
    // The store's page, on an origin of its own (a server of this test's), embeds the button.
    const store = createServer((_request, response) => {
      response.setHeader('content-type', 'text/html');
      response.end(`<!doctype html><title>Store</title><h1>My store</h1><iframe src="${shopOrigin(account.subDomain)}/trackingButton?domain=${domain}" width="100%" height="200" frameborder="0" title="Track your order"></iframe>`);
    });
    await new Promise<void>((resolve) => store.listen(0, '127.0.0.1', resolve));
    try {
      await page.goto(`http://127.0.0.1:${(store.address() as AddressInfo).port}/`);
      const button = page.frameLocator('iframe[title="Track your order"]');
      await button.getByLabel('Tracking Number').fill(shipment.tracking_number);
      const [opened] = await Promise.all([page.context().waitForEvent('page'), button.getByRole('button', { name: 'Track' }).click()]);
      await expect(opened).toHaveURL(`${shopOrigin(account.subDomain)}/trackingPage/${shipment.tracking_number}`);
      await expect(banner(opened)).toContainText('Out for Delivery', { timeout: 20_000 });
    } finally {
      store.close();
    }
  });

  test('a template made on the screen and starred is the page customers see', async ({ page, accounts }) => {
    const { account, shipment } = await shopWithShipment(accounts);
    await signIn(page, account);
    await page.goto('/custom_tracking_page');
    await expect(page.getByRole('table', { name: 'Tracking pages' })).toBeVisible();
    await page.getByRole('link', { name: 'Add tracking page' }).click();

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Page name required.')).toBeVisible();
    await page.getByLabel('Page Name').fill('Plain page');
    const editor = page.getByRole('textbox', { name: 'Page HTML' });
    await editor.click();
    await editor.press('Control+a');
    await page.keyboard.type('<h2>Parcel news</h2><p>Parcel ');
    await page.getByRole('button', { name: 'Insert Tracking Number' }).click();
    await page.keyboard.type(' <script>alert(1)</script></p>');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Template Created Successfully.')).toBeVisible();

    await page.goto('/custom_tracking_page');
    await page.getByRole('button', { name: 'Make Plain page the default' }).click();
    await expect(toast(page, 'Default Template Updated Successfully.')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Plain page is the default' })).toBeVisible();

    await page.goto(`${shopOrigin(account.subDomain)}/trackingPage/${shipment.tracking_number}`);
    await expect(template(page)).toContainText(`Parcel news`, { timeout: 20_000 });
    await expect(template(page)).toContainText(`Parcel ${shipment.tracking_number}`);
    await expect(template(page).locator('script')).toHaveCount(0);
  });

  test("a custom domain is verified through its CNAME, then serves the shop's page", async ({ page, accounts }) => {
    const { account, shipment } = await shopWithShipment(accounts);
    const domain = `track-${uniqueSuffix()}${CUSTOM_DOMAIN_SUFFIX}`.toLowerCase();
    await signIn(page, account);
    await page.goto('/custom_domain');
    const custom = page.getByRole('region', { name: 'Custom domain' });
    await custom.getByLabel('Custom Domain URL').fill(domain);
    await custom.getByRole('button', { name: 'SAVE' }).click();
    await expect(toast(page, 'Subdomain settings saved.')).toBeVisible();
    const record = page.getByRole('group', { name: 'CNAME record' });
    await expect(record).toContainText(domain);
    await expect(record).toContainText(`${account.subDomain}${PUBLIC_SUFFIX}`);
    await expect(custom.getByText('Pending', { exact: true })).toBeVisible();

    // Not served before it is verified; no record yet: the check fails and says what to add.
    await page.goto(`http://${domain}:${port}/trackingPage/${shipment.tracking_number}`);
    await expect(page.getByRole('alert')).toHaveText('This tracking page is not available.', { timeout: 20_000 });
    await page.goto('/custom_domain');
    await custom.getByRole('button', { name: 'Verify' }).click();
    await expect(custom.getByRole('alert')).toContainText(`${domain} does not point to ${account.subDomain}${PUBLIC_SUFFIX} yet.`);
    await expect(custom.getByText('Failed', { exact: true })).toBeVisible();

    publishCname(domain, `${account.subDomain}${PUBLIC_SUFFIX}`);
    await custom.getByRole('button', { name: 'Verify' }).click();
    await expect(toast(page, 'Custom domain verified.')).toBeVisible();
    await expect(custom.getByText('Verified', { exact: true })).toBeVisible();

    // Linked there from now on: the track button's code and the shipment's public address.
    const pageUrl = `http://${domain}:${port}/trackingPage/${shipment.tracking_number}`;
    await page.goto('/track_button_custom');
    await expect(page.getByLabel('Embed code')).toHaveValue(new RegExp(`src="http://${domain.replaceAll('.', '\\.')}:${port}/trackingButton`));
    await page.goto(`/tracking/${shipment._id}`);
    await expect(page.getByRole('link', { name: 'Open tracking page' })).toHaveAttribute('href', pageUrl);

    await page.goto(pageUrl);
    await expect(banner(page)).toContainText('Out for Delivery', { timeout: 20_000 });
  });
});
