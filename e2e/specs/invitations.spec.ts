import { envelopeOf, expect, signIn, test, toast, uniqueEmail } from '../fixtures/accounts';

test.describe('withdrawing an invitation', () => {
  test('the owner withdraws a pending invitation: its link stops working and the address signs up on its own', async ({ page, browser, accounts, request }) => {
    const owner = await accounts.registerOnboarded();
    await envelopeOf(await request.post('/api/role', { headers: { Authorization: `Bearer ${owner.token}` }, data: { name: 'Packers', role: ['tracking'] } }));
    const email = uniqueEmail('invitee');

    await signIn(page, owner);
    await page.goto('/sub_users');
    await page.getByRole('button', { name: 'Add User' }).click();
    const drawer = page.getByRole('dialog', { name: 'Add User' });
    await drawer.getByLabel('Name').fill('Pia Pending');
    await drawer.getByLabel('Account Email').fill(email);
    await drawer.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Packers' }).click();
    await drawer.getByRole('button', { name: 'SAVE' }).click();
    await expect(toast(page, 'User Invited.')).toBeVisible();
    const row = page.getByRole('row', { name: 'Pia Pending' });
    await expect(row).toContainText('Pending');
    const link = await accounts.inviteLinkFor(email);

    // Asked first; cancelling keeps the invitation.
    await row.getByRole('button', { name: `Withdraw invitation to ${email}` }).click();
    const question = page.getByRole('dialog', { name: 'Withdraw Invitation?' });
    await expect(question).toContainText(`Withdraw the invitation to ${email}? The link we sent stops working.`);
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect(question).toBeHidden();
    await expect(page.getByRole('dialog', { name: 'Edit User' })).toBeHidden();
    await expect(row).toBeVisible();

    await row.getByRole('button', { name: `Withdraw invitation to ${email}` }).click();
    await question.getByRole('button', { name: 'Yes, Withdraw' }).click();
    await expect(toast(page, 'Invitation withdrawn.')).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect(page.getByText('No Sub Users.')).toBeVisible();
    await page.reload();
    await expect(page.getByText('No Sub Users.')).toBeVisible();

    // The address's owner, in a browser of its own: the link no longer works, signing up does.
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, extraHTTPHeaders: { 'x-forwarded-for': '198.18.254.21' } });
    const invitee = await context.newPage();
    await invitee.goto(link.replace(/^https?:\/\/[^/]+/, ''));
    await invitee.getByLabel('Create Password').fill('invited1');
    await invitee.getByRole('button', { name: 'Login' }).click();
    await expect(invitee.getByText('This invite link is not valid.')).toBeVisible();

    await invitee.goto('/signup');
    await invitee.getByLabel('Name').fill('Pia Own');
    await invitee.getByLabel('E-mail').fill(email);
    await invitee.getByLabel('Password', { exact: true }).fill('ownshop1');
    await invitee.getByRole('button', { name: 'Sign up' }).click();
    await expect(invitee).toHaveURL(/\/onboarding$/);
    await expect(invitee.getByRole('heading', { name: 'Hi Pia Own' })).toBeVisible();
    await context.close();

    // The owner's team stays without it.
    await page.reload();
    await expect(page.getByText('No Sub Users.')).toBeVisible();
  });
});
