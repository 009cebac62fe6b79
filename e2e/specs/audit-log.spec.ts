import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { envelopeOf, expect, signIn, test, toast, uniqueEmail } from '../fixtures/accounts';
import { column, sheetRows } from '../fixtures/files';

const NO_ACCESS = "Guess you don't have access to this module. Check with your admin for more details.";

/** The log's entry rows (the header row left out). */
const entryRows = (page: Page) => page.getByRole('table', { name: 'Audit log' }).locator('tbody tr');

/** The Action cell of each shown entry: the action in words, then what it was done to. */
const actionCells = (page: Page) => entryRows(page).locator('td:nth-child(3)');

test.describe('audit log', () => {
  test('the owner sees its changes newest first, in words, filters them by action and exports them', async ({ page, accounts }) => {
    const owner = await accounts.registerOnboarded();
    await signIn(page, owner);

    // An API key.
    await page.goto('/developer_apps');
    await page.getByRole('button', { name: 'Add API Key' }).click();
    const addKey = page.getByRole('dialog', { name: 'Add API Key' });
    await addKey.getByLabel('Key Name').fill('Warehouse sync');
    await addKey.getByRole('button', { name: 'ADD' }).click();
    await expect(toast(page, 'Developer Token Added Successfully.')).toBeVisible();

    // A role, then renamed.
    await page.goto('/sub_users');
    await page.getByRole('tab', { name: 'Roles' }).click();
    await page.getByRole('button', { name: 'Add Role' }).click();
    const addRole = page.getByRole('dialog', { name: 'Add Role' });
    await addRole.getByLabel('Name').fill('Support');
    await addRole.getByRole('button', { name: 'SAVE' }).click();
    await expect(toast(page, 'Role Added Successfully.')).toBeVisible();
    await page.getByRole('row', { name: 'Support' }).click();
    const editRole = page.getByRole('dialog', { name: 'Edit Role' });
    await editRole.getByLabel('Name').fill('Support desk');
    await editRole.getByRole('button', { name: 'SAVE' }).click();
    await expect(toast(page, 'Role Updated Successfully.')).toBeVisible();

    // Settings › Audit log.
    await page.goto('/settings');
    await page.getByRole('link', { name: 'Edit Audit Log' }).click();
    await expect(page).toHaveURL(/\/audit_log$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();

    // Newest first, each by the owner, the action in words and how it changed.
    const rows = entryRows(page);
    await expect(actionCells(page).first()).toContainText('Role updated');
    const newest = ['Role updated', 'Role created', 'API key created', 'Signed in'];
    for (const [index, action] of newest.entries()) {
      await expect(actionCells(page).nth(index)).toContainText(action);
      await expect(rows.nth(index).locator('td').nth(1)).toHaveText(owner.email);
    }
    await expect(rows.nth(0)).toContainText('name: Support → Support desk');
    await expect(rows.nth(1)).toContainText('name: (none) → Support');
    await expect(rows.nth(2)).toContainText('token_name: (none) → Warehouse sync');
    const everything = await rows.count();
    expect(everything).toBeGreaterThanOrEqual(newest.length);

    // Filtered by one action, only its entry remains; cleared, all are back.
    await page.getByRole('combobox', { name: 'Action' }).click();
    await page.getByRole('option', { name: 'Role created' }).click();
    await expect(rows).toHaveCount(1);
    await expect(actionCells(page)).toContainText('Role created');
    await expect(rows).toContainText('name: (none) → Support');
    await page.getByRole('combobox', { name: 'Action' }).click();
    await page.getByRole('option', { name: 'All actions' }).click();
    await expect(rows).toHaveCount(everything);
    await expect(actionCells(page).first()).toContainText('Role updated');

    // The export holds the same entries, newest first.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const sheet = sheetRows(await readFile(await download.path()));
    expect(sheet[0]).toEqual(['When', 'Who', 'Address', 'Action', 'Target', 'What changed']);
    expect(sheet).toHaveLength(everything + 1);
    expect(column(sheet, 'Action').slice(0, newest.length)).toEqual(newest);
    expect(new Set(column(sheet, 'Who'))).toEqual(new Set([owner.email]));
    expect(column(sheet, 'What changed').slice(0, 3)).toEqual([
      expect.stringContaining('name: Support → Support desk'),
      expect.stringContaining('name: (none) → Support'),
      'token_name: (none) → Warehouse sync',
    ]);
  });

  test('on a phone the log keeps to the screen: when, who and what, without scrolling sideways', async ({ page, accounts }) => {
    const owner = await accounts.registerOnboarded({ email: uniqueEmail('owner.with-a-rather-long-address-for-a-phone') });
    await envelopeOf(await page.request.post('/api/user/add_token', { headers: { Authorization: `Bearer ${owner.token}` }, data: { token_name: 'Nightly order export to the warehouse' } }));
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, owner);
    await page.goto('/audit_log');
    await expect(actionCells(page)).toContainText(['Signed in', 'API key created', 'Custom domain changed']);
    // What each entry was done to (an id) is left to wide screens and the export.
    await expect(actionCells(page).nth(1).getByText(/^api_key /)).toBeHidden();
    const table = page.getByRole('table', { name: 'Audit log' });
    await expect(table.getByRole('columnheader')).toHaveText(['When', 'Who', 'Action']);
    await expect(entryRows(page).first().locator('td').nth(1)).toHaveText(owner.email);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await table.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  });

  test('a sub-user, even with the settings access, neither sees the card nor opens the log', async ({ page, browser, accounts, request }) => {
    const owner = await accounts.registerOnboarded();
    const headers = { Authorization: `Bearer ${owner.token}` };
    const role = await envelopeOf<{ _id: string }>(await request.post('/api/role', { headers, data: { name: 'Admins', role: ['tracking', 'settings'] } }));
    const email = uniqueEmail('admin');
    await envelopeOf(await request.post('/api/sub_user/invite', { headers, data: { name: 'Ada Admin', email, role_id: role.data._id } }));

    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, extraHTTPHeaders: { 'x-forwarded-for': '198.18.253.11' } });
    const teammate = await context.newPage();
    await teammate.goto((await accounts.inviteLinkFor(email)).replace(/^https?:\/\/[^/]+/, ''));
    await teammate.getByLabel('Create Password').fill('admin2024');
    await teammate.getByRole('button', { name: 'Login' }).click();
    await expect(teammate.getByRole('navigation', { name: 'Main menu' })).toBeVisible();

    await teammate.goto('/settings');
    await expect(teammate.getByRole('link', { name: 'Edit Organization' })).not.toHaveAttribute('aria-disabled', 'true');
    await expect(teammate.getByRole('link', { name: 'Edit Audit Log' })).toHaveCount(0);
    await expect(teammate.getByText('Audit Log', { exact: true })).toHaveCount(0);

    await teammate.goto('/audit_log');
    await expect(teammate.getByText(NO_ACCESS)).toBeVisible();
    await expect(teammate.getByRole('table', { name: 'Audit log' })).toHaveCount(0);
    await expect(teammate.getByRole('button', { name: 'Export' })).toHaveCount(0);
    await context.close();

    // The owner's log names the invitation, in the owner's words.
    await signIn(page, owner);
    await page.goto('/audit_log');
    await page.getByRole('combobox', { name: 'Action' }).click();
    await page.getByRole('option', { name: 'Team member invited' }).click();
    await expect(entryRows(page)).toHaveCount(1);
    await expect(entryRows(page)).toContainText(owner.email);
  });
});
