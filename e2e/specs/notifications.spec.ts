import { createHmac } from 'node:crypto';
import { encodeNinjaVanUserId } from '../../apps/server/dist/tracking/providers/ninja-van.js';
import { expect, signIn, test } from '../fixtures/accounts';
import { SPEC_SERVER_PORTS, specServerUrl, startPostgresServer, startSecondProcess, type PostgresServer } from '../fixtures/postgres-server';
import { detailDrawer, ShipmentsApi } from '../fixtures/shipments';

// Two server processes on one PostgreSQL database: the pages are served by the second, the
// courier's push arrives at the first, and the notification must still reach the pages.
test.use({ baseURL: specServerUrl(SPEC_SERVER_PORTS.notifications) });

let server: PostgresServer;
let second: { baseURL: string; stop(): Promise<void> };

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startPostgresServer(SPEC_SERVER_PORTS.notifications);
  second = await startSecondProcess(server, SPEC_SERVER_PORTS.notificationsSecond);
});

test.afterAll(async () => {
  await second?.stop();
  await server?.stop();
});

const SECRET = 'ninja-van-client-secret';

/**
 * Counts the realtime streams that said `ready` (the server subscribed them). A push made before
 * a tab's stream is subscribed reaches that tab's bell when the stream opens, but never as a pop-up.
 */
function countReadyStreams() {
  const Native = window.EventSource;
  const counted = window as unknown as { streamsReady: number };
  counted.streamsReady = 0;
  window.EventSource = class extends Native {
    constructor(url: string | URL, init?: EventSourceInit) {
      super(url, init);
      this.addEventListener('ready', () => (counted.streamsReady += 1));
    }
  };
}
const streamReady = (page: import('@playwright/test').Page) => page.waitForFunction(() => (window as unknown as { streamsReady: number }).streamsReady > 0, null, { timeout: 20_000 });

/** Ninja Van reports a status (a delivery unless told otherwise), signed as Ninja Van signs its webhooks. */
async function ninjaVanDelivers(request: import('@playwright/test').APIRequestContext, userId: string, trackingNumber: string, status = 'Completed') {
  const body = JSON.stringify({ tracking_id: trackingNumber, status, timestamp: new Date().toISOString(), comments: 'Reported by the courier' });
  const signature = createHmac('sha256', SECRET).update(body).digest('base64');
  const response = await request.post(`${server.baseURL}/api/ninjavan_webhook/consume/${encodeNinjaVanUserId(userId)}`, {
    headers: { 'content-type': 'application/json', 'x-ninjavan-hmac-sha256': signature },
    data: body,
  });
  expect(response.status()).toBe(200);
}

test('a courier update reaches two open tabs at once, and the bell lists, clears and dismisses it', async ({ browser, accounts, request }) => {
  const merchant = await accounts.registerOnboarded();
  await server.query(`insert into stores (tenant_id, user_id, channel_id, store_name, key1, key2) values ($1, $2, 8, 'Ninja Van', 'client-key', $3)`, [
    merchant.tenantId,
    merchant.userId,
    SECRET,
  ]);
  const shipment = await new ShipmentsApi(merchant).create({ slug: 'ninjavan', tracking_number: 'NVSGE2E0001' });

  // Two tabs of one browser, both on the second process.
  const context = await browser.newContext({ baseURL: second.baseURL });
  await context.addInitScript(countReadyStreams);
  const first = await context.newPage();
  await signIn(first, merchant);
  const other = await context.newPage();
  await other.goto('/tracking');
  const bell = (page: typeof first) => page.getByRole('button', { name: /^Notifications/ });
  await expect(bell(first)).toHaveAccessibleName('Notifications');
  await expect(bell(other)).toHaveAccessibleName('Notifications');
  await Promise.all([streamReady(first), streamReady(other)]);

  await ninjaVanDelivers(request, merchant.userId, shipment.tracking_number);

  const message = /Shipment NVSGE2E0001 \(.*Ninja ?Van.*\) is Delivered\./i;
  for (const page of [first, other]) {
    await expect(page.getByRole('status').filter({ hasText: message })).toBeVisible({ timeout: 15_000 });
    await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
  }
  // The pop-up sits under the top bar: the bell and the avatar stay uncovered and answer clicks.
  const popupBox = (await other.getByRole('status').filter({ hasText: message }).boundingBox())!;
  const avatar = other.getByRole('button', { name: 'Open profile menu' });
  for (const control of [bell(other), avatar]) {
    const box = (await control.boundingBox())!;
    expect(box.y + box.height <= popupBox.y || box.x + box.width <= popupBox.x, 'the pop-up leaves the control uncovered').toBe(true);
  }
  await avatar.click({ timeout: 3_000 });
  await expect(other.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  await other.keyboard.press('Escape');
  // The pop-up fades after 6 seconds.
  await expect(first.getByRole('status').filter({ hasText: message })).toBeHidden({ timeout: 9_000 });

  // Opening the list clears the count; dismissing deletes the item.
  await bell(first).click();
  const list = first.getByRole('list', { name: 'Notifications' });
  await expect(list.getByText(message)).toBeVisible();
  await first.keyboard.press('Escape');
  await expect(bell(first)).toHaveAccessibleName('Notifications');
  await bell(first).click();
  await list.getByRole('link', { name: 'Open' }).click();
  await expect(first).toHaveURL(new RegExp(`/tracking/${shipment._id}`));
  await expect(detailDrawer(first).getByText('NVSGE2E0001', { exact: true })).toBeVisible();
  await first.keyboard.press('Escape');
  await bell(first).click();
  await first.getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(first.getByText("You're all caught up.")).toBeVisible();

  // Gone for good: the other tab, reloaded, finds nothing either.
  await other.reload();
  await bell(other).click();
  await expect(other.getByText("You're all caught up.")).toBeVisible();
  await context.close();
});

test('a muted kind of notice stays out of the bell, while other kinds still arrive', async ({ page, accounts, request }) => {
  const merchant = await accounts.registerOnboarded();
  await server.query(`insert into stores (tenant_id, user_id, channel_id, store_name, key1, key2) values ($1, $2, 8, 'Ninja Van', 'client-key', $3)`, [
    merchant.tenantId,
    merchant.userId,
    SECRET,
  ]);
  const shipments = new ShipmentsApi(merchant);
  const delivered = await shipments.create({ slug: 'ninjavan', tracking_number: 'NVSGE2EMUTE1' });
  const failed = await shipments.create({ slug: 'ninjavan', tracking_number: 'NVSGE2EMUTE2' });

  await page.addInitScript(countReadyStreams);
  await signIn(page, merchant);
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await bell.click();
  await page.getByRole('button', { name: 'Mute notices' }).click();
  const deliveredSwitch = page.getByRole('switch', { name: 'Shipment delivered' });
  await expect(deliveredSwitch).not.toBeChecked();
  await deliveredSwitch.click();
  await expect(page.getByText('Notification settings saved.')).toBeVisible();
  await expect(deliveredSwitch).toBeChecked();
  await page.keyboard.press('Escape');

  // Kept by the server: a reload finds the kind still muted.
  await page.reload();
  await bell.click();
  await page.getByRole('button', { name: 'Mute notices' }).click();
  await expect(page.getByRole('switch', { name: 'Shipment delivered' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Failed delivery attempt' })).not.toBeChecked();
  await page.keyboard.press('Escape');
  await streamReady(page);

  // The muted delivery first, then a failed attempt: once the second has arrived, the first would have too.
  await ninjaVanDelivers(request, merchant.userId, delivered.tracking_number);
  await ninjaVanDelivers(request, merchant.userId, failed.tracking_number, 'First Attempt Delivery Fail');
  await expect(page.getByRole('status').filter({ hasText: /NVSGE2EMUTE2 .* is Failed Attempt\./ })).toBeVisible({ timeout: 15_000 });
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await expect(page.getByRole('status').filter({ hasText: 'NVSGE2EMUTE1' })).toHaveCount(0);
  await bell.click();
  const list = page.getByRole('list', { name: 'Notifications' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByText(/NVSGE2EMUTE2/)).toBeVisible();
  await expect(list.getByText(/NVSGE2EMUTE1/)).toHaveCount(0);
  // The shipment was still delivered: only its notice was muted.
  const { rows } = await server.query<{ current_status: string }>('select current_status from shipments where id = $1', [delivered._id]);
  expect(rows[0]?.current_status).toBe('Delivered');
});
