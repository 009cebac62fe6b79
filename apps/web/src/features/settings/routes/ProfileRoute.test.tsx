import { AUTH_MESSAGES, PROFILE_MESSAGES, type ProfileView } from '@trailpost/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { DISCARD_TEXTS } from '@/components/discard-guard/DiscardDialog';
import { readSession, storeSession } from '@/lib/session';
import { sessionFixture } from '@/test/fixtures';
import { mockApi, type ApiCall, type MockHandler } from '@/test/mock-api';
import { renderScreen } from '@/test/render';
import { ProfileRoute } from './ProfileRoute';

const UTC = { id: 'UTC', name: '(UTC+00:00) UTC', timezone: 'UTC', offset: '+00:00' };
const KOLKATA = { id: 'Asia/Kolkata', name: '(UTC+05:30) Asia/Kolkata', timezone: 'Asia/Kolkata', offset: '+05:30' };
const PROFILE: ProfileView = {
  _id: 'u1',
  name: 'Ada Merchant',
  email: 'ada@example.com',
  date_format: 'MM-DD-YYYY',
  time_zone_id: 'UTC',
  time_zone_data: UTC,
  daily_digest_email_active: 0,
};
const SESSIONS = [
  {
    _id: 's1',
    created_at: '2026-11-20T10:00:00.000Z',
    last_used_at: '2026-11-23T09:00:00.000Z',
    expires_at: '2027-02-18T10:00:00.000Z',
    user_agent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    ip: '203.0.113.5',
    current: true,
  },
  {
    _id: 's2',
    created_at: '2026-11-01T10:00:00.000Z',
    last_used_at: '2026-11-02T10:00:00.000Z',
    expires_at: '2027-01-30T10:00:00.000Z',
    user_agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    ip: '198.51.100.7',
    current: false,
  },
];

function setup(extra: Record<string, MockHandler> = {}) {
  let profile = { ...PROFILE };
  let sessions = [...SESSIONS];
  const calls = mockApi({
    'GET /api/user/profile': () => ({ data: profile }),
    'GET /api/timezone/list': () => ({ data: [UTC, KOLKATA] }),
    'GET /api/user/sessions': () => ({ data: sessions }),
    'DELETE /api/user/sessions/s2': () => {
      sessions = sessions.filter((s) => s._id !== 's2');
      return { message: [AUTH_MESSAGES.sessionRevoked] };
    },
    'PUT /api/user/edit_profile': (body) => {
      const input = body as { name: string; date_format: 'DD-MM-YYYY'; time_zone_id: string };
      profile = { ...profile, name: input.name, date_format: input.date_format, time_zone_id: input.time_zone_id, time_zone_data: KOLKATA };
      return { data: profile, message: [PROFILE_MESSAGES.saved] };
    },
    'PUT /api/user/change_password': () => ({ message: [PROFILE_MESSAGES.passwordUpdated] }),
    ...extra,
  });
  const user = userEvent.setup({ delay: null });
  renderScreen(<ProfileRoute />, { path: '/settings_profile' });
  return { calls, user };
}

const sent = (calls: ApiCall[], key: string) => calls.filter((c) => `${c.method} ${c.path}` === key).map((c) => c.body);

describe('profile screen', () => {
  beforeEach(() => storeSession(sessionFixture()));

  it('keeps the time zone closed to typing until the zones arrive, then shows the stored one', async () => {
    let arrive: () => void = () => {};
    const zonesArrived = new Promise<void>((resolve) => (arrive = resolve));
    setup({ 'GET /api/timezone/list': async () => (await zonesArrived, { data: [UTC, KOLKATA] }) });
    await screen.findByDisplayValue('Ada Merchant');
    const field = screen.getByLabelText('TimeZone') as HTMLInputElement;
    expect(field.disabled).toBe(true);
    arrive();
    await waitFor(() => expect((screen.getByLabelText('TimeZone') as HTMLInputElement).disabled).toBe(false));
    expect((screen.getByLabelText('TimeZone') as HTMLInputElement).value).toBe('(UTC+00:00) UTC');
  });

  it('shows the breadcrumb, the name, the read-only e-mail, the time zone and the date format', async () => {
    setup();
    expect(await screen.findByDisplayValue('Ada Merchant')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
    expect((screen.getByLabelText('Account Email') as HTMLInputElement).value).toBe('ada@example.com');
    expect((screen.getByLabelText('Account Email') as HTMLInputElement).disabled).toBe(true);
    await waitFor(() => expect((screen.getByLabelText('TimeZone') as HTMLInputElement).value).toBe('(UTC+00:00) UTC'));
    expect(screen.getByLabelText('Date Format').textContent).toContain('MM-DD-YYYY');
  });

  it('blocks saving without a name', async () => {
    const { calls, user } = setup();
    const name = await screen.findByDisplayValue('Ada Merchant');
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText(PROFILE_MESSAGES.nameRequired)).toBeTruthy();
    expect(sent(calls, 'PUT /api/user/edit_profile')).toEqual([]);
  });

  it('saves name, time zone and date format, and the session record follows', async () => {
    const { calls, user } = setup();
    const name = await screen.findByDisplayValue('Ada Merchant');
    await user.clear(name);
    await user.type(name, 'Ada Lovelace');
    await user.click(screen.getByLabelText('TimeZone'));
    await user.click(await screen.findByRole('option', { name: KOLKATA.name }));
    await user.click(screen.getByLabelText('Date Format'));
    await user.click(await screen.findByRole('option', { name: 'DD-MM-YYYY' }));
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText(PROFILE_MESSAGES.saved)).toBeTruthy();
    expect(sent(calls, 'PUT /api/user/edit_profile')).toEqual([{ name: 'Ada Lovelace', date_format: 'DD-MM-YYYY', time_zone_id: 'Asia/Kolkata' }]);
    // Every 'user' query is refreshed, the session record among them.
    await waitFor(() => expect(sent(calls, 'GET /api/user/profile').length).toBeGreaterThan(1));
  });

  it('lists the sessions, marks this browser and signs another out', async () => {
    const { calls, user } = setup();
    const table = await screen.findByRole('table', { name: 'Active sessions' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Device', 'Address', 'Signed in', 'Last active', 'Sign out']);
    expect(within(table).getByText('Chrome 131 on Linux')).toBeTruthy();
    expect(within(table).getByText('This browser')).toBeTruthy();
    expect(within(table).getByText('Safari 17 on iOS')).toBeTruthy();
    expect(within(table).getByText('11-02-2026 10:00 AM')).toBeTruthy();
    await user.click(within(table).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText(AUTH_MESSAGES.sessionRevoked)).toBeTruthy();
    await waitFor(() => expect(within(table).queryByText('Safari 17 on iOS')).toBeNull());
    expect(sent(calls, 'DELETE /api/user/sessions/s2')).toEqual([undefined]);
  });

  it('signs out everywhere from the session list, forgetting the session here', async () => {
    const { calls, user } = setup({ 'POST /api/user/logout_all': () => ({ message: [AUTH_MESSAGES.loggedOutEverywhere] }) });
    await screen.findByRole('table', { name: 'Active sessions' });
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(readSession()).toBeNull());
    expect(sent(calls, 'POST /api/user/logout_all')).toHaveLength(1);
  });
});

describe('change password drawer', () => {
  beforeEach(() => storeSession(sessionFixture()));

  const open = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.click(await screen.findByRole('button', { name: 'Change Password' }));
    return screen.findByRole('dialog');
  };

  it('warns about the sessions and checks every rule before sending', async () => {
    const { calls, user } = setup();
    const drawer = await open(user);
    expect(within(drawer).getByText(PROFILE_MESSAGES.passwordDrawerWarning)).toBeTruthy();
    await user.click(within(drawer).getByRole('button', { name: 'SAVE' }));
    expect(await within(drawer).findByText(PROFILE_MESSAGES.currentPasswordRequired)).toBeTruthy();
    expect(within(drawer).getByText(AUTH_MESSAGES.resetPasswordMin)).toBeTruthy();
    expect(within(drawer).getByText(AUTH_MESSAGES.confirmRequired)).toBeTruthy();

    await user.type(within(drawer).getByLabelText('Current Password'), 'secret123');
    await user.type(within(drawer).getByLabelText('New Password'), 'lettersonly');
    await user.type(within(drawer).getByLabelText('Confirm Password'), 'different1');
    await user.click(within(drawer).getByRole('button', { name: 'SAVE' }));
    expect(await within(drawer).findByText(AUTH_MESSAGES.resetPasswordAlphanumeric)).toBeTruthy();
    expect(within(drawer).getByText(PROFILE_MESSAGES.confirmMismatch)).toBeTruthy();
    expect(sent(calls, 'PUT /api/user/change_password')).toEqual([]);
  });

  it('opens again with cleared fields and errors', async () => {
    const { user } = setup();
    let drawer = await open(user);
    await user.type(within(drawer).getByLabelText('Current Password'), 'typed1');
    await user.click(within(drawer).getByRole('button', { name: 'SAVE' }));
    expect(await within(drawer).findByText(AUTH_MESSAGES.resetPasswordMin)).toBeTruthy();
    await user.click(within(drawer).getByRole('button', { name: 'CANCEL' }));
    await user.click(await screen.findByRole('button', { name: DISCARD_TEXTS.discard }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    drawer = await open(user);
    expect((within(drawer).getByLabelText('Current Password') as HTMLInputElement).value).toBe('');
    expect(within(drawer).queryByText(AUTH_MESSAGES.resetPasswordMin)).toBeNull();
  });

  it("puts the server's refusal under the current password", async () => {
    const { user } = setup({ 'PUT /api/user/change_password': () => ({ status: 400, message: [PROFILE_MESSAGES.currentPasswordWrong] }) });
    const drawer = await open(user);
    await user.type(within(drawer).getByLabelText('Current Password'), 'wrong123');
    await user.type(within(drawer).getByLabelText('New Password'), 'newpass42');
    await user.type(within(drawer).getByLabelText('Confirm Password'), 'newpass42');
    await user.click(within(drawer).getByRole('button', { name: 'SAVE' }));
    await waitFor(() => expect(within(drawer).getAllByText(PROFILE_MESSAGES.currentPasswordWrong).length).toBeGreaterThan(0));
    expect(readSession()).not.toBeNull();
  });

  it('on success ends the session here with the message', async () => {
    const { calls, user } = setup();
    const drawer = await open(user);
    await user.type(within(drawer).getByLabelText('Current Password'), 'secret123');
    await user.type(within(drawer).getByLabelText('New Password'), 'newpass42');
    await user.type(within(drawer).getByLabelText('Confirm Password'), 'newpass42');
    await user.click(within(drawer).getByRole('button', { name: 'SAVE' }));
    await waitFor(() => expect(readSession()).toBeNull());
    expect(sent(calls, 'PUT /api/user/change_password')).toEqual([{ current_password: 'secret123', new_password: 'newpass42', confirm_password: 'newpass42' }]);
    expect(await screen.findByText(`${PROFILE_MESSAGES.passwordUpdated} ${PROFILE_MESSAGES.loggedOutAfterPasswordChange}`)).toBeTruthy();
  });
});
