import type { Page } from '@playwright/test';
import { expect, signIn, test } from '../fixtures/accounts';

const question = (page: Page) => page.getByRole('dialog', { name: 'Discard changes?' });

async function answer(page: Page, button: 'Keep Editing' | 'Discard') {
  await expect(question(page)).toContainText('You have unsaved changes. They will be lost if you leave.');
  await question(page).getByRole('button', { name: button }).click();
  await expect(question(page)).toBeHidden();
}

test.describe('unsaved changes', () => {
  test('the automation builder asks before Escape, "Back To Automate" or browser back throws an unsaved rule away', async ({ page, accounts }) => {
    await signIn(page, await accounts.registerOnboarded());
    await page.goto('/automations');
    await page.getByRole('link', { name: 'Add Automation' }).click();
    const builder = page.getByRole('dialog', { name: 'Back To Automate' });
    const name = builder.getByPlaceholder('Name Your Automation');
    await name.fill('Late parcels');

    await page.keyboard.press('Escape');
    await answer(page, 'Keep Editing');
    await expect(page).toHaveURL(/\/automations\/add$/);
    await expect(name).toHaveValue('Late parcels');

    await page.goBack();
    await answer(page, 'Keep Editing');
    await expect(page).toHaveURL(/\/automations\/add$/);
    await expect(name).toHaveValue('Late parcels');

    await builder.getByRole('button', { name: 'Back To Automate' }).click();
    await answer(page, 'Discard');
    await expect(page).toHaveURL(/\/automations$/);
    await expect(builder).toBeHidden();

    // Nothing typed: nothing asks.
    await page.getByRole('link', { name: 'Add Automation' }).click();
    await expect(name).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/automations$/);
    await expect(question(page)).toBeHidden();
  });

  test('a drawer with typed input asks before Escape or X closes it', async ({ page, accounts }) => {
    await signIn(page, await accounts.registerOnboarded());
    await page.goto('/settings_profile');
    await page.getByRole('button', { name: 'Change Password' }).click();
    const drawer = page.getByRole('dialog', { name: 'Change Password' });
    await drawer.getByLabel('Current Password').fill('typed123');

    await page.keyboard.press('Escape');
    await answer(page, 'Keep Editing');
    await expect(drawer.getByLabel('Current Password')).toHaveValue('typed123');

    await drawer.getByRole('button', { name: 'Close' }).click();
    await answer(page, 'Discard');
    await expect(drawer).toBeHidden();
  });

  test('a sidebar link away from an edited settings form asks; closing the tab has the browser ask', async ({ page, accounts }) => {
    await signIn(page, await accounts.registerOnboarded({ name: 'Priya Shah' }));
    await page.goto('/settings_profile');
    const name = page.getByLabel('Name');
    await expect(name).toHaveValue('Priya Shah');
    const track = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Track' });

    // Unchanged: the link leaves at once.
    await track.click();
    await expect(page).toHaveURL(/\/tracking/);
    await page.goto('/settings_profile');

    await name.fill('Priya S. Shah');
    await track.click();
    await answer(page, 'Keep Editing');
    await expect(page).toHaveURL(/\/settings_profile$/);
    await expect(name).toHaveValue('Priya S. Shah');

    const unloadQuestion = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const dialog = await unloadQuestion;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.dismiss();
    await expect.poll(() => page.isClosed()).toBe(false);

    await track.click();
    await answer(page, 'Discard');
    await expect(page).toHaveURL(/\/tracking/);
  });
});
