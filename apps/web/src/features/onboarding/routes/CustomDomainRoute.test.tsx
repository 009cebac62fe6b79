import { PUBLIC_TRACKING_MESSAGES, SENDER_DOMAIN_MESSAGES, SUB_DOMAIN_MESSAGES, type CustomDomainView } from '@trailpost/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { readItem } from '@/lib/storage';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { storeSession } from '@/lib/session';
import { sessionFixture } from '@/test/fixtures';
import { mockApi, type ApiCall, type MockHandler } from '@/test/mock-api';
import { renderScreen } from '@/test/render';
import { CustomDomainRoute } from './CustomDomainRoute';

const SUFFIX = '.trailpost.app';
const CHECKED_AT = '2025-03-04T05:06:07.000Z';

type Account = { sub_domain: string | null; custom_domain_url: string | null; status: CustomDomainView['status']; checked_at: string | null };

/** A small server: the sub-domain record and the custom domain's check, kept consistent like the real one. */
function setup(initial: Partial<Account> = {}, extra: Record<string, MockHandler> = {}) {
  const account: Account = { sub_domain: 'ada', custom_domain_url: `ada${SUFFIX}`, status: 'verified', checked_at: null, ...initial };
  const platformHost = () => `${account.sub_domain}${SUFFIX}`;
  const record = () => ({ data: { sub_domain: account.sub_domain, custom_domain_url: account.custom_domain_url, sub_domain_suffix: SUFFIX, public_host: account.sub_domain ? `${account.sub_domain}${SUFFIX}` : null } });
  const view = (): CustomDomainView => {
    const custom = account.custom_domain_url !== platformHost();
    return { custom_domain_url: account.custom_domain_url, status: custom ? account.status : 'verified', checked_at: custom ? account.checked_at : null, cname_target: custom ? platformHost() : null };
  };
  const calls = mockApi({
    'GET /api/user/sub_domain': record,
    'GET /api/user/custom_domain': () => ({ data: view() }),
    'POST /api/user/sub_domain': (body) => ({ data: { is_domain_available: (body as { sub_domain: string }).sub_domain !== 'taken' } }),
    'PUT /api/user/sub_domain': (body) => {
      const { sub_domain, custom_domain_url } = body as { sub_domain: string; custom_domain_url: string | null };
      const next = custom_domain_url ?? `${sub_domain}${SUFFIX}`;
      if (next !== account.custom_domain_url) Object.assign(account, { status: 'pending', checked_at: null });
      Object.assign(account, { sub_domain, custom_domain_url: next });
      return { ...record(), message: [SUB_DOMAIN_MESSAGES.saved] };
    },
    'POST /api/user/custom_domain/verify': () => {
      Object.assign(account, { status: 'failed', checked_at: CHECKED_AT });
      return { status: 400, message: [PUBLIC_TRACKING_MESSAGES.customDomainNotPointing(account.custom_domain_url ?? '', platformHost())] };
    },
    ...extra,
  });
  const user = userEvent.setup({ delay: null });
  renderScreen(<CustomDomainRoute />, { path: '/custom_domain' });
  return { calls, user, account };
}

const saves = (calls: ApiCall[]) => calls.filter((c) => c.method === 'PUT').map((c) => c.body);
const subDomainSection = () => screen.getByRole('region', { name: 'Your sub-domain' });
const customSection = () => screen.getByRole('region', { name: 'Custom domain' });
const customField = () => screen.getByLabelText('Custom Domain URL') as HTMLInputElement;

describe('custom domain screen', () => {
  beforeEach(() => storeSession(sessionFixture()));

  describe('sub-domain', () => {
    it('edits the sub-domain and stores it, keeping the default custom domain in step', async () => {
      const { calls, user } = setup();
      const field = (await screen.findByLabelText('Sub-domain')) as HTMLInputElement;
      expect(field.value).toBe('ada');
      await user.clear(field);
      await user.type(field, 'Ada Shop!');
      expect(field.value).toBe('adashop');
      expect(await screen.findByText(`adashop ${SUB_DOMAIN_MESSAGES.available}`, {}, { timeout: 3000 })).toBeTruthy();
      await user.click(within(subDomainSection()).getByRole('button', { name: 'SAVE' }));
      expect(await screen.findByText(SUB_DOMAIN_MESSAGES.saved)).toBeTruthy();
      expect(saves(calls)).toEqual([{ sub_domain: 'adashop', custom_domain_url: null }]);
      expect(readItem(STORAGE_KEYS.subDomain)).toBe('adashop');
      expect(readItem(STORAGE_KEYS.customDomainUrl)).toBe(`adashop${SUFFIX}`);
    });

    it('keeps the merchant\'s own domain when the sub-domain is saved', async () => {
      const { calls, user } = setup({ custom_domain_url: 'track.ada.com', status: 'pending' });
      const field = await screen.findByLabelText('Sub-domain');
      await user.type(field, '2');
      await user.click(within(subDomainSection()).getByRole('button', { name: 'SAVE' }));
      await screen.findByText(SUB_DOMAIN_MESSAGES.saved);
      expect(saves(calls)).toEqual([{ sub_domain: 'ada2', custom_domain_url: 'track.ada.com' }]);
    });

    it('blocks saving an empty sub-domain', async () => {
      const { calls, user } = setup();
      await user.clear(await screen.findByLabelText('Sub-domain'));
      await user.click(within(subDomainSection()).getByRole('button', { name: 'SAVE' }));
      expect(await screen.findByText(SUB_DOMAIN_MESSAGES.required)).toBeTruthy();
      expect(saves(calls)).toEqual([]);
    });

    it('says when the sub-domain is taken and blocks SAVE', async () => {
      const { user } = setup();
      const field = await screen.findByLabelText('Sub-domain');
      await user.clear(field);
      await user.type(field, 'taken');
      expect(await screen.findByText(`taken ${SUB_DOMAIN_MESSAGES.unavailable}`, {}, { timeout: 3000 })).toBeTruthy();
      await waitFor(() => expect((within(subDomainSection()).getByRole('button', { name: 'SAVE' }) as HTMLButtonElement).disabled).toBe(true));
    });
  });

  describe('custom domain', () => {
    it('starts empty while the address is the platform host, which needs no DNS record', async () => {
      setup();
      await screen.findByLabelText('Custom Domain URL');
      expect(customField().value).toBe('');
      expect(screen.getByText(`Leave empty to use ada${SUFFIX}.`)).toBeTruthy();
      expect(screen.queryByRole('group', { name: 'CNAME record' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Verify' })).toBeNull();
    });

    it('checks the domain against the URL pattern before saving', async () => {
      const { calls, user } = setup();
      await user.type(await screen.findByLabelText('Custom Domain URL'), 'not a domain');
      await user.click(within(customSection()).getByRole('button', { name: 'SAVE' }));
      expect(await screen.findByText(SUB_DOMAIN_MESSAGES.customDomainInvalid)).toBeTruthy();
      expect(saves(calls)).toEqual([]);
    });

    it('saves the domain, then shows the CNAME to add and the Pending status', async () => {
      const { calls, user } = setup();
      await user.type(await screen.findByLabelText('Custom Domain URL'), 'track.ada.com');
      await user.click(within(customSection()).getByRole('button', { name: 'SAVE' }));
      expect(await screen.findByText(SUB_DOMAIN_MESSAGES.saved)).toBeTruthy();
      expect(saves(calls)).toEqual([{ sub_domain: 'ada', custom_domain_url: 'track.ada.com' }]);
      expect(readItem(STORAGE_KEYS.customDomainUrl)).toBe('track.ada.com');
      const record = await screen.findByRole('group', { name: 'CNAME record' });
      expect(within(record).getByTestId('cname-type').textContent).toBe('CNAME');
      expect(within(record).getByTestId('cname-host').textContent).toBe('track.ada.com');
      expect(within(record).getByTestId('cname-points-to').textContent).toBe(`ada${SUFFIX}`);
      const status = screen.getByRole('status', { name: 'Custom domain status' });
      expect(within(status).getByText('Pending')).toBeTruthy();
      expect(within(status).getByText('Not checked yet')).toBeTruthy();
    });

    it('clears the domain back to the platform host', async () => {
      const { calls, user } = setup({ custom_domain_url: 'track.ada.com', status: 'pending' });
      await screen.findByRole('group', { name: 'CNAME record' });
      expect(customField().value).toBe('track.ada.com');
      await user.clear(customField());
      await user.click(within(customSection()).getByRole('button', { name: 'SAVE' }));
      await screen.findByText(SUB_DOMAIN_MESSAGES.saved);
      expect(saves(calls)).toEqual([{ sub_domain: 'ada', custom_domain_url: null }]);
      await waitFor(() => expect(screen.queryByRole('group', { name: 'CNAME record' })).toBeNull());
    });

    it('shows Verified with the time of the last check', async () => {
      setup({ custom_domain_url: 'track.ada.com', status: 'verified', checked_at: CHECKED_AT });
      const status = await screen.findByRole('status', { name: 'Custom domain status' });
      expect(within(status).getByText('Verified')).toBeTruthy();
      expect(within(status).getByText(/^Last checked 03-04-2025/)).toBeTruthy();
    });

    it('verifies: a refusal shows the server\'s message and the Failed status', async () => {
      const { calls, user } = setup({ custom_domain_url: 'track.ada.com', status: 'pending' });
      await user.click(await screen.findByRole('button', { name: 'Verify' }));
      expect(await within(customSection()).findByText(PUBLIC_TRACKING_MESSAGES.customDomainNotPointing('track.ada.com', `ada${SUFFIX}`))).toBeTruthy();
      expect(calls.filter((c) => c.path === '/api/user/custom_domain/verify')).toHaveLength(1);
      const status = screen.getByRole('status', { name: 'Custom domain status' });
      await waitFor(() => expect(within(status).getByText('Failed')).toBeTruthy());
      expect(within(status).getByText(/^Last checked/)).toBeTruthy();
    });

    it('verifies: success flashes the server\'s message and shows Verified', async () => {
      const { user, account } = setup(
        { custom_domain_url: 'track.ada.com', status: 'failed', checked_at: CHECKED_AT },
        {
          'POST /api/user/custom_domain/verify': () => {
            Object.assign(account, { status: 'verified', checked_at: '2025-03-05T00:00:00.000Z' });
            return { data: null, message: [PUBLIC_TRACKING_MESSAGES.customDomainVerified] };
          },
        },
      );
      await user.click(await screen.findByRole('button', { name: 'Verify' }));
      expect(await screen.findByText(PUBLIC_TRACKING_MESSAGES.customDomainVerified)).toBeTruthy();
      const status = screen.getByRole('status', { name: 'Custom domain status' });
      await waitFor(() => expect(within(status).getByText('Verified')).toBeTruthy());
      expect(screen.queryByText(/does not point/)).toBeNull();
    });

    it('copies the CNAME values', async () => {
      const { user } = setup({ custom_domain_url: 'track.ada.com', status: 'pending' });
      await user.click(await screen.findByRole('button', { name: 'Copy Points to' }));
      expect(await screen.findByText(SENDER_DOMAIN_MESSAGES.copied)).toBeTruthy();
      expect(await navigator.clipboard.readText()).toBe(`ada${SUFFIX}`);
    });

    it('asks for a sub-domain first', async () => {
      setup({ sub_domain: null, custom_domain_url: null });
      expect(await screen.findByText(/Choose and save your sub-domain first/)).toBeTruthy();
      expect(screen.queryByLabelText('Custom Domain URL')).toBeNull();
    });
  });
});
