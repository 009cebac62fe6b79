import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AUDIT_MESSAGES } from '@trailpost/contracts';
import { mockApi } from '@/test/mock-api';
import { renderScreen } from '@/test/render';
import { auditFilters, AuditLogRoute } from './AuditLogRoute';

const entry = (overrides: object) => ({
  _id: crypto.randomUUID(),
  created_at: '2026-11-20T10:00:00.000Z',
  actor: { user_id: 'u1', email: 'owner@example.com', api_key_id: null },
  ip: '203.0.113.7',
  action: 'api_key.created',
  target_type: 'api_key',
  target_id: 'k1',
  changes: { token_name: { before: null, after: 'Sync' } },
  ...overrides,
});

const answer = (entries: object[]) => () => ({ data: { entries, total_records: entries.length }, message: ['Success'] });
const members = { 'GET /api/sub_user/list': () => ({ data: [{ _id: 'u2', name: 'Ada', email: 'ada@example.com' }], message: ['Success'] }) };

describe('audit log', () => {
  it('shows each change in words: who, through which key, what and how it changed', async () => {
    mockApi({
      ...members,
      'GET /api/audit_log': answer([
        entry({ action: 'team.role_created', target_type: 'role', changes: { name: { before: null, after: 'Support' } } }),
        entry({ actor: { user_id: 'u1', email: 'owner@example.com', api_key_id: 'key-9' }, changes: { token: { before: '********', after: '********' } } }),
      ]),
    });
    renderScreen(<AuditLogRoute />, { path: '/audit_log', url: '/audit_log' });
    const table = await screen.findByRole('table', { name: 'Audit log' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Role created')).toBeTruthy();
    expect(within(rows[0]!).getByText('name: (none) → Support')).toBeTruthy();
    expect(within(rows[1]!).getByText('API key created')).toBeTruthy();
    expect(within(rows[1]!).getByText('API key key-9')).toBeTruthy();
    expect(within(rows[1]!).getByText('token: ******** → ********')).toBeTruthy();
  });

  it('says when nothing has been recorded, and when nothing matches the filters', async () => {
    const calls = mockApi({ ...members, 'GET /api/audit_log': answer([]) });
    const user = userEvent.setup();
    renderScreen(<AuditLogRoute />, { path: '/audit_log', url: '/audit_log' });
    expect(await screen.findByText(AUDIT_MESSAGES.empty)).toBeTruthy();
    await user.click(screen.getByLabelText('Action'));
    await user.click(screen.getByRole('option', { name: 'Webhook deleted' }));
    expect(await screen.findByText(AUDIT_MESSAGES.emptyFiltered)).toBeTruthy();
    expect(calls.at(-1)?.url.searchParams.get('action')).toBe('webhook.deleted');
    await user.click(screen.getByLabelText('Who'));
    await user.click(screen.getByRole('option', { name: 'ada@example.com' }));
    await screen.findByText(AUDIT_MESSAGES.emptyFiltered);
    expect(calls.at(-1)?.url.searchParams.get('user_id')).toBe('u2');
  });

  it('shows the server’s refusal to a sub-user', async () => {
    const refusal = "Guess you don't have access to this module. Check with your admin for more details.";
    mockApi({ ...members, 'GET /api/audit_log': () => ({ status: 403, data: null, message: [refusal] }) });
    renderScreen(<AuditLogRoute />, { path: '/audit_log', url: '/audit_log' });
    expect(await screen.findByText(refusal)).toBeTruthy();
  });
});

describe('auditFilters', () => {
  it('turns the chosen days into the instants of the user’s zone, whole days', () => {
    expect(auditFilters({ action: '', userId: '', from: '2026-03-01', to: '2026-03-02' }, 'America/New_York')).toEqual({
      action: undefined,
      user_id: undefined,
      from: '2026-03-01T05:00:00.000Z',
      to: '2026-03-03T04:59:59.999Z',
    });
    expect(auditFilters({ action: 'store.updated', userId: 'u2', from: '', to: '' }, 'UTC')).toEqual({ action: 'store.updated', user_id: 'u2', from: undefined, to: undefined });
  });
});
