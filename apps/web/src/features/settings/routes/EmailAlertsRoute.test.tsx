import { PROFILE_MESSAGES } from '@trailpost/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeSession } from '@/lib/session';
import { sessionFixture } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderScreen } from '@/test/render';
import { DIGEST_LABEL, EmailAlertsRoute } from './EmailAlertsRoute';

const PROFILE = {
  _id: 'u1',
  name: 'Ada',
  email: 'ada@example.com',
  date_format: 'MM-DD-YYYY',
  time_zone_id: 'Europe/Berlin',
  time_zone_data: { id: 'Europe/Berlin', name: '(UTC+01:00) Europe/Berlin', timezone: 'Europe/Berlin', offset: '+01:00' },
  daily_digest_email_active: 0,
};

describe('e-mail alerts', () => {
  beforeEach(() => storeSession(sessionFixture()));

  it('turns the daily digest on and off with the server texts', async () => {
    let active = 0;
    const calls = mockApi({
      'GET /api/user/profile': () => ({ data: { ...PROFILE, daily_digest_email_active: active } }),
      'PUT /api/user/alerts/u1': (body) => {
        active = (body as { daily_digest_email_active: number }).daily_digest_email_active;
        return { data: { _id: 'u1', daily_digest_email_active: active }, message: [active ? PROFILE_MESSAGES.digestActivated : PROFILE_MESSAGES.digestDeactivated] };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderScreen(<EmailAlertsRoute />, { path: '/email_alerts' });
    const toggle = (await screen.findByLabelText(DIGEST_LABEL)) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    expect(screen.getByText(/08:00 in your time zone \(Europe\/Berlin\)/)).toBeTruthy();
    await user.click(toggle);
    expect(await screen.findByText(PROFILE_MESSAGES.digestActivated)).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText(DIGEST_LABEL) as HTMLInputElement).checked).toBe(true));
    await user.click(screen.getByLabelText(DIGEST_LABEL));
    expect(await screen.findByText(PROFILE_MESSAGES.digestDeactivated)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ daily_digest_email_active: 1 }, { daily_digest_email_active: 0 }]);
  });

  it('keeps the switch and shows the error when the server refuses', async () => {
    mockApi({
      'GET /api/user/profile': () => ({ data: PROFILE }),
      'PUT /api/user/alerts/u1': () => ({ status: 403, message: ["Guess you don't have access to this module. Check with your admin for more details."] }),
    });
    const user = userEvent.setup({ delay: null });
    renderScreen(<EmailAlertsRoute />, { path: '/email_alerts' });
    await user.click(await screen.findByLabelText(DIGEST_LABEL));
    expect(await screen.findByText(/Guess you don't have access/)).toBeTruthy();
    expect((screen.getByLabelText(DIGEST_LABEL) as HTMLInputElement).checked).toBe(false);
  });
});
