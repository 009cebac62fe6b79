import { SENDER_DOMAIN_MESSAGES, type SenderDomainView } from '@trailpost/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '@/lib/session';
import { sessionFixture } from '@/test/fixtures';
import { mockApi, type ApiCall, type MockHandler } from '@/test/mock-api';
import { renderScreen } from '@/test/render';
import { SenderDomainsRoute } from './SenderDomainsRoute';

const ZONE = 'mail.trailpost.app';
const LABEL = 'a'.repeat(52);
const SHOP: SenderDomainView = {
  domain_id: '33333333-3333-4333-8333-333333333333',
  domain: 'shop.example',
  email: ['orders@shop.example', 'news@shop.example'],
  is_verified: false,
  cname: {
    domain: { host: 'tpm.shop.example', data: `${LABEL}.${ZONE}` },
    dkim1: { host: 'tp1._domainkey.shop.example', data: `tp1.${LABEL}.dkim.${ZONE}` },
    dkim2: { host: 'tp2._domainkey.shop.example', data: `tp2.${LABEL}.dkim.${ZONE}` },
  },
};
const BRAND: SenderDomainView = { ...SHOP, domain_id: '44444444-4444-4444-8444-444444444444', domain: 'brand.example', email: ['hello@brand.example'], is_verified: true };

function setup(options: { domains?: SenderDomainView[]; extra?: Record<string, MockHandler> } = {}) {
  const calls = mockApi({
    'GET /api/domain': () => ({ data: options.domains ?? [SHOP, BRAND], message: ['Success'] }),
    'POST /api/domain': () => ({ data: SHOP, message: [SENDER_DOMAIN_MESSAGES.emailAdded] }),
    'PUT /api/domain': () => ({ data: null, message: [SENDER_DOMAIN_MESSAGES.emailDeleted] }),
    [`POST /api/domain/validate/${SHOP.domain_id}`]: () => ({ data: { ...SHOP, is_verified: true }, message: [SENDER_DOMAIN_MESSAGES.verified] }),
    ...options.extra,
  });
  const user = userEvent.setup({ delay: null });
  renderScreen(<SenderDomainsRoute />, { path: '/settings_domain' });
  return { calls, user };
}
const sent = (calls: ApiCall[], key: string) => calls.filter((c) => `${c.method} ${c.path}` === key).map((c) => c.body);

describe('/settings_domain', () => {
  beforeEach(() => storeSession(sessionFixture()));

  it('lists one row per address with its domain, status, a Verify link on unverified rows and a delete button', async () => {
    setup();
    const orders = await screen.findByRole('row', { name: 'orders@shop.example' });
    expect(within(orders).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['orders@shop.example', 'shop.example', 'Unverified', 'Verify', '']);
    expect(within(orders).getByRole('button', { name: 'Delete orders@shop.example' })).toBeTruthy();
    expect(screen.getByRole('row', { name: 'news@shop.example' })).toBeTruthy();
    const hello = screen.getByRole('row', { name: 'hello@brand.example' });
    expect(within(hello).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['hello@brand.example', 'brand.example', 'Verified', '-', '']);
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Email', 'Domain', 'Status', 'Verify Domain', 'Delete Email']);
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
  });

  it('shows the empty state', async () => {
    setup({ domains: [] });
    expect(await screen.findByText(SENDER_DOMAIN_MESSAGES.noDomains)).toBeTruthy();
  });

  it('shows the error of a failed load', async () => {
    mockApi({ 'GET /api/domain': () => ({ status: 500, message: ['Something went wrong !! Please contact support.'] }) });
    renderScreen(<SenderDomainsRoute />, { path: '/settings_domain' });
    expect(await screen.findByText('Something went wrong !! Please contact support.')).toBeTruthy();
  });

  it('adds an address after the shared checks: required, valid, not a public mailbox', async () => {
    const { calls, user } = setup({ domains: [] });
    await user.click(await screen.findByRole('button', { name: 'Add Email' }));
    const drawer = await screen.findByRole('dialog', { name: 'Add Email' });
    await user.click(within(drawer).getByRole('button', { name: 'ADD' }));
    expect(await within(drawer).findByText(SENDER_DOMAIN_MESSAGES.emailRequired)).toBeTruthy();
    await user.type(within(drawer).getByLabelText(/^Email/), 'orders@shop');
    await user.click(within(drawer).getByRole('button', { name: 'ADD' }));
    expect(await within(drawer).findByText(SENDER_DOMAIN_MESSAGES.emailInvalid)).toBeTruthy();
    await user.clear(within(drawer).getByLabelText(/^Email/));
    await user.type(within(drawer).getByLabelText(/^Email/), 'me@gmail.com');
    await user.click(within(drawer).getByRole('button', { name: 'ADD' }));
    expect(await within(drawer).findByText(SENDER_DOMAIN_MESSAGES.freeMail('gmail.com'))).toBeTruthy();
    expect(sent(calls, 'POST /api/domain')).toEqual([]);

    await user.clear(within(drawer).getByLabelText(/^Email/));
    await user.type(within(drawer).getByLabelText(/^Email/), 'Orders@Shop.example');
    await user.click(within(drawer).getByRole('button', { name: 'ADD' }));
    expect(await screen.findByText(SENDER_DOMAIN_MESSAGES.emailAdded)).toBeTruthy();
    expect(sent(calls, 'POST /api/domain')).toEqual([{ email: 'orders@shop.example' }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Email' })).toBeNull());
  });

  it("shows the server's refusal under the field", async () => {
    const { user } = setup({ extra: { 'POST /api/domain': () => ({ status: 400, message: [SENDER_DOMAIN_MESSAGES.alreadyAdded] }) } });
    await user.click(await screen.findByRole('button', { name: 'Add Email' }));
    const drawer = await screen.findByRole('dialog', { name: 'Add Email' });
    await user.type(within(drawer).getByLabelText(/^Email/), 'orders@shop.example');
    await user.click(within(drawer).getByRole('button', { name: 'ADD' }));
    expect(await within(drawer).findByText(SENDER_DOMAIN_MESSAGES.alreadyAdded)).toBeTruthy();
  });

  it('shows the three CNAME records with copy buttons, and verifies', async () => {
    const { calls, user } = setup();
    // After user-event's setup, which puts its own clipboard in place.
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click((await screen.findAllByRole('button', { name: 'Verify shop.example' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Verify Domain' });
    for (const record of ['domain', 'dkim1', 'dkim2'] as const) {
      const group = within(dialog).getByRole('group', { name: `${record} record` });
      expect(within(group).getByText(SHOP.cname[record].host)).toBeTruthy();
      expect(within(group).getByText(SHOP.cname[record].data)).toBeTruthy();
    }
    await user.click(within(dialog).getByRole('button', { name: 'Copy dkim1 Value' }));
    expect(writeText).toHaveBeenCalledWith(SHOP.cname.dkim1.data);
    expect(await screen.findByText(SENDER_DOMAIN_MESSAGES.copied)).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(SENDER_DOMAIN_MESSAGES.verified)).toBeTruthy();
    expect(sent(calls, `POST /api/domain/validate/${SHOP.domain_id}`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Verify Domain' })).toBeNull());
  });

  it("keeps the dialog open with the server's message when a record is not right", async () => {
    const failure = SENDER_DOMAIN_MESSAGES.notVerified([SENDER_DOMAIN_MESSAGES.recordMissing('dkim2', SHOP.cname.dkim2.host)]);
    const { user } = setup({ extra: { [`POST /api/domain/validate/${SHOP.domain_id}`]: () => ({ status: 400, message: [failure] }) } });
    await user.click((await screen.findAllByRole('button', { name: 'Verify shop.example' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Verify Domain' });
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(failure);
  });

  it('deletes an address after confirmation', async () => {
    const { calls, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Delete news@shop.example' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Email?' });
    expect(within(confirm).getByText(SENDER_DOMAIN_MESSAGES.deleteConfirm('news@shop.example'))).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(sent(calls, 'PUT /api/domain')).toEqual([]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete Email?' })).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Delete news@shop.example' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete Email?' })).getByRole('button', { name: 'Yes, Delete' }));
    expect(await screen.findByText(SENDER_DOMAIN_MESSAGES.emailDeleted)).toBeTruthy();
    expect(sent(calls, 'PUT /api/domain')).toEqual([{ email: 'news@shop.example' }]);
  });
});
