import { RECOVERY_CODE_COUNT, TWO_FACTOR_MESSAGES } from '@trailpost/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readSession, storeSession } from '@/lib/session';
import { subUserFixture } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

/** What the server answers a sub-user that must still turn two-step sign-in on; anything else is refused. */
const ENROLMENT_CALLS = ['GET /api/user', 'POST /api/user/two_factor/setup', 'POST /api/user/two_factor/enable', 'POST /api/user/logout'];
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

function setup() {
  const enrolling = { ...subUserFixture(['tracking']), two_factor_enrolment_required: true };
  let record = enrolling;
  const calls = mockApi({
    'GET /api/user': () => ({ data: record }),
    'POST /api/user/two_factor/setup': () => ({ data: { secret: SECRET, otpauth_uri: `otpauth://totp/Trailpost:sam?secret=${SECRET}` } }),
    'POST /api/user/two_factor/enable': () => {
      record = { ...enrolling, two_factor_enabled: true, two_factor_enrolment_required: false };
      return { data: { recovery_codes: Array.from({ length: RECOVERY_CODE_COUNT }, (_, index) => `code-${index}`) } };
    },
    'POST /api/user/logout': () => ({}),
  });
  storeSession(enrolling);
  return { calls, user: userEvent.setup() };
}

describe('a sub-user whose organization requires two-step sign-in', () => {
  it('is kept on the enrolment screen without the shell, whose calls the server would refuse, and carries on once enrolled', async () => {
    const { calls, user } = setup();
    const { router } = renderApp('/tracking');
    expect(await screen.findByRole('heading', { name: 'Turn on two-step sign-in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/two_factor_setup');
    expect(screen.getByText(TWO_FACTOR_MESSAGES.enrolmentRequired)).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();

    await user.click(await screen.findByRole('button', { name: 'Turn on' }));
    await user.type(await screen.findByLabelText('Code from the app'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    // The fresh record no longer asks for enrolment, yet the codes stay until the user says they are saved.
    expect(await screen.findByTestId('recovery-codes')).toBeTruthy();
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/user').length).toBeGreaterThan(1));
    expect(router.state.location.pathname).toBe('/two_factor_setup');
    expect(screen.getByTestId('recovery-codes')).toBeTruthy();
    expect(calls.map((c) => `${c.method} ${c.path}`).filter((call) => !ENROLMENT_CALLS.includes(call))).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tracking'));
    expect(readSession()?.record.two_factor_enrolment_required).toBe(false);
  });

  it('may log out from the enrolment screen', async () => {
    const { calls, user } = setup();
    const { router } = renderApp('/two_factor_setup');
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/(login|users)$/));
    expect(readSession()).toBeNull();
    expect(calls.map((c) => `${c.method} ${c.path}`).filter((call) => !ENROLMENT_CALLS.includes(call))).toEqual([]);
  });
});
