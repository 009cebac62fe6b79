import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, signIn, test, toast, uniqueSuffix } from '../fixtures/accounts';
import { shipmentRow } from '../fixtures/shipments';

type WooOrder = { id: number; number: string; status: string; date_modified_gmt: string; tracking: string };

/** A WooCommerce store on loopback answering its REST API v3 orders route in WooCommerce's format. */
async function startWooStore(orders: WooOrder[]) {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://store');
    if (url.pathname !== '/wp-json/wc/v3/orders') return void response.writeHead(404).end();
    const after = url.searchParams.get('modified_after');
    const perPage = Number(url.searchParams.get('per_page') ?? 10);
    const matching = orders.filter((order) => order.status === (url.searchParams.get('status') ?? order.status) && (!after || order.date_modified_gmt > after));
    const page = matching.slice(0, perPage).map((order) => ({
      id: order.id,
      number: order.number,
      status: order.status,
      date_modified_gmt: order.date_modified_gmt,
      billing: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', phone: '+44 20 7946 0018' },
      meta_data: [{ key: '_wc_shipment_tracking_items', value: [{ tracking_provider: 'ups', tracking_number: order.tracking }] }],
    }));
    response.writeHead(200, { 'content-type': 'application/json', 'x-wp-total': String(matching.length), 'x-wp-totalpages': '1' }).end(JSON.stringify(page));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

test.describe('store sync', () => {
  test("a merchant connects a WooCommerce store and its completed orders appear as shipments; Sync now brings the next one", async ({ page, accounts }) => {
    const run = uniqueSuffix().toUpperCase();
    const orders: WooOrder[] = [1, 2, 3].map((n) => ({ id: n, number: `${run}-${n}`, status: 'completed', date_modified_gmt: `2026-11-0${n}T10:00:00`, tracking: `1ZE2E${run}${n}` }));
    orders.push({ id: 4, number: `${run}-4`, status: 'processing', date_modified_gmt: '2026-11-04T10:00:00', tracking: `1ZE2E${run}4` });
    const store = await startWooStore(orders);
    try {
      const merchant = await accounts.registerOnboarded();
      const storeName = `Tea Shop ${run}`;
      await signIn(page, merchant);

      await page.goto('/integrations');
      await page.getByRole('searchbox', { name: 'Search integrations' }).fill('woo');
      await page.getByRole('list', { name: 'Integrations' }).getByRole('link', { name: 'WooCommerce' }).click();
      await expect(page).toHaveURL(/\/add_wooCommerce$/);
      await expect(page.getByRole('list', { name: 'How to connect' }).getByRole('listitem')).toHaveCount(12);
      await page.getByRole('button', { name: 'NEXT' }).click();

      // The form's rules in the specification's words.
      const form = page.getByRole('form', { name: 'WooCommerce credentials' });
      await form.getByRole('button', { name: 'SAVE' }).click();
      await expect(form.getByText('Store Name is required.')).toBeVisible();
      await expect(form.getByText('Store URL is required.')).toBeVisible();
      await expect(form.getByText('Consumer Key is required.')).toBeVisible();
      await form.getByRole('textbox', { name: 'Store Name', exact: true }).fill(storeName);
      await form.getByRole('textbox', { name: 'Store URL', exact: true }).fill('my shop');
      await form.getByRole('textbox', { name: 'Consumer Key', exact: true }).fill('ck_e2e');
      await form.getByRole('textbox', { name: 'Consumer Secret', exact: true }).fill('cs_e2e_secret');
      await form.getByRole('button', { name: 'SAVE' }).click();
      await expect(form.getByText('Invalid Url.')).toBeVisible();
      await form.getByRole('textbox', { name: 'Store URL', exact: true }).fill(store.url);
      await form.getByRole('button', { name: 'SAVE' }).click();
      await expect(toast(page, 'Store Saved.')).toBeVisible();
      await expect(page).toHaveURL(/\/integrated_list$/);

      // The worker syncs a new store at once: three completed orders, three shipments.
      const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: `Edit ${storeName}` }) });
      await expect(card.getByText(/3 orders read, 3 new shipments/)).toBeVisible({ timeout: 20_000 });
      await page.goto('/tracking');
      for (const order of orders.slice(0, 3)) await expect(shipmentRow(page, order.tracking)).toBeVisible();
      await expect(shipmentRow(page, orders[3]!.tracking)).toHaveCount(0);

      // The fourth order ships; Sync now brings it without waiting for the schedule.
      orders[3]!.status = 'completed';
      await page.goto('/integrated_list');
      await card.getByRole('button', { name: 'Sync now' }).click();
      await expect(toast(page, 'Sync started.')).toBeVisible();
      await expect(card.getByText(/1 new shipment$/)).toBeVisible({ timeout: 20_000 });
      await page.goto('/tracking');
      await expect(shipmentRow(page, orders[3]!.tracking)).toBeVisible();
    } finally {
      await store.close();
    }
  });

  test("a store at an address nobody answers: the toast and the card say so in the product's words, soon", async ({ page, accounts }) => {
    const storeName = `Lost Shop ${uniqueSuffix()}`;
    const merchant = await accounts.registerOnboarded();
    await signIn(page, merchant);
    await page.goto('/add_wooCommerce');
    await page.getByRole('button', { name: 'NEXT' }).click();
    const form = page.getByRole('form', { name: 'WooCommerce credentials' });
    await form.getByRole('textbox', { name: 'Store Name', exact: true }).fill(storeName);
    await form.getByRole('textbox', { name: 'Store URL', exact: true }).fill('https://no-such-store.invalid');
    await form.getByRole('textbox', { name: 'Consumer Key', exact: true }).fill('ck_e2e');
    await form.getByRole('textbox', { name: 'Consumer Secret', exact: true }).fill('cs_e2e_secret');
    await form.getByRole('button', { name: 'SAVE' }).click();
    await expect(toast(page, 'WooCommerce could not be reached to check these credentials.')).toBeVisible();
    await expect(page).toHaveURL(/\/integrated_list$/);

    // The first sync fails at once (a name no DNS knows is not asked again and again) and says why.
    const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: `Edit ${storeName}` }) });
    await expect(card.getByText("We couldn't reach your store at this address. Check the Store URL and try again.")).toBeVisible({ timeout: 10_000 });
    await card.getByText('Not verified yet').hover();
    await expect(page.getByRole('tooltip')).toHaveText("We couldn't reach your store at this address. Check the Store URL and try again.");
    await expect(page.locator('body')).not.toContainText(/ENOTFOUND|getaddrinfo|wp-json|no-such-store\.invalid\//);
  });
});
