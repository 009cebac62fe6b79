import { API_KEY_MESSAGES, type ApiKeyView } from '@trailpost/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '@/lib/session';
import { sessionFixture } from '@/test/fixtures';
import { mockApi, type ApiCall, type MockHandler } from '@/test/mock-api';
import { renderScreen } from '@/test/render';
import { DeveloperAppsRoute } from './DeveloperAppsRoute';

const SYNC: ApiKeyView = {
  _id: '11111111-1111-4111-8111-111111111111',
  token_name: 'Warehouse sync',
  token: 'tp_live_AbCdEfGhIjKlMnOpQrStUvWxYz012345',
  created_at: '2025-03-14T09:41:00.000Z',
  last_used_at: null,
};
const NEW_KEY: ApiKeyView = { ...SYNC, _id: '22222222-2222-4222-8222-222222222222', token_name: 'ERP', token: 'tp_live_NewNewNewNewNewNewNewNewNewNew0' };
const REFRESHED: ApiKeyView = { ...SYNC, token: 'tp_live_RefreshedRefreshedRefreshed99' };

function setup(options: { keys?: ApiKeyView[]; extra?: Record<string, MockHandler> } = {}) {
  const calls = mockApi({
    'GET /api/user/get_tokens': () => ({ data: { developer_token: options.keys ?? [SYNC] }, message: ['Success'] }),
    'POST /api/user/add_token': () => ({ data: NEW_KEY, message: [API_KEY_MESSAGES.added] }),
    'PUT /api/user/refresh_token': () => ({ data: REFRESHED, message: [API_KEY_MESSAGES.refreshed] }),
    'DELETE /api/user/delete_token': () => ({ data: null, message: [API_KEY_MESSAGES.deleted] }),
    ...options.extra,
  });
  const user = userEvent.setup({ delay: null });
  renderScreen(<DeveloperAppsRoute />, { path: '/developer_apps' });
  return { calls, user };
}
const sent = (calls: ApiCall[], key: string) => calls.filter((c) => `${c.method} ${c.path}` === key).map((c) => c.body);

async function openKey(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('row', { name }));
  return screen.findByRole('dialog', { name: 'API Key' });
}

describe('/developer_apps', () => {
  beforeEach(() => storeSession(sessionFixture()));

  it('lists the keys masked, with when they were used and created, under a breadcrumb to /settings', async () => {
    setup();
    const row = await screen.findByRole('row', { name: SYNC.token_name });
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([SYNC.token_name, 'tp_live_AbCd••••••••', 'Never', '03-14-2025 09:41 AM']);
    expect(screen.queryByText(SYNC.token)).toBeNull();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Key Name', 'API Key', 'Last used', 'Created']);
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
    expect(screen.getByRole('heading', { level: 1, name: 'API Keys' })).toBeTruthy();
  });

  it('shows the empty state', async () => {
    setup({ keys: [] });
    expect(await screen.findByText(API_KEY_MESSAGES.empty)).toBeTruthy();
  });

  it('requires a name, then adds the key and shows it in full in view mode', async () => {
    const { calls, user } = setup({ keys: [] });
    await user.click(await screen.findByRole('button', { name: 'Add API Key' }));
    const drawer = await screen.findByRole('dialog', { name: 'Add API Key' });
    await user.click(within(drawer).getByRole('button', { name: 'ADD' }));
    expect(await within(drawer).findByText(API_KEY_MESSAGES.nameRequired)).toBeTruthy();
    await user.type(within(drawer).getByLabelText(/^Key Name/), 'x'.repeat(51));
    await user.click(within(drawer).getByRole('button', { name: 'ADD' }));
    expect(await within(drawer).findByText(API_KEY_MESSAGES.nameTooLong)).toBeTruthy();
    expect(sent(calls, 'POST /api/user/add_token')).toEqual([]);

    await user.clear(within(drawer).getByLabelText(/^Key Name/));
    await user.type(within(drawer).getByLabelText(/^Key Name/), '  ERP ');
    await user.click(within(drawer).getByRole('button', { name: 'ADD' }));
    expect(await screen.findByText(API_KEY_MESSAGES.added)).toBeTruthy();
    expect(sent(calls, 'POST /api/user/add_token')).toEqual([{ token_name: 'ERP' }]);
    const view = await screen.findByRole('dialog', { name: 'API Key' });
    expect(within(within(view).getByRole('group', { name: 'API Key' })).getByText(NEW_KEY.token)).toBeTruthy();
    expect(within(view).getByText('ERP')).toBeTruthy();
  });

  it("shows the server's refusal of a new key under the name", async () => {
    const { user } = setup({ extra: { 'POST /api/user/add_token': () => ({ status: 400, message: [API_KEY_MESSAGES.tooMany(20)] }) } });
    await user.click(await screen.findByRole('button', { name: 'Add API Key' }));
    const drawer = await screen.findByRole('dialog', { name: 'Add API Key' });
    await user.type(within(drawer).getByLabelText(/^Key Name/), 'One more');
    await user.click(within(drawer).getByRole('button', { name: 'ADD' }));
    expect(await within(drawer).findByText(API_KEY_MESSAGES.tooMany(20))).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Add API Key' })).toBeTruthy();
  });

  it('copies the whole key from the view mode', async () => {
    const { user } = setup();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const view = await openKey(user, SYNC.token_name);
    expect(within(view).getByText(SYNC.token)).toBeTruthy();
    await user.click(within(view).getByRole('button', { name: 'Copy API Key' }));
    expect(writeText).toHaveBeenCalledWith(SYNC.token);
    expect(await screen.findByText(API_KEY_MESSAGES.copied)).toBeTruthy();
  });

  it('refreshes a key after confirmation and shows the new one', async () => {
    const { calls, user } = setup();
    const view = await openKey(user, SYNC.token_name);
    await user.click(within(view).getByRole('button', { name: 'REFRESH' }));
    const confirm = await screen.findByRole('dialog', { name: 'Refresh API Key?' });
    expect(within(confirm).getByText(API_KEY_MESSAGES.refreshConfirm(SYNC.token_name))).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(sent(calls, 'PUT /api/user/refresh_token')).toEqual([]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Refresh API Key?' })).toBeNull());

    await user.click(within(view).getByRole('button', { name: 'REFRESH' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Refresh API Key?' })).getByRole('button', { name: 'Yes, Refresh' }));
    expect(await screen.findByText(API_KEY_MESSAGES.refreshed)).toBeTruthy();
    expect(sent(calls, 'PUT /api/user/refresh_token')).toEqual([{ developer_token: { token_name: SYNC.token_name, token: SYNC.token } }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Refresh API Key?' })).toBeNull());
    expect(within(await screen.findByRole('dialog', { name: 'API Key' })).getByText(REFRESHED.token)).toBeTruthy();
  });

  it('deletes a key from the delete-confirmation mode of the drawer', async () => {
    const { calls, user } = setup();
    let view = await openKey(user, SYNC.token_name);
    await user.click(within(view).getByRole('button', { name: 'DELETE' }));
    let confirm = await screen.findByRole('dialog', { name: 'Delete API Key' });
    expect(within(confirm).getByText(API_KEY_MESSAGES.deleteConfirm(SYNC.token_name))).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'CANCEL' }));
    view = await screen.findByRole('dialog', { name: 'API Key' });
    expect(sent(calls, 'DELETE /api/user/delete_token')).toEqual([]);

    await user.click(within(view).getByRole('button', { name: 'DELETE' }));
    confirm = await screen.findByRole('dialog', { name: 'Delete API Key' });
    await user.click(within(confirm).getByRole('button', { name: 'YES, DELETE' }));
    expect(await screen.findByText(API_KEY_MESSAGES.deleted)).toBeTruthy();
    expect(sent(calls, 'DELETE /api/user/delete_token')).toEqual([{ developer_token: { token: SYNC.token, token_name: SYNC.token_name } }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete API Key' })).toBeNull());
  });

  it("flashes the server's refusal of a delete", async () => {
    const { user } = setup({ extra: { 'DELETE /api/user/delete_token': () => ({ status: 404, message: [API_KEY_MESSAGES.notFound] }) } });
    const view = await openKey(user, SYNC.token_name);
    await user.click(within(view).getByRole('button', { name: 'DELETE' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete API Key' })).getByRole('button', { name: 'YES, DELETE' }));
    expect(await screen.findByText(API_KEY_MESSAGES.notFound)).toBeTruthy();
  });
});
