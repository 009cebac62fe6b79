import { expect, logOut, signIn, test, toast, uniqueEmail } from '../fixtures/accounts';
import { insertSubUser, SPEC_SERVER_PORTS, specServerUrl, startPostgresServer, type PostgresServer } from '../fixtures/postgres-server';
import { listSettled, openShipmentList, shipmentRow, shipmentRows, shipmentTable, ShipmentsApi } from '../fixtures/shipments';

// Sub-users are written straight into the database, so this file runs against its own server
// on PostgreSQL; page and request both talk to it.
test.use({ baseURL: specServerUrl(SPEC_SERVER_PORTS.subUser) });

let server: PostgresServer;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = await startPostgresServer(SPEC_SERVER_PORTS.subUser);
});

test.afterAll(async () => {
  await server?.stop();
});

test.describe('a sub-user who sees only assigned shipments', () => {
  test('the merchant sees every shipment with Assigned To; the sub-user only the one assigned to them, without that column', async ({
    page,
    accounts,
  }) => {
    const merchant = await accounts.registerOnboarded();
    const subUser = await insertSubUser(server, merchant.tenantId, {
      name: `Agent ${merchant.name.split(' ').at(-1)}`,
      email: uniqueEmail('agent'),
      password: 'abc123',
      access: ['tracking', 'assignTracking'],
    });
    const api = new ShipmentsApi(merchant);
    const [assigned, unassignedA, unassignedB] = await api.createMany([{ slug: 'usps' }, { slug: 'fedex' }, { slug: 'dhl' }]);
    await api.assign([assigned._id], subUser.id);

    // The merchant: every shipment, the Assigned To column and the Sub Users filter.
    await openShipmentList(page, merchant);
    await expect(shipmentRows(page)).toHaveCount(3);
    await expect(shipmentTable(page).getByRole('columnheader', { name: 'Assigned To' })).toBeVisible();
    await expect(shipmentRow(page, assigned.tracking_number)).toContainText(subUser.name);
    await expect(page.getByRole('button', { name: 'Sub Users', exact: true })).toBeVisible();
    await logOut(page);

    // The sub-user, through both sign-in steps.
    await signIn(page, subUser);
    await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Track' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Overview' })).toHaveCount(0);
    await page.goto('/tracking');
    await expect(page.getByRole('tab', { name: 'ALL SHIPMENTS' })).toHaveAttribute('aria-selected', 'true');
    await listSettled(page);
    await expect(shipmentRows(page)).toHaveCount(1);
    await expect(shipmentRow(page, assigned.tracking_number)).toHaveCount(1);
    await expect(shipmentRow(page, unassignedA.tracking_number)).toHaveCount(0);
    await expect(shipmentRow(page, unassignedB.tracking_number)).toHaveCount(0);
    await expect(shipmentTable(page).getByRole('columnheader', { name: 'Courier' })).toBeVisible();
    await expect(shipmentTable(page).getByRole('columnheader', { name: 'Assigned To' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Sub Users', exact: true })).toHaveCount(0);

    // Selecting the row offers status and delete, but no assignment.
    await page.getByRole('checkbox', { name: `Select ${assigned.tracking_number}` }).click();
    const bulkBar = page.getByRole('toolbar', { name: 'Bulk actions' });
    await expect(bulkBar.getByRole('button', { name: 'Update Status' })).toBeVisible();
    await expect(bulkBar.getByRole('button', { name: 'Assign To' })).toHaveCount(0);
    await expect(bulkBar.getByRole('button', { name: 'Unassign' })).toHaveCount(0);

    // The column chooser does not offer Assigned To either.
    await page.getByRole('button', { name: 'Columns' }).click();
    const chooser = page.getByRole('dialog', { name: 'Columns' });
    await expect(chooser.getByRole('checkbox', { name: 'Tags' })).toBeVisible();
    await expect(chooser.getByRole('checkbox', { name: 'Assigned To' })).toHaveCount(0);
  });
});

test.describe('a sub-user without the settings access', () => {
  test('opens its own profile from the profile menu and saves its time zone; in the settings hub only Profile is open', async ({ page, accounts }) => {
    const merchant = await accounts.registerOnboarded();
    const clerk = await insertSubUser(server, merchant.tenantId, {
      name: `Clerk ${merchant.name.split(' ').at(-1)}`,
      email: uniqueEmail('clerk'),
      password: 'abc123',
      access: ['tracking'],
    });
    // No screen asks the server for what the role cannot see (a refusal would be a 403).
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 403) refused.push(`${response.request().method()} ${new URL(response.url()).pathname}`);
    });
    await signIn(page, clerk);
    await page.getByRole('button', { name: 'Open profile menu' }).click();
    await page.getByRole('menuitem', { name: 'View Profile' }).click();
    await expect(page).toHaveURL(/\/settings_profile$/);
    await expect(page.getByLabel('Account Email')).toHaveValue(clerk.email);
    // The zone field is ready once it shows the saved zone (its list has loaded).
    await expect(page.getByLabel('TimeZone')).toHaveValue('(UTC+00:00) UTC');
    await page.getByLabel('TimeZone').fill('Kolkata');
    await page.getByRole('option', { name: '(UTC+05:30) Asia/Kolkata' }).click();
    await page.getByRole('button', { name: 'SAVE' }).click();
    await expect(toast(page, 'Profile Settings Saved.')).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('TIMEZONE'))).toBe('Asia/Kolkata');

    await page.goto('/settings');
    await expect(page.getByText(/Your role does not include settings/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit Organization' })).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByRole('link', { name: 'Edit Webhooks' })).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByRole('link', { name: 'Edit Profile' })).not.toHaveAttribute('aria-disabled', 'true');

    // Opened by address, screens of other roles say so and fetch nothing.
    for (const address of ['/dashboard', '/automations', '/webhook', '/integrations']) {
      await page.goto(address);
      await expect(page.getByText(/Guess you don't have access to this module/)).toBeVisible();
    }
    // The address of the dashboard's home leads to the role's own screen, asking nothing of the dashboard's.
    await page.goto('/');
    await expect(page).toHaveURL(/\/tracking$/);
    await page.waitForLoadState('networkidle');
    expect(refused).toEqual([]);
  });
});
