import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Locator, Page } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { expect, signIn, test, toast } from '../fixtures/accounts';
import { ShipmentsApi } from '../fixtures/shipments';

type Received = { headers: IncomingHttpHeaders; body: string };
type Payload = { type: string; timestamp: string; data: { tracking_number: string } };

/** The merchant's endpoint: records every request and answers `status`. */
type Receiver = { url: string; received: Received[]; status: number; close: () => Promise<void> };

async function startReceiver(): Promise<Receiver> {
  const receiver = { received: [] as Received[], status: 200 };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      receiver.received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(receiver.status, { 'content-type': 'text/plain' }).end(receiver.status < 300 ? 'received' : 'database down');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(receiver, {
    url: `http://127.0.0.1:${port}/hooks/trailpost`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

const typeOf = (request: Received) => (JSON.parse(request.body) as Payload).type;
const header = (request: Received, name: string) => String(request.headers[name] ?? '');

/** The first request carrying the shipment's event, once it has come. */
async function eventFor(receiver: Receiver, type: string, trackingNumber: string): Promise<Received> {
  const find = () => receiver.received.find((r) => typeOf(r) === type && (JSON.parse(r.body) as Payload).data.tracking_number === trackingNumber);
  await expect.poll(() => find() !== undefined, { message: `${type} for ${trackingNumber}`, timeout: 30_000 }).toBe(true);
  return find()!;
}

const attemptsOf = (receiver: Receiver, webhookId: string) => receiver.received.filter((r) => header(r, 'webhook-id') === webhookId).length;

async function openDrawer(page: Page, url: string): Promise<Locator> {
  await page.getByRole('row', { name: url }).getByRole('button', { name: `Edit ${url}` }).click();
  return page.getByRole('dialog', { name: 'Edit Webhook' });
}

async function openDeliveries(page: Page, url: string): Promise<Locator> {
  await page.getByRole('row', { name: url }).getByRole('button', { name: `Deliveries of ${url}` }).click();
  const dialog = page.getByRole('dialog', { name: /^Deliveries/ });
  await expect(dialog.getByRole('table', { name: 'Deliveries' })).toBeVisible();
  return dialog;
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

let receiver: Receiver;
test.beforeAll(async () => {
  receiver = await startReceiver();
});
test.afterAll(async () => receiver.close());

test.describe('webhooks', () => {
  test('an endpoint added on the screen gets signed shipment events; failed deliveries are shown and replayed', async ({ page, accounts }) => {
    test.slow();
    receiver.status = 200;
    const merchant = await accounts.registerOnboarded();
    const shipments = new ShipmentsApi(merchant);
    await signIn(page, merchant);
    await page.goto('/settings');
    await page.getByRole('link', { name: 'Edit Webhooks' }).click();
    await expect(page).toHaveURL(/\/webhook$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
    await expect(page.getByText('No webhooks yet.')).toBeVisible();

    // Add: the URL is required and checked; the drawer then goes on with the new endpoint.
    await page.getByRole('button', { name: 'Add Webhook' }).click();
    const add = page.getByRole('dialog', { name: 'Add Webhook' });
    await add.getByRole('button', { name: 'SAVE' }).click();
    await expect(add.getByText('Webhook URL is required.')).toBeVisible();
    await add.getByLabel('Webhook URL').fill(receiver.url);
    await add.getByRole('checkbox', { name: 'Notify me if the endpoint becomes inactive' }).check();
    await add.getByLabel('Alert e-mails').fill('ops@example.com');
    await add.getByRole('button', { name: 'SAVE' }).click();
    await expect(toast(page, 'Webhook Added Successfully.')).toBeVisible();
    let drawer = page.getByRole('dialog', { name: 'Edit Webhook' });
    const secretGroup = drawer.getByRole('group', { name: 'Signing secret' });
    await expect(secretGroup.getByText(/^whsec_•+$/)).toBeVisible();
    await secretGroup.getByRole('button', { name: 'Reveal Signing secret' }).click();
    const secret = (await secretGroup.getByText(/^whsec_[A-Za-z0-9+/=]+$/).textContent())!;
    const verifier = new Webhook(secret);

    // A test event reaches the endpoint at once, signed.
    await drawer.getByRole('button', { name: 'Send test event' }).click();
    await expect(drawer.getByRole('alert', { name: 'Test result' })).toContainText('Test event delivered: the endpoint answered 200.');
    await expect(drawer.getByRole('alert', { name: 'Test result' })).toContainText('received');
    await page.screenshot({ path: test.info().outputPath('drawer-1280.png'), animations: 'disabled' });
    expect(receiver.received).toHaveLength(1);
    const testEvent = receiver.received[0]!;
    expect((verifier.verify(testEvent.body, testEvent.headers as Record<string, string>) as Payload).type).toBe('tracking.updated');
    await drawer.getByRole('button', { name: 'CANCEL' }).click();
    await expect(page.getByRole('row', { name: receiver.url })).toContainText('Active');

    // A new shipment arrives as tracking.created with the Standard Webhooks headers and a valid signature.
    const shipment = await shipments.create();
    const created = await eventFor(receiver, 'tracking.created', shipment.tracking_number);
    expect(header(created, 'webhook-id')).not.toBe('');
    expect(header(created, 'webhook-timestamp')).toMatch(/^\d+$/);
    expect(header(created, 'webhook-signature')).toMatch(/^v1,/);
    const payload = verifier.verify(created.body, created.headers as Record<string, string>) as Payload;
    expect(payload).toMatchObject({ type: 'tracking.created', data: { tracking_number: shipment.tracking_number } });
    expect(() => new Webhook(`whsec_${Buffer.from('not the secret').toString('base64')}`).verify(created.body, created.headers as Record<string, string>)).toThrow();

    // The endpoint fails: the delivery is retried (same webhook-id) and the deliveries view shows the code.
    receiver.status = 500;
    const failing = await shipments.create();
    const firstTry = await eventFor(receiver, 'tracking.created', failing.tracking_number);
    const webhookId = header(firstTry, 'webhook-id');
    await expect.poll(() => attemptsOf(receiver, webhookId), { message: 'the first automatic retry', timeout: 30_000 }).toBeGreaterThanOrEqual(2);
    let deliveries = await openDeliveries(page, receiver.url);
    const row = deliveries.getByRole('row').filter({ hasText: 'tracking.created' }).first();
    await expect(row).toContainText('500');
    await expect(row).toContainText(/Retrying|Failed/);
    await row.getByRole('button', { name: 'Show details' }).click();
    await expect(deliveries.getByText(webhookId, { exact: true })).toBeVisible();
    await expect(deliveries.getByLabel('Response body')).toHaveText('database down');
    await page.screenshot({ path: test.info().outputPath('deliveries-1280.png') });

    // Replayed once the endpoint is back: the same webhook-id arrives again, and the delivery succeeds.
    receiver.status = 200;
    const before = attemptsOf(receiver, webhookId);
    await row.getByRole('button', { name: 'Replay' }).click();
    await expect(toast(page, 'Delivery queued again.')).toBeVisible();
    await expect.poll(() => attemptsOf(receiver, webhookId), { message: 'the replayed delivery', timeout: 30_000 }).toBeGreaterThan(before);
    await expect(row).toContainText('Succeeded', { timeout: 20_000 });
    await deliveries.getByRole('button', { name: 'Close' }).click();

    // A failed test event is a failed delivery: "Replay failed…" for the last hour queues it again.
    receiver.status = 500;
    drawer = await openDrawer(page, receiver.url);
    await drawer.getByRole('button', { name: 'Send test event' }).click();
    await expect(drawer.getByRole('alert', { name: 'Test result' })).toContainText('Test event failed:');
    const failedTestId = header(receiver.received.at(-1)!, 'webhook-id');
    await drawer.getByRole('button', { name: 'CANCEL' }).click();
    receiver.status = 200;
    deliveries = await openDeliveries(page, receiver.url);
    await deliveries.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Failed' }).click();
    await expect(deliveries.getByRole('row').filter({ hasText: 'tracking.updated' })).toHaveCount(1);
    await deliveries.getByRole('button', { name: 'Replay failed…' }).click();
    const period = page.getByRole('dialog', { name: 'Replay failed deliveries' });
    await period.getByRole('radio', { name: 'Last hour' }).check();
    await period.getByRole('button', { name: 'Replay' }).click();
    await expect(period).toBeHidden();
    await expect(deliveries.getByRole('status')).toHaveText('1 failed delivery queued again.');
    await expect.poll(() => attemptsOf(receiver, failedTestId), { message: 'the replayed test event', timeout: 30_000 }).toBe(2);
    await expect(deliveries.getByText('No deliveries yet.')).toBeVisible({ timeout: 20_000 });
    await deliveries.getByRole('button', { name: 'Close' }).click();
  });

  test('an endpoint switched off cannot be edited until activated, and is deleted after confirmation', async ({ page, accounts }) => {
    const merchant = await accounts.registerOnboarded();
    const url = `${receiver.url}/other`;
    await signIn(page, merchant);
    await page.goto('/webhook');
    await page.getByRole('button', { name: 'Add Webhook' }).click();
    const add = page.getByRole('dialog', { name: 'Add Webhook' });
    await add.getByLabel('Webhook URL').fill(url);
    await add.getByRole('button', { name: 'SAVE' }).click();
    await expect(toast(page, 'Webhook Added Successfully.')).toBeVisible();

    // Switched off from its drawer.
    const drawer = page.getByRole('dialog', { name: 'Edit Webhook' });
    await drawer.getByRole('switch', { name: /^Active/ }).click();
    await drawer.getByRole('button', { name: 'SAVE' }).click();
    await expect(toast(page, 'Webhook Updated Successfully.')).toBeVisible();
    const row = page.getByRole('row', { name: url });
    await expect(row).toContainText('Inactive');

    // Part 2 §4: editing an inactive webhook is refused with an error flash.
    await row.getByRole('button', { name: `Edit ${url}` }).click();
    await expect(toast(page, 'Please Activate Webhook To Edit.')).toBeVisible();
    await expect(drawer).toBeHidden();
    await row.getByRole('button', { name: `Activate ${url}` }).click();
    await expect(toast(page, 'Webhook Activated Successfully.')).toBeVisible();
    await expect(row).toContainText('Active');
    await expect(row.getByRole('button', { name: `Activate ${url}` })).toHaveCount(0);

    // A phone: the list, the drawer and the deliveries fit 390 px.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => pageWidth(page)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: test.info().outputPath('list-390.png'), fullPage: true });
    await openDrawer(page, url);
    await expect(drawer.getByRole('button', { name: 'Send test event' })).toBeVisible();
    await expect.poll(() => pageWidth(page)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: test.info().outputPath('drawer-390.png'), animations: 'disabled' });
    await drawer.getByRole('button', { name: 'CANCEL' }).click();
    const deliveries = await openDeliveries(page, url);
    await expect.poll(() => pageWidth(page)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: test.info().outputPath('deliveries-390.png'), animations: 'disabled' });
    await deliveries.getByRole('button', { name: 'Close' }).click();

    // Delete asks first.
    await row.getByRole('button', { name: `Delete ${url}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Webhook?' });
    await expect(confirm).toContainText(`Are you sure that you want to delete the webhook ${url}?`);
    await confirm.getByRole('button', { name: 'Yes, Delete' }).click();
    await expect(toast(page, 'Webhook Deleted Successfully.')).toBeVisible();
    await expect(page.getByText('No webhooks yet.')).toBeVisible();
  });

  test("a toast stays clear of the drawer's title and actions, on a desktop and on a phone", async ({ page, accounts }) => {
    const merchant = await accounts.registerOnboarded();
    await signIn(page, merchant);
    for (const [width, height] of [[1280, 800], [390, 844]] as const) {
      await page.setViewportSize({ width, height });
      await page.goto('/webhook');
      await page.getByRole('button', { name: 'Add Webhook' }).click();
      const add = page.getByRole('dialog', { name: 'Add Webhook' });
      await add.getByLabel('Webhook URL').fill(`${receiver.url}/toast-${width}`);
      await add.getByRole('button', { name: 'SAVE' }).click();
      const shown = toast(page, 'Webhook Added Successfully.');
      await expect(shown).toBeVisible();
      const drawer = page.getByRole('dialog', { name: 'Edit Webhook' });
      const header = drawer.getByRole('heading', { name: 'Edit Webhook' }).locator('..');
      // Measured once the drawer has finished sliding in.
      await expect(drawer.getByRole('button', { name: 'Close' })).toBeInViewport({ ratio: 1 });
      const toastBox = (await shown.boundingBox())!;
      for (const part of [header, drawer.getByRole('button', { name: 'SAVE' }), drawer.getByRole('button', { name: 'CANCEL' })]) {
        expect(overlap(toastBox, (await part.boundingBox())!), `the toast over the drawer at ${width} px`).toBe(0);
      }
      await page.screenshot({ path: test.info().outputPath(`toast-over-drawer-${width}.png`), animations: 'disabled' });
      await drawer.getByRole('button', { name: 'CANCEL' }).click();
    }
  });
});

type Box = { x: number; y: number; width: number; height: number };
/** The area two boxes share, in square pixels. */
const overlap = (a: Box, b: Box) =>
  Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) * Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));
