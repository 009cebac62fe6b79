import { expect, signIn, test, toast, uniqueEmail } from '../fixtures/accounts';
import { envelopeOf } from '../fixtures/accounts';
import { listSettled, shipmentRow, shipmentRows, ShipmentsApi } from '../fixtures/shipments';

test.describe('users, roles and invitations', () => {
  test('the merchant adds a role and invites a teammate, who accepts from the e-mail and sees only its menu and its shipments', async ({
    page,
    browser,
    accounts,
    request,
  }) => {
    const merchant = await accounts.registerOnboarded();
    await signIn(page, merchant);
    await page.goto('/settings');
    await page.getByRole('link', { name: 'Edit Users & Roles' }).click();
    await expect(page).toHaveURL(/\/sub_users$/);
    await expect(page.getByText('No Sub Users.')).toBeVisible();

    // A role that opens the shipment list, narrowed to assigned shipments.
    await page.getByRole('tab', { name: 'Roles' }).click();
    await page.getByRole('button', { name: 'Add Role' }).click();
    const roleDrawer = page.getByRole('dialog', { name: 'Add Role' });
    await roleDrawer.getByLabel('Name').fill('Drivers');
    await roleDrawer.getByLabel('Department').fill('Delivery');
    for (const module of ['Dashboard', 'Automations', 'Settings']) await roleDrawer.getByRole('switch', { name: module }).click();
    await roleDrawer.getByRole('switch', { name: 'Assign Shipments' }).click();
    await roleDrawer.getByRole('button', { name: 'SAVE' }).click();
    await expect(toast(page, 'Role Added Successfully.')).toBeVisible();
    await expect(page.getByRole('row', { name: 'Drivers' })).toContainText('Shipments, Assign Shipments');

    // The invite.
    const email = uniqueEmail('driver');
    await page.getByRole('tab', { name: 'Users' }).click();
    await page.getByRole('button', { name: 'Add User' }).click();
    const userDrawer = page.getByRole('dialog', { name: 'Add User' });
    await userDrawer.getByLabel('Name').fill('Dev Driver');
    await userDrawer.getByLabel('Account Email').fill(email);
    await userDrawer.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Drivers (Delivery)' }).click();
    await userDrawer.getByRole('button', { name: 'SAVE' }).click();
    await expect(toast(page, 'User Invited.')).toBeVisible();
    await expect(page.getByRole('row', { name: 'Dev Driver' })).toContainText('Pending');

    // The teammate opens the link from the e-mail in its own browser.
    const link = await accounts.inviteLinkFor(email);
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, extraHTTPHeaders: { 'x-forwarded-for': '198.18.253.9' } });
    const teammate = await context.newPage();
    await teammate.goto(link.replace(/^https?:\/\/[^/]+/, ''));
    await expect(teammate.getByLabel('Name')).toHaveValue('Dev Driver');
    await expect(teammate.getByLabel('Email')).toHaveValue(email);
    await teammate.getByLabel('Create Password').fill('drive2024');
    await teammate.getByRole('button', { name: 'Login' }).click();

    const menu = teammate.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link', { name: 'Track' })).toBeVisible();

    // Once accepted, shipments can be assigned to the teammate: one is, one is not.
    const users = await envelopeOf<{ _id: string; email: string }[]>(
      await request.get('/api/sub_user/list', { headers: { Authorization: `Bearer ${merchant.token}` } }),
    );
    const subUserId = users.data.find((u) => u.email === email)!._id;
    const api = new ShipmentsApi(merchant);
    const [theirs, other] = await api.createMany([{ slug: 'usps' }, { slug: 'fedex' }]);
    await api.assign([theirs._id], subUserId);

    for (const hidden of ['Overview', 'Automate', 'Integrate']) await expect(menu.getByRole('link', { name: hidden })).toHaveCount(0);
    await teammate.goto('/tracking');
    await listSettled(teammate);
    await expect(shipmentRows(teammate)).toHaveCount(1);
    await expect(shipmentRow(teammate, theirs.tracking_number)).toHaveCount(1);
    await expect(shipmentRow(teammate, other.tracking_number)).toHaveCount(0);

    // Accepted: the merchant's list says so; the same link no longer works.
    await page.reload();
    await expect(page.getByRole('row', { name: 'Dev Driver' })).toContainText('Accepted');
    await context.close();
    const again = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const stranger = await again.newPage();
    await stranger.goto(link.replace(/^https?:\/\/[^/]+/, ''));
    await stranger.getByLabel('Create Password').fill('another1');
    await stranger.getByRole('button', { name: 'Login' }).click();
    await expect(stranger.getByText('This invite link is not valid.')).toBeVisible();
    await again.close();
  });

  test('deactivating a teammate signs it out at once', async ({ page, browser, accounts, request }) => {
    const merchant = await accounts.registerOnboarded();
    const headers = { Authorization: `Bearer ${merchant.token}` };
    const role = await envelopeOf<{ _id: string }>(await request.post('/api/role', { headers, data: { name: 'Ops', role: ['tracking'] } }));
    const email = uniqueEmail('ops');
    await envelopeOf(await request.post('/api/sub_user/invite', { headers, data: { name: 'Ola Ops', email, role_id: role.data._id } }));
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, extraHTTPHeaders: { 'x-forwarded-for': '198.18.253.10' } });
    const teammate = await context.newPage();
    await teammate.goto((await accounts.inviteLinkFor(email)).replace(/^https?:\/\/[^/]+/, ''));
    await teammate.getByLabel('Create Password').fill('opsteam1');
    await teammate.getByRole('button', { name: 'Login' }).click();
    await expect(teammate.getByRole('navigation', { name: 'Main menu' })).toBeVisible();

    await signIn(page, merchant);
    await page.goto('/sub_users');
    await page.getByRole('row', { name: 'Ola Ops' }).click();
    const drawer = page.getByRole('dialog', { name: 'Edit User' });
    await drawer.getByRole('switch').click();
    await drawer.getByRole('button', { name: 'SAVE' }).click();
    await expect(toast(page, 'User deactivated.')).toBeVisible();

    // Its next call is refused and it is sent to sign in.
    await teammate.reload();
    await expect(teammate).toHaveURL(/\/(login|users)/);
    await context.close();
  });
});
