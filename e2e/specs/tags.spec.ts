import { expect, test, toast, uniqueSuffix } from '../fixtures/accounts';
import { addDrawer, openShipmentList } from '../fixtures/shipments';

test.describe('shipment tags', () => {
  test('a tag created from the add drawer ("Create New Tag") is renamed on /tags', async ({ page, accounts }) => {
    const merchant = await accounts.registerOnboarded();
    const tagName = `Fragile ${uniqueSuffix()}`;
    const newName = `Handle with care ${uniqueSuffix()}`;

    await openShipmentList(page, merchant);
    await page.getByRole('button', { name: 'Add Tracking' }).click();
    const drawer = addDrawer(page);
    await drawer.getByRole('combobox', { name: 'Tags' }).fill(tagName);
    await page.getByRole('option', { name: /Create New Tag/ }).click();

    const creation = drawer.getByRole('group', { name: 'Create New Tag' });
    await expect(creation.getByLabel('Tag Name')).toHaveValue(tagName);
    await creation.getByRole('button', { name: 'CREATE' }).click();
    await expect(toast(page, 'Tag Added Successfully!')).toBeVisible();
    await expect(creation).toBeHidden();
    // The new tag is chosen in the picker.
    await expect(drawer.getByRole('button', { name: tagName })).toBeVisible();
    await drawer.getByRole('button', { name: 'CANCEL' }).click();
    await expect(drawer).toBeHidden();

    await page.goto('/tags');
    await expect(page.getByRole('heading', { level: 1, name: 'Shipment Tags' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Shipment Tags' });
    await expect(table.getByRole('row').filter({ hasText: tagName })).toHaveCount(1);

    await table.getByRole('button', { name: `Rename ${tagName}` }).click();
    const nameBox = table.getByRole('textbox', { name: `New name for ${tagName}` });
    await expect(nameBox).toHaveValue(tagName);
    await nameBox.fill(newName);
    await table.getByRole('button', { name: 'Save name' }).click();

    await expect(toast(page, 'Tag Name Updated.')).toBeVisible();
    await expect(nameBox).toBeHidden();
    await expect(table.getByRole('row').filter({ hasText: newName })).toHaveCount(1);
    await expect(table.getByText(tagName, { exact: true })).toHaveCount(0);

    // The new name is what the list's Tags filter offers too.
    await page.reload();
    await expect(table.getByText(newName, { exact: true })).toBeVisible();
    await page.goto('/tracking');
    await page.getByRole('button', { name: 'Tags', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Tags' }).getByRole('checkbox', { name: newName })).toBeVisible();
  });

  test('a tag added on /tags can be renamed with Enter and deleted', async ({ page, accounts }) => {
    const merchant = await accounts.registerOnboarded();
    const tagName = `Cold chain ${uniqueSuffix()}`;
    const newName = `Frozen ${uniqueSuffix()}`;

    await openShipmentList(page, merchant);
    await page.goto('/tags');
    await expect(page.getByText('No Tags Found')).toBeVisible();

    // A name is required.
    await page.getByRole('button', { name: 'ADD TAG' }).click();
    await expect(page.getByText('Tag name is required')).toBeVisible();

    await page.getByLabel('Tag Name').fill(tagName);
    await page.getByRole('button', { name: 'ADD TAG' }).click();
    await expect(toast(page, 'Tag Added Successfully!')).toBeVisible();
    const table = page.getByRole('table', { name: 'Shipment Tags' });
    await expect(table.getByText(tagName, { exact: true })).toBeVisible();

    await table.getByRole('button', { name: `Rename ${tagName}` }).click();
    await table.getByRole('textbox', { name: `New name for ${tagName}` }).fill(newName);
    await table.getByRole('textbox', { name: `New name for ${tagName}` }).press('Enter');
    await expect(toast(page, 'Tag Name Updated.')).toBeVisible();
    await expect(table.getByText(newName, { exact: true })).toBeVisible();

    await table.getByRole('button', { name: `Delete ${newName}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Tag?' });
    await dialog.getByRole('button', { name: 'Yes, Delete' }).click();
    await expect(toast(page, 'Tag deleted.')).toBeVisible();
    await expect(table.getByText(newName, { exact: true })).toHaveCount(0);
    await expect(page.getByText('No Tags Found')).toBeVisible();
  });
});
