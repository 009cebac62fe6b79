import { TEAM_MESSAGES, type RoleView, type SubUserView } from '@trailpost/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '@/lib/session';
import { sessionFixture } from '@/test/fixtures';
import { mockApi, type ApiCall, type MockHandler } from '@/test/mock-api';
import { renderScreen } from '@/test/render';
import { EDIT_LOADER_MS } from '../components/UserDrawer';
import { withdrawInvitationTexts } from '../components/WithdrawInvitationDialog';
import { SubUsersRoute } from './SubUsersRoute';

const PACKERS: RoleView = { _id: '11111111-1111-4111-8111-111111111111', name: 'Packers', department: 'Warehouse', role: ['tracking', 'assignTracking'], users: 1 };
const RAVI: SubUserView = {
  _id: '22222222-2222-4222-8222-222222222222',
  name: 'Ravi',
  email: 'ravi@example.com',
  role_id: PACKERS._id,
  role_name: 'Packers',
  department: 'Warehouse',
  active: 1,
  invite: 0,
  source: 'Web',
};

function setup(options: { users?: SubUserView[]; roles?: RoleView[]; total?: number; extra?: Record<string, MockHandler> } = {}) {
  const users = options.users ?? [RAVI];
  const calls = mockApi({
    'GET /api/sub_user/list': () => ({ data: users, message: ['Success'] }),
    'GET /api/role/list': () => ({ data: options.roles ?? [PACKERS] }),
    'POST /api/sub_user/invite': (body) => ({ data: RAVI, message: [(body as { resend?: boolean }).resend ? TEAM_MESSAGES.inviteResent : TEAM_MESSAGES.invited] }),
    [`PUT /api/sub_user/${RAVI._id}`]: (body) => ({ data: RAVI, message: [(body as { active: number }).active === 0 ? TEAM_MESSAGES.userDeactivated : TEAM_MESSAGES.userUpdated] }),
    'POST /api/role': () => ({ data: PACKERS, message: [TEAM_MESSAGES.roleAdded] }),
    [`PUT /api/role/${PACKERS._id}`]: () => ({ data: PACKERS, message: [TEAM_MESSAGES.roleUpdated] }),
    [`DELETE /api/role/${PACKERS._id}`]: () => ({ status: 400, message: [TEAM_MESSAGES.roleInUse(1)] }),
    ...options.extra,
  });
  const user = userEvent.setup({ delay: null });
  renderScreen(<SubUsersRoute />, { path: '/sub_users' });
  return { calls, user };
}
const sent = (calls: ApiCall[], key: string) => calls.filter((c) => `${c.method} ${c.path}` === key).map((c) => c.body);

describe('users tab', () => {
  beforeEach(() => storeSession(sessionFixture()));

  it('lists name, e-mail, role, department and status under a breadcrumb, 15 a page', async () => {
    const { calls } = setup();
    const row = await screen.findByRole('row', { name: 'Ravi' });
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Raviravi@example.com', 'ravi@example.com', 'Packers', 'Warehouse', 'Pending', '']);
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Name', 'Email', 'Role', 'Department', 'Status', 'Actions']);
    expect(screen.getByRole('link', { name: 'Settings' })).toBeTruthy();
    const list = calls.find((c) => c.path === '/api/sub_user/list')!;
    expect([list.url.searchParams.get('pageId'), list.url.searchParams.get('limit')]).toEqual(['1', '15']);
  });

  it('shows the empty state', async () => {
    setup({ users: [] });
    expect(await screen.findByText(TEAM_MESSAGES.noSubUsers)).toBeTruthy();
  });

  it('invites a user after checking name, e-mail and role', async () => {
    const { calls, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Add User' }));
    const drawer = await screen.findByRole('dialog', { name: 'Add User' });
    await user.click(within(drawer).getByRole('button', { name: 'SAVE' }));
    expect(within(drawer).getByText(TEAM_MESSAGES.nameRequired)).toBeTruthy();
    expect(within(drawer).getByText(TEAM_MESSAGES.emailRequired)).toBeTruthy();
    expect(within(drawer).getByText(TEAM_MESSAGES.roleRequired)).toBeTruthy();
    await user.type(within(drawer).getByLabelText(/^Name/), 'Nina');
    await user.type(within(drawer).getByLabelText(/^Account Email/), 'nina@');
    await user.click(within(drawer).getByRole('button', { name: 'SAVE' }));
    expect(within(drawer).getByText(TEAM_MESSAGES.emailInvalid)).toBeTruthy();
    await user.type(within(drawer).getByLabelText(/^Account Email/), 'example.com');
    await user.click(within(drawer).getByRole('combobox', { name: /^Role/ }));
    await user.click(await screen.findByRole('option', { name: 'Packers (Warehouse)' }));
    await user.click(within(drawer).getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText(TEAM_MESSAGES.invited)).toBeTruthy();
    expect(sent(calls, 'POST /api/sub_user/invite')).toEqual([
      { name: 'Nina', email: 'nina@example.com', role_id: PACKERS._id, role_name: 'Packers', department: 'Warehouse', source: 'Web' },
    ]);
  });

  it('opens the edit drawer behind an 800 ms loader, resends a pending invite and deactivates', async () => {
    const { calls, user } = setup();
    const row = await screen.findByRole('row', { name: 'Ravi' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await act(async () => row.click());
      const drawer = screen.getByRole('dialog', { name: 'Edit User' });
      expect(within(drawer).getAllByRole('progressbar').length).toBeGreaterThan(0);
      await act(async () => {
        vi.advanceTimersByTime(EDIT_LOADER_MS - 1);
      });
      expect(within(drawer).getAllByRole('progressbar').length).toBeGreaterThan(0);
      await act(async () => {
        vi.advanceTimersByTime(1);
      });
      expect(within(drawer).queryByRole('progressbar')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
    const drawer = screen.getByRole('dialog', { name: 'Edit User' });
    expect((within(drawer).getByLabelText(/^Account Email/) as HTMLInputElement).disabled).toBe(true);
    await user.click(within(drawer).getByRole('button', { name: 'Resend Invite' }));
    expect(await screen.findByText(TEAM_MESSAGES.inviteResent)).toBeTruthy();
    expect(sent(calls, 'POST /api/sub_user/invite')).toEqual([{ name: 'Ravi', email: 'ravi@example.com', role_id: PACKERS._id, resend: true, source: 'Web' }]);
    await user.click(within(drawer).getByRole('switch'));
    await user.click(within(drawer).getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText(TEAM_MESSAGES.userDeactivated)).toBeTruthy();
    expect(sent(calls, `PUT /api/sub_user/${RAVI._id}`)).toEqual([{ name: 'Ravi', role_id: PACKERS._id, active: 0 }]);
  });

  it('offers no Resend Invite once accepted', async () => {
    const { user } = setup({ users: [{ ...RAVI, invite: 1 }] });
    await user.click(await screen.findByRole('row', { name: 'Ravi' }));
    const drawer = await screen.findByRole('dialog', { name: 'Edit User' });
    await waitFor(() => expect(within(drawer).getByLabelText(/^Name/)).toBeTruthy(), { timeout: 2000 });
    expect(within(drawer).queryByRole('button', { name: 'Resend Invite' })).toBeNull();
  });
});

describe('withdrawing an invitation', () => {
  beforeEach(() => storeSession(sessionFixture()));

  const NINA: SubUserView = { ...RAVI, _id: '33333333-3333-4333-8333-333333333333', name: 'Nina', email: 'nina@example.com', invite: 1 };
  const texts = withdrawInvitationTexts(RAVI.email);

  it('asks first, then removes the pending user, says so and drops the row', async () => {
    const users = [RAVI, NINA];
    const { calls, user } = setup({
      users,
      extra: {
        [`DELETE /api/sub_user/${RAVI._id}/invitation`]: () => {
          users.splice(users.indexOf(RAVI), 1);
          return { message: [TEAM_MESSAGES.invitationWithdrawn] };
        },
      },
    });
    const row = await screen.findByRole('row', { name: 'Ravi' });
    await user.click(within(row).getByRole('button', { name: `Withdraw invitation to ${RAVI.email}` }));
    const dialog = await screen.findByRole('dialog', { name: texts.title });
    expect(within(dialog).getByText(texts.text)).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Edit User' })).toBeNull();
    expect(sent(calls, `DELETE /api/sub_user/${RAVI._id}/invitation`)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: texts.confirm }));
    expect(await screen.findByText(TEAM_MESSAGES.invitationWithdrawn)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: texts.title })).toBeNull());
    await waitFor(() => expect(screen.queryByRole('row', { name: 'Ravi' })).toBeNull());
    expect(screen.getByRole('row', { name: 'Nina' })).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([`/api/sub_user/${RAVI._id}/invitation`]);
  });

  it('sends nothing when the question is cancelled', async () => {
    const { calls, user } = setup();
    await user.click(within(await screen.findByRole('row', { name: 'Ravi' })).getByRole('button', { name: `Withdraw invitation to ${RAVI.email}` }));
    await user.click(within(await screen.findByRole('dialog', { name: texts.title })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: texts.title })).toBeNull());
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);
    expect(screen.getByRole('row', { name: 'Ravi' })).toBeTruthy();
  });

  it('offers nothing to withdraw for a user who accepted', async () => {
    setup({ users: [RAVI, NINA] });
    const accepted = await screen.findByRole('row', { name: 'Nina' });
    expect(within(accepted).queryByRole('button')).toBeNull();
    expect(within(screen.getByRole('row', { name: 'Ravi' })).getByRole('button', { name: `Withdraw invitation to ${RAVI.email}` })).toBeTruthy();
  });

  it("shows the server's refusal when the invitation was accepted meanwhile", async () => {
    const { user } = setup({
      extra: { [`DELETE /api/sub_user/${RAVI._id}/invitation`]: () => ({ status: 400, message: [TEAM_MESSAGES.cannotWithdrawAccepted] }) },
    });
    await user.click(within(await screen.findByRole('row', { name: 'Ravi' })).getByRole('button', { name: `Withdraw invitation to ${RAVI.email}` }));
    await user.click(within(await screen.findByRole('dialog', { name: texts.title })).getByRole('button', { name: texts.confirm }));
    expect(await screen.findByText(TEAM_MESSAGES.cannotWithdrawAccepted)).toBeTruthy();
  });
});

describe('roles tab', () => {
  beforeEach(() => storeSession(sessionFixture()));

  const openRoles = async (user: ReturnType<typeof userEvent.setup>) => user.click(await screen.findByRole('tab', { name: 'Roles' }));

  it('lists role name and department, and the empty state', async () => {
    const { user } = setup();
    await openRoles(user);
    const row = await screen.findByRole('row', { name: 'Packers' });
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Packers', 'Warehouse', 'Shipments, Assign Shipments', '1']);
  });

  it('adds a role with every module on by default; Shipments off turns Assign Shipments off', async () => {
    const { calls, user } = setup({ roles: [] });
    await openRoles(user);
    expect(await screen.findByText(TEAM_MESSAGES.noRoles)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add Role' }));
    const drawer = await screen.findByRole('dialog', { name: 'Add Role' });
    await user.click(within(drawer).getByRole('button', { name: 'SAVE' }));
    expect(within(drawer).getByText(TEAM_MESSAGES.roleNameRequired)).toBeTruthy();
    const switchOf = (label: string) => within(drawer).getByRole('switch', { name: label }) as HTMLInputElement;
    expect(['Dashboard', 'Shipments', 'Automations', 'Settings'].map((label) => switchOf(label).checked)).toEqual([true, true, true, true]);
    await user.click(switchOf('Assign Shipments'));
    await user.click(switchOf('Shipments'));
    expect(within(drawer).queryByRole('switch', { name: 'Assign Shipments' })).toBeNull();
    await user.click(switchOf('Shipments'));
    expect(switchOf('Assign Shipments').checked).toBe(false);
    await user.type(within(drawer).getByLabelText(/^Name/), 'Drivers');
    await user.click(within(drawer).getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText(TEAM_MESSAGES.roleAdded)).toBeTruthy();
    expect(sent(calls, 'POST /api/role')).toEqual([{ name: 'Drivers', department: '', role: ['dashboard', 'tracking', 'automations', 'settings'] }]);
  });

  it('says a role in use cannot be deleted', async () => {
    const { user } = setup();
    await openRoles(user);
    await user.click(await screen.findByRole('row', { name: 'Packers' }));
    const drawer = await screen.findByRole('dialog', { name: 'Edit Role' });
    await user.click(within(drawer).getByRole('button', { name: 'Delete Role' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, Delete' }));
    expect(await screen.findByText(TEAM_MESSAGES.roleInUse(1))).toBeTruthy();
  });

  it("shows the role-save failure text when the server fails", async () => {
    const { user } = setup({ extra: { [`PUT /api/role/${PACKERS._id}`]: () => ({ status: 500 }) } });
    await openRoles(user);
    await user.click(await screen.findByRole('row', { name: 'Packers' }));
    const drawer = await screen.findByRole('dialog', { name: 'Edit Role' });
    await user.click(within(drawer).getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText(TEAM_MESSAGES.roleSaveFailed)).toBeTruthy();
  });
});
