import { PROFILE_MESSAGES, RECOVERY_CODE_COUNT, TWO_FACTOR_MESSAGES } from '@trailpost/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sessionFixture } from '@/test/fixtures';
import { mockApi, type ApiCall, type MockHandler } from '@/test/mock-api';
import { renderScreen } from '@/test/render';
import { TwoFactorSection } from './TwoFactorSection';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const RECOVERY_CODES = Array.from({ length: RECOVERY_CODE_COUNT }, (_, index) => `code${index}-abcde`);

function setup({ enabled = false, extra = {} }: { enabled?: boolean; extra?: Record<string, MockHandler> } = {}) {
  let on = enabled;
  const calls = mockApi({
    'GET /api/user': () => ({ data: sessionFixture({ two_factor_enabled: on }) }),
    'POST /api/user/two_factor/setup': () => ({ data: { secret: SECRET, otpauth_uri: `otpauth://totp/Trailpost:ada%40example.com?secret=${SECRET}&issuer=Trailpost` } }),
    'POST /api/user/two_factor/enable': (body) => {
      if ((body as { code: string }).code !== '123456') return { status: 400, message: [TWO_FACTOR_MESSAGES.wrongCode] };
      on = true;
      return { data: { recovery_codes: RECOVERY_CODES }, message: [TWO_FACTOR_MESSAGES.enabled] };
    },
    'POST /api/user/two_factor/disable': (body) => {
      const { password, code } = body as { password: string; code: string };
      if (password !== 'secret1') return { status: 400, message: [PROFILE_MESSAGES.currentPasswordWrong] };
      if (code !== '654321') return { status: 400, message: [TWO_FACTOR_MESSAGES.wrongCode] };
      on = false;
      return { message: [TWO_FACTOR_MESSAGES.disabled] };
    },
    ...extra,
  });
  const onEnabled = vi.fn();
  const user = userEvent.setup({ delay: null });
  renderScreen(<TwoFactorSection onEnabled={onEnabled} />, { path: '/settings_profile' });
  return { calls, onEnabled, user, section: () => screen.getByRole('heading', { name: 'Two-step sign-in' }).parentElement! };
}

const sent = (calls: ApiCall[], path: string) => calls.filter((c) => c.method === 'POST' && c.path === path).map((c) => c.body);

describe('two-step sign-in section', () => {
  it('turns on with the QR code, the key and a confirming code, then shows the recovery codes once', async () => {
    const { calls, onEnabled, user, section } = setup();
    expect(await screen.findByText('Off: signing in needs your password only.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Turn on' }));

    expect(await screen.findByText(TWO_FACTOR_MESSAGES.setupStarted)).toBeTruthy();
    expect(screen.getByTestId('two-factor-secret').textContent).toBe(SECRET);
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toBeTruthy();

    // Nothing is sent without a code; a wrong one is refused with the server's words.
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.codeRequired)).toBeTruthy();
    expect(sent(calls, '/api/user/two_factor/enable')).toEqual([]);
    await user.type(screen.getByLabelText('Code from the app'), '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.wrongCode)).toBeTruthy();
    expect(screen.getByTestId('two-factor-secret')).toBeTruthy();

    await user.clear(screen.getByLabelText('Code from the app'));
    await user.type(screen.getByLabelText('Code from the app'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const codes = await screen.findByTestId('recovery-codes');
    expect(codes.textContent?.split('\n')).toEqual(RECOVERY_CODES);
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.enabled)).toBeTruthy();
    expect(screen.queryByTestId('two-factor-secret')).toBeNull();
    expect(within(section()).getByRole('button', { name: 'Copy recovery codes' })).toBeTruthy();
    expect(sent(calls, '/api/user/two_factor/enable')).toEqual([{ code: '000000' }, { code: '123456' }]);

    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(onEnabled).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('recovery-codes')).toBeNull();
    expect(await screen.findByText('On: signing in asks for a code from your authenticator app.')).toBeTruthy();
  });

  it('can be left before confirming', async () => {
    const { calls, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Turn on' }));
    await screen.findByTestId('two-factor-secret');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByTestId('two-factor-secret')).toBeNull();
    expect(screen.getByText('Off: signing in needs your password only.')).toBeTruthy();
    expect(sent(calls, '/api/user/two_factor/enable')).toEqual([]);
  });

  it('says why the setup could not start', async () => {
    const { user } = setup({ extra: { 'POST /api/user/two_factor/setup': () => ({ status: 400, message: [TWO_FACTOR_MESSAGES.alreadyOn] }) } });
    await user.click(await screen.findByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.alreadyOn)).toBeTruthy();
    expect(screen.queryByTestId('two-factor-secret')).toBeNull();
  });

  it('turns off with the password and a code, showing what the server refuses', async () => {
    const { calls, user } = setup({ enabled: true });
    await user.click(await screen.findByRole('button', { name: 'Turn off' }));
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('type')).toBe('password');
    await user.type(password, 'wrong1');
    await user.type(screen.getByLabelText('Code from the app, or a recovery code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText(PROFILE_MESSAGES.currentPasswordWrong)).toBeTruthy();

    await user.clear(password);
    await user.type(password, 'secret1');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.disabled)).toBeTruthy();
    expect(sent(calls, '/api/user/two_factor/disable')).toEqual([
      { password: 'wrong1', code: '654321' },
      { password: 'secret1', code: '654321' },
    ]);
    await waitFor(() => expect(screen.getByText('Off: signing in needs your password only.')).toBeTruthy());
    expect(screen.queryByLabelText('Password')).toBeNull();
  });

  it('keeps it on when turning off is cancelled', async () => {
    const { calls, user } = setup({ enabled: true });
    await user.click(await screen.findByRole('button', { name: 'Turn off' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('On: signing in asks for a code from your authenticator app.')).toBeTruthy();
    expect(sent(calls, '/api/user/two_factor/disable')).toEqual([]);
  });
});
