import { expect, submitPassword, test, uniqueEmail, uniqueSubDomain, uniqueSuffix } from '../fixtures/accounts';
import { shipmentRow } from '../fixtures/shipments';
import { signedQuery, startFakeShopify } from '../fixtures/shopify';

test.describe('Shopify app install', () => {
  test('a merchant installs the app from the shop, signs in, and finds the store linked and its fulfilled orders as shipments', async ({ page, accounts }) => {
    const merchant = await accounts.registerOnboarded();
    const run = uniqueSuffix();
    const shop = `e2e-${run}.myshopify.com`;
    const orders = [1, 2].map((n) => ({ id: 9000 + n, name: `#E2E${run}${n}`, trackingNumber: `1ZSHOPE2E${run}${n}`.toUpperCase(), company: 'UPS' }));
    // The shop's owner has an account already: the install sends them to sign in.
    const shopify = await startFakeShopify(shop, { name: `E2E Tea ${run}`, email: merchant.email }, orders);
    try {
      // Shopify opens the app's install URL with its signed query.
      await page.goto(`/shopifyApp/install?${signedQuery({ shop, host: 'ZTJl' })}`);
      await expect(page).toHaveURL(/\/login\?utm_source=shopify$/, { timeout: 15_000 });
      await page.getByLabel('E-mail').fill(merchant.email);
      await page.getByRole('button', { name: 'Next' }).click();
      await submitPassword(page, merchant.password);

      // Signed in, the install is linked and the store's first sync runs.
      await expect(page).toHaveURL(/\/integrated_list$/);
      const card = page.getByRole('listitem').filter({ hasText: `E2E Tea ${run}` });
      await expect(card.getByText('Shopify', { exact: true })).toBeVisible();
      await expect(card.getByText(/2 orders read, 2 new shipments/)).toBeVisible({ timeout: 20_000 });
      await page.goto('/tracking');
      for (const order of orders) await expect(shipmentRow(page, order.trackingNumber)).toBeVisible();
    } finally {
      await shopify.close();
    }
  });

  test('a new merchant installs the app, signs up, chooses a sub-domain, and lands on the linked store', async ({ page }) => {
    const run = uniqueSuffix();
    const shop = `e2e-new-${run}.myshopify.com`;
    const email = uniqueEmail('shopowner');
    const shopify = await startFakeShopify(shop, { name: `New Tea ${run}`, email }, [{ id: 9100, name: `#NEW${run}`, trackingNumber: `1ZSHOPNEW${run}`.toUpperCase(), company: 'UPS' }]);
    try {
      await page.goto(`/shopifyApp/install?${signedQuery({ shop, host: 'ZTJl' })}`);
      // No account has the shop owner's e-mail: the install sends them to sign up.
      await expect(page).toHaveURL(/\/signup\?utm_source=shopify$/, { timeout: 15_000 });
      await page.getByLabel('Name').fill('Shop Owner');
      await page.getByLabel('E-mail').fill(email);
      await page.getByLabel('Password', { exact: true }).fill('secret123');
      await page.getByRole('button', { name: 'Sign up' }).click();
      await expect(page).toHaveURL(/\/onboarding$/);
      await page.getByLabel('Sub-domain').fill(uniqueSubDomain('newtea'));
      await page.getByRole('button', { name: 'DONE' }).click();

      await expect(page).toHaveURL(/\/integrated_list$/);
      const card = page.getByRole('listitem').filter({ hasText: `New Tea ${run}` });
      await expect(card.getByText(/1 order read, 1 new shipment/)).toBeVisible({ timeout: 20_000 });
    } finally {
      await shopify.close();
    }
  });

  test('an install link whose signature does not match shows "Unauthorized Store..."', async ({ page }) => {
    const query = new URLSearchParams(signedQuery({ shop: 'e2e-forged.myshopify.com' }));
    query.set('shop', 'someone-else.myshopify.com');
    await page.goto(`/shopifyApp/install?${query}`);
    await expect(page.getByText('Unauthorized Store...')).toBeVisible();
    await expect(page.getByText('The request did not come from the store platform (its signature does not match).')).toBeVisible();
  });
});
