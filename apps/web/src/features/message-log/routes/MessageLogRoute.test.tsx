import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { renderScreen } from '@/test/render';
import { NO_MESSAGES } from '../components/MessageLogTable';
import { MessageLogRoute } from './MessageLogRoute';

const message = (overrides: object) => ({
  _id: crypto.randomUUID(),
  channel: 'email',
  kind: 'customer',
  to: 'buyer@example.com',
  summary: 'Your parcel is on its way',
  status: 'sent',
  attempts: 1,
  error: null,
  created_at: '2026-11-20T10:00:00.000Z',
  delivered_at: '2026-11-20T10:00:02.000Z',
  ...overrides,
});

describe('message log', () => {
  it('shows each message with its fate, a bounce with its reason and a retry as such', async () => {
    mockApi({
      'GET /api/message/list': () => ({
        data: [
          message({}),
          message({ to: 'gone@example.com', status: 'failed', error: '550 No such user here' }),
          message({ channel: 'sms', to: '+14155550100', summary: 'Out for delivery', status: 'pending', attempts: 1, error: '503 Service Unavailable' }),
        ],
        message: ['Success'],
      }),
    });
    renderScreen(<MessageLogRoute />, { path: '/message_log', url: '/message_log' });
    const table = await screen.findByRole('table', { name: 'Messages' });
    expect(within(table).getByText('Sent')).toBeTruthy();
    expect(within(table).getByText('550 No such user here')).toBeTruthy();
    expect(within(table).getByText('Retrying (attempt 2)')).toBeTruthy();
    expect(within(table).getByText('+14155550100')).toBeTruthy();
  });

  it('filters by channel and status through the server', async () => {
    const calls = mockApi({ 'GET /api/message/list': () => ({ data: [], message: ['Success'] }) });
    const user = userEvent.setup();
    renderScreen(<MessageLogRoute />, { path: '/message_log', url: '/message_log' });
    expect(await screen.findByText(NO_MESSAGES)).toBeTruthy();
    await user.click(screen.getByLabelText('Status'));
    await user.click(screen.getByRole('option', { name: 'Failed' }));
    await screen.findByText(NO_MESSAGES);
    expect(calls.at(-1)?.url.searchParams.get('status')).toBe('failed');
  });
});
