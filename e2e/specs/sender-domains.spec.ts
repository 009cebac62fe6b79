import { envelopeOf, expect, signIn, test, toast, uniqueSuffix } from '../fixtures/accounts';
import { publishCname } from '../fixtures/dns';

type DomainRecord = { domain_id: string; domain: string; cname: Record<'domain' | 'dkim1' | 'dkim2', { host: string; data: string }> };

test.describe('e-mail sender domains', () => {
  test('an address is added, its domain verified once its DNS records exist, and deleted', async ({ page, accounts, request }) => {
    const merchant = await accounts.registerOnboarded();
    const domain = `shop-${uniqueSuffix()}.test`;
    const email = `orders@${domain}`;
    await signIn(page, merchant);
    await page.goto('/settings');
    await page.getByRole('link', { name: 'Edit Email Domains' }).click();
    await expect(page).toHaveURL(/\/settings_domain$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Email Domains' })).toBeVisible();
    await expect(page.getByText('No Domains')).toBeVisible();

    // The add drawer checks the address before sending it.
    await page.getByRole('button', { name: 'Add Email' }).click();
    const drawer = page.getByRole('dialog', { name: 'Add Email' });
    await drawer.getByRole('button', { name: 'ADD' }).click();
    await expect(drawer.getByText('Email-Id is required')).toBeVisible();
    await drawer.getByLabel('Email').fill('orders@');
    await drawer.getByRole('button', { name: 'ADD' }).click();
    await expect(drawer.getByText('Invalid Email')).toBeVisible();
    await drawer.getByLabel('Email').fill(email);
    await drawer.getByRole('button', { name: 'ADD' }).click();
    await expect(toast(page, 'Email has been added.')).toBeVisible();
    await expect(drawer).toBeHidden();

    const row = page.getByRole('row', { name: email });
    await expect(row).toContainText(domain);
    await expect(row).toContainText('Unverified');

    // The records the merchant is asked to publish, as the API gives them.
    const response = await request.get('/api/domain', { headers: { authorization: `Bearer ${merchant.token}` } });
    const [record] = (await envelopeOf<DomainRecord[]>(response)).data;

    await row.getByRole('button', { name: `Verify ${domain}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Verify Domain' });
    for (const name of ['domain', 'dkim1', 'dkim2'] as const) {
      const group = dialog.getByRole('group', { name: `${name} record` });
      await expect(group.getByText(record!.cname[name].host, { exact: true })).toBeVisible();
      await expect(group.getByText(record!.cname[name].data, { exact: true })).toBeVisible();
      await expect(group.getByRole('button', { name: `Copy ${name} Host` })).toBeVisible();
    }
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: test.info().outputPath('verify-dialog-1440.png'), animations: 'disabled' });

    // Nothing published yet: the check names each missing record.
    await dialog.getByRole('button', { name: 'Verify' }).click();
    const failure = dialog.getByRole('alert');
    await expect(failure).toContainText(`The domain record (CNAME ${record!.cname.domain.host}) was not found.`);
    await expect(failure).toContainText(`The dkim2 record (CNAME ${record!.cname.dkim2.host}) was not found.`);

    // Two of three published: only the last is named.
    publishCname(record!.cname.domain.host, record!.cname.domain.data);
    publishCname(record!.cname.dkim1.host, record!.cname.dkim1.data);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(failure).toHaveText(`Domain not verified. The dkim2 record (CNAME ${record!.cname.dkim2.host}) was not found.`);

    publishCname(record!.cname.dkim2.host, record!.cname.dkim2.data);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(toast(page, 'Domian verfied successfully.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Verified');
    await expect(row.getByRole('button', { name: `Verify ${domain}` })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('list-1440.png') });

    // A phone: the screen and the dialog fit 390 px.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(row).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: test.info().outputPath('list-390.png'), fullPage: true });

    // Deleting asks first; the last address takes the domain with it.
    await row.getByRole('button', { name: `Delete ${email}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Email?' });
    await expect(confirm).toContainText(`Are you sure that you want to delete ${email}?`);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: `Delete ${email}` }).click();
    await confirm.getByRole('button', { name: 'Yes, Delete' }).click();
    await expect(toast(page, 'Email Id has been deleted.')).toBeVisible();
    await expect(page.getByText('No Domains')).toBeVisible();
  });

  test('the verify dialog fits a phone', async ({ page, accounts, request }) => {
    const merchant = await accounts.registerOnboarded();
    const email = `news@brand-${uniqueSuffix()}.test`;
    await envelopeOf(await request.post('/api/domain', { headers: { authorization: `Bearer ${merchant.token}` }, data: { email } }));
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, merchant);
    await page.goto('/settings_domain');
    await page.getByRole('row', { name: email }).getByRole('button', { name: /^Verify / }).click();
    const dialog = page.getByRole('dialog', { name: 'Verify Domain' });
    await expect(dialog.getByRole('group', { name: 'dkim2 record' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: test.info().outputPath('verify-dialog-390.png'), fullPage: true, animations: 'disabled' });
  });
});
