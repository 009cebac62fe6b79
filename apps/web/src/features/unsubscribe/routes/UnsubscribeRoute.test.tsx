import { UNSUBSCRIBE_MESSAGES } from '@trailpost/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { renderScreen } from '@/test/render';
import { UnsubscribeRoute } from './UnsubscribeRoute';

const view = { company_name: 'Acme Store', email: 'buyer@example.com', unsubscribed: false };

describe('unsubscribe page', () => {
  it('names the merchant and the address, and confirms with one button', async () => {
    const calls = mockApi({
      'GET /api/unsubscribe': () => ({ data: view }),
      'POST /api/unsubscribe': () => ({ data: { ...view, unsubscribed: true }, message: [UNSUBSCRIBE_MESSAGES.unsubscribed('Acme Store')] }),
    });
    const user = userEvent.setup();
    renderScreen(<UnsubscribeRoute />, { path: '/unsubscribe', url: '/unsubscribe?token=tok-1' });
    expect(await screen.findByText('Acme Store')).toBeTruthy();
    expect(screen.getByText('buyer@example.com')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText(UNSUBSCRIBE_MESSAGES.unsubscribed('Acme Store'))).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.url.searchParams.get('token')).toBe('tok-1');
  });

  it('says when the link is not valid', async () => {
    mockApi({ 'GET /api/unsubscribe': () => ({ status: 404, message: [UNSUBSCRIBE_MESSAGES.invalidLink] }) });
    renderScreen(<UnsubscribeRoute />, { path: '/unsubscribe', url: '/unsubscribe?token=bad' });
    expect(await screen.findByText(UNSUBSCRIBE_MESSAGES.invalidLink)).toBeTruthy();
  });

  it('says so without asking the server when the link has no token', async () => {
    const calls = mockApi({});
    renderScreen(<UnsubscribeRoute />, { path: '/unsubscribe', url: '/unsubscribe' });
    expect(await screen.findByText(UNSUBSCRIBE_MESSAGES.invalidLink)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});
