import { expect, signIn, test } from '../fixtures/accounts';

test.describe('message log and the local outbox', () => {
  test("a template's test send is listed in the message log and drawn in the outbox as a mail client would", async ({ page, accounts, request, browser }) => {
    const account = await accounts.registerOnboarded({ name: 'Lotus Tea Co' });
    const headers = { Authorization: `Bearer ${account.token}` };
    // Every merchant starts with the shipment update template.
    const templates = await request.get('/api/email_template/list', { headers });
    const [template] = (await templates.json()).data as { _id: string; template_name: string }[];
    expect(template!.template_name).toBe('Shipment update');
    const recipient = `preview.${Date.now()}@example.com`;
    const sent = await request.post(`/api/email_template/${template!._id}`, { headers, data: { to_email: recipient } });
    expect(sent.status()).toBe(200);

    await signIn(page, account);
    await page.goto('/settings');
    await page.getByRole('link', { name: 'Edit Message Log' }).click();
    await expect(page).toHaveURL(/\/message_log$/);
    const row = page.getByRole('table', { name: 'Messages' }).getByRole('row').filter({ hasText: recipient });
    await expect(row).toContainText('E-mail · test');
    await expect(row).toContainText('Lotus Tea Co: your order');
    // No SMTP on the embedded default: the worker keeps it in the outbox.
    await expect(row.getByText('Kept in outbox')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('message-log.png'), fullPage: true });

    // The outbox answers only a browser on the server's own machine that no proxy forwarded.
    const local = await browser.newContext({ extraHTTPHeaders: {} });
    try {
      const outbox = await local.newPage();
      await outbox.goto('/outbox');
      await outbox.getByRole('button').filter({ hasText: `To ${recipient}` }).click();
      const frame = outbox.frameLocator('iframe[title^="E-mail: Lotus Tea Co"]');
      await expect(frame.getByRole('link', { name: 'Track your shipment' })).toBeVisible();
      await expect(frame.locator('body')).toContainText('76543210987');
      await outbox.screenshot({ path: test.info().outputPath('outbox-rendered-email.png'), fullPage: true });
    } finally {
      await local.close();
    }
  });
});
