import type { Locator, Page } from '@playwright/test';
import { expect, signIn, test, toast } from '../fixtures/accounts';

/** The whole key as the view mode of the drawer shows it. */
async function shownKey(view: Locator): Promise<string> {
  const value = view.getByRole('group', { name: 'API Key' }).getByText(/^tp_live_/);
  await expect(value).toBeVisible();
  return (await value.textContent())!.trim();
}

/** GET /api/trackings as an API client holding the key would call it. */
async function statusWith(page: Page, key: string): Promise<number> {
  const response = await page.request.get('/api/trackings', { headers: { Authorization: `Bearer ${key}` } });
  return response.status();
}

test.describe('API keys', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('a key made on the screen calls the API as its owner until it is refreshed or deleted', async ({ page, accounts }) => {
    const merchant = await accounts.registerOnboarded();
    await signIn(page, merchant);
    await page.goto('/settings');
    await page.getByRole('link', { name: 'Edit API Keys' }).click();
    await expect(page).toHaveURL(/\/developer_apps$/);
    await expect(page.getByRole('heading', { level: 1, name: 'API Keys' })).toBeVisible();
    await expect(page.getByText('No API key is generated!')).toBeVisible();

    // Add: the name is required; the new key is shown in full at once.
    await page.getByRole('button', { name: 'Add API Key' }).click();
    const add = page.getByRole('dialog', { name: 'Add API Key' });
    await add.getByRole('button', { name: 'ADD' }).click();
    await expect(add.getByText('API key name required.')).toBeVisible();
    await add.getByLabel('Key Name').fill('Warehouse sync');
    await add.getByRole('button', { name: 'ADD' }).click();
    await expect(toast(page, 'Developer Token Added Successfully.')).toBeVisible();
    const view = page.getByRole('dialog', { name: 'API Key', exact: true });
    const key = await shownKey(view);

    await view.getByRole('button', { name: 'Copy API Key' }).click();
    await expect(toast(page, 'Token copied.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
    expect(await statusWith(page, key)).toBe(200);

    // The list shows the key masked.
    await view.getByRole('button', { name: 'CLOSE', exact: true }).click();
    const row = page.getByRole('row', { name: 'Warehouse sync' });
    await expect(row).toContainText(key.slice(0, 12));
    await expect(row).not.toContainText(key);

    // Refresh: asked first; the old key stops at once, the new one works.
    await row.click();
    await expect(view).toBeVisible();
    await view.getByRole('button', { name: 'REFRESH' }).click();
    const confirm = page.getByRole('dialog', { name: 'Refresh API Key?' });
    await expect(confirm).toContainText('The current key stops working at once.');
    await confirm.getByRole('button', { name: 'Yes, Refresh' }).click();
    await expect(toast(page, 'Developer Token Refreshed Successfully.')).toBeVisible();
    await expect(view.getByRole('group', { name: 'API Key' })).not.toContainText(key);
    const refreshed = await shownKey(view);
    expect(refreshed).not.toBe(key);
    expect(await statusWith(page, key)).toBe(401);
    expect(await statusWith(page, refreshed)).toBe(200);

    // Delete: the drawer turns into its confirmation; the key stops at once.
    await view.getByRole('button', { name: 'DELETE' }).click();
    const remove = page.getByRole('dialog', { name: 'Delete API Key' });
    await expect(remove).toContainText('Are you sure that you want to delete the API key Warehouse sync?');
    await remove.getByRole('button', { name: 'YES, DELETE' }).click();
    await expect(toast(page, 'Developer Token Deleted Successfully.')).toBeVisible();
    await expect(page.getByText('No API key is generated!')).toBeVisible();
    expect(await statusWith(page, refreshed)).toBe(401);
  });

  test('the screen and its drawer fit a phone', async ({ page, accounts }) => {
    const merchant = await accounts.registerOnboarded();
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, merchant);
    await page.goto('/developer_apps');
    await page.getByRole('button', { name: 'Add API Key' }).click();
    const add = page.getByRole('dialog', { name: 'Add API Key' });
    await add.getByLabel('Key Name').fill('Nightly order export to the warehouse');
    await add.getByRole('button', { name: 'ADD' }).click();
    const view = page.getByRole('dialog', { name: 'API Key', exact: true });
    await shownKey(view);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: test.info().outputPath('view-390.png'), animations: 'disabled' });
    await view.getByRole('button', { name: 'CLOSE', exact: true }).click();
    await expect(page.getByRole('row', { name: 'Nightly order export to the warehouse' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: test.info().outputPath('list-390.png'), fullPage: true });
  });
});
