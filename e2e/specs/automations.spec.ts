import { expect, signIn, test, toast, uniqueSuffix } from '../fixtures/accounts';
import { createExceptionRule } from '../fixtures/automations';
import { ShipmentsApi } from '../fixtures/shipments';

test.describe('automations', () => {
  test('a rule built on the screen e-mails the customer when a shipment is delivered, and its run is in the log', async ({ page, request, accounts }) => {
    const account = await accounts.registerOnboarded();
    const buyer = `buyer-${uniqueSuffix()}@example.com`.toLowerCase();
    const shipment = await new ShipmentsApi(account).create({ customer_name: 'Ada Buyer', customer_emails: [buyer] });
    const templates = await request.get('/api/email_template/list', { headers: { Authorization: `Bearer ${account.token}` } });
    const templateName = ((await templates.json()) as { data: { template_name: string }[] }).data[0]!.template_name;

    await signIn(page, account);
    await page.goto('/automations');
    await expect(page.getByText('No Automation Found')).toBeVisible();
    await page.getByRole('link', { name: 'Add Automation' }).click();

    const builder = page.getByRole('dialog', { name: 'Back To Automate' });
    await builder.getByPlaceholder('Name Your Automation').fill('Delivered e-mail');
    await builder.getByRole('radio', { name: 'Inbuilt Trigger' }).check();
    await builder.getByRole('button', { name: 'Next' }).click();

    await builder.getByRole('button', { name: 'SELECT TRIGGER' }).click();
    await page.getByRole('dialog', { name: 'Shipment Triggers' }).getByRole('button', { name: /^Shipment Status Updated/ }).click();

    await builder.getByRole('button', { name: 'SELECT CONDITION' }).click();
    const conditions = page.getByRole('dialog', { name: 'Shipment Conditions' });
    await conditions.getByRole('combobox', { name: 'Condition' }).click();
    await page.getByRole('option', { name: /^Shipment Status/ }).click();
    await conditions.getByRole('combobox', { name: 'Operator' }).click();
    await page.getByRole('option', { name: 'is', exact: true }).click();
    await conditions.getByRole('checkbox', { name: 'Delivered' }).check();
    await conditions.getByRole('button', { name: 'SAVE' }).click();

    await builder.getByRole('button', { name: 'SELECT ACTION' }).click();
    const actions = page.getByRole('dialog', { name: 'Choose an Action' });
    await actions.getByRole('button', { name: /^Send Email/ }).click();
    await actions.getByRole('combobox', { name: 'Template' }).click();
    await page.getByRole('option', { name: templateName }).click();
    await actions.getByRole('button', { name: 'SAVE' }).click();

    await builder.getByRole('button', { name: 'Turn ON' }).click();
    await expect(page).toHaveURL(/\/automations$/);
    const row = page.getByRole('row').filter({ hasText: 'Delivered e-mail' });
    await expect(row).toContainText('Shipment Status Updated');
    await expect(row.getByRole('switch', { name: /active/ })).toBeChecked();

    // The courier's (here: the merchant's) status change reaches the rule, which e-mails the customer.
    await new ShipmentsApi(account).updateStatus([shipment._id], 'Delivered');
    await expect
      .poll(async () => (await accounts.outbox()).find((mail) => mail.to === buyer)?.subject ?? null, { message: 'the customer e-mail', timeout: 30_000 })
      .not.toBeNull();

    await row.getByRole('link', { name: /Logs/ }).click();
    await expect(page).toHaveURL(/\/automations\/[0-9a-f-]+\/logs$/);
    await expect(page.getByRole('heading', { name: 'Delivered e-mail' })).toBeVisible();
    const run = page.getByRole('row').filter({ hasText: shipment.tracking_number });
    await expect(run).toContainText('Matched');
    await expect(run).toContainText('Shipment Status Updated');
  });

  test('a rule that is on cannot be deleted; switched off, it is deleted after confirmation', async ({ page, request, accounts }) => {
    const account = await accounts.registerOnboarded();
    await createExceptionRule(request, account);

    await signIn(page, account);
    await page.goto('/automations');
    const row = page.getByRole('row').filter({ hasText: 'Exception alert' });
    await expect(row.getByRole('button', { name: /Delete/ })).toHaveCount(0);
    await row.getByRole('switch', { name: /active/ }).click();
    await expect(toast(page, 'Automation rule deactivated successfully.')).toBeVisible();
    await row.getByRole('button', { name: /Delete/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Automation Rule' });
    await expect(dialog).toContainText('Are you sure you want to delete this automation rule ?');
    await dialog.getByRole('button', { name: 'Yes, Delete' }).click();
    await expect(toast(page, 'Automation rule deleted successfully.')).toBeVisible();
    await expect(page.getByText('No Automation Found')).toBeVisible();
  });
});
