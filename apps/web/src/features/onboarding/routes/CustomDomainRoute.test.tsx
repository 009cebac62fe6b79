import { SUB_DOMAIN_MESSAGES } from '@trailpost/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { readItem } from '@/lib/storage';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { storeSession } from '@/lib/session';
import { sessionFixture } from '@/test/fixtures';
import { mockApi, type ApiCall } from '@/test/mock-api';
import { renderScreen } from '@/test/render';
import { CustomDomainRoute } from './CustomDomainRoute';

const SUFFIX = '.trailpost.app';

function setup() {
  const calls = mockApi({
    'GET /api/user/sub_domain': () => ({ data: { sub_domain: 'ada', custom_domain_url: 'ada.trailpost.app', sub_domain_suffix: SUFFIX } }),
    'POST /api/user/sub_domain': (body) => ({ data: { is_domain_available: (body as { sub_domain: string }).sub_domain !== 'taken' } }),
    'PUT /api/user/sub_domain': (body) => {
      const { sub_domain, custom_domain_url } = body as { sub_domain: string; custom_domain_url: string | null };
      return { data: { sub_domain, custom_domain_url: custom_domain_url ?? `${sub_domain}${SUFFIX}`, sub_domain_suffix: SUFFIX }, message: [SUB_DOMAIN_MESSAGES.saved] };
    },
  });
  const user = userEvent.setup({ delay: null });
  renderScreen(<CustomDomainRoute />, { path: '/custom_domain' });
  return { calls, user };
}

const saves = (calls: ApiCall[]) => calls.filter((c) => c.method === 'PUT').map((c) => c.body);

describe('custom domain', () => {
  beforeEach(() => storeSession(sessionFixture()));

  it('edits the sub-domain and the custom domain and stores them', async () => {
    const { calls, user } = setup();
    const field = (await screen.findByLabelText('Sub-domain')) as HTMLInputElement;
    expect(field.value).toBe('ada');
    await user.clear(field);
    await user.type(field, 'Ada Shop!');
    expect(field.value).toBe('adashop');
    expect(await screen.findByText(`adashop ${SUB_DOMAIN_MESSAGES.available}`, {}, { timeout: 3000 })).toBeTruthy();
    const custom = screen.getByLabelText('Custom Domain URL');
    await user.clear(custom);
    await user.type(custom, 'track.adashop.com');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText(SUB_DOMAIN_MESSAGES.saved)).toBeTruthy();
    expect(saves(calls)).toEqual([{ sub_domain: 'adashop', custom_domain_url: 'track.adashop.com' }]);
    expect(readItem(STORAGE_KEYS.subDomain)).toBe('adashop');
    expect(readItem(STORAGE_KEYS.customDomainUrl)).toBe('track.adashop.com');
  });

  it('blocks saving an empty sub-domain or an invalid custom domain', async () => {
    const { calls, user } = setup();
    const field = await screen.findByLabelText('Sub-domain');
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText(SUB_DOMAIN_MESSAGES.required)).toBeTruthy();
    await user.type(field, 'ada');
    const custom = screen.getByLabelText('Custom Domain URL');
    await user.clear(custom);
    await user.type(custom, 'not a domain');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText(SUB_DOMAIN_MESSAGES.customDomainInvalid)).toBeTruthy();
    expect(saves(calls)).toEqual([]);
  });

  it('says when the sub-domain is taken and blocks SAVE', async () => {
    const { user } = setup();
    const field = await screen.findByLabelText('Sub-domain');
    await user.clear(field);
    await user.type(field, 'taken');
    expect(await screen.findByText(`taken ${SUB_DOMAIN_MESSAGES.unavailable}`, {}, { timeout: 3000 })).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('button', { name: 'SAVE' }) as HTMLButtonElement).disabled).toBe(true));
  });
});
