import { AUTH_MESSAGES } from '@trailpost/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { renderScreen } from '@/test/render';
import { ResetPasswordRoute } from './ResetPasswordRoute';

const setup = () => {
  const user = userEvent.setup();
  renderScreen(<ResetPasswordRoute />, { path: '/reset_password', url: '/reset_password?token=tok-9' });
  return user;
};

describe('reset-password form', () => {
  it('shows the length and confirm messages on an empty submit', async () => {
    const calls = mockApi({});
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(AUTH_MESSAGES.resetPasswordMin)).toBeTruthy();
    expect(screen.getByText(AUTH_MESSAGES.confirmRequired)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('asks for letters and digits, and for matching passwords', async () => {
    mockApi({});
    const user = setup();
    await user.type(screen.getByLabelText('New Password'), 'abcdefg');
    await user.type(screen.getByLabelText('Confirm Password'), 'abcdefh');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(AUTH_MESSAGES.resetPasswordAlphanumeric)).toBeTruthy();
    expect(screen.getByText(AUTH_MESSAGES.confirmMismatch)).toBeTruthy();
  });

  it('sends the token with both passwords, then goes to /login with a success toast', async () => {
    const calls = mockApi({
      'POST /api/user/reset_password': () => ({ message: [AUTH_MESSAGES.passwordReset] }),
    });
    const user = setup();
    await user.type(screen.getByLabelText('New Password'), 'secret12');
    await user.type(screen.getByLabelText('Confirm Password'), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
    expect(await screen.findByText(AUTH_MESSAGES.passwordReset)).toBeTruthy();
    expect(calls[0]?.body).toEqual({ token: 'tok-9', new_password: 'secret12', confirm_password: 'secret12' });
  });

  it('stays on the form and shows the server message on failure', async () => {
    mockApi({ 'POST /api/user/reset_password': () => ({ status: 400, message: [AUTH_MESSAGES.resetTokenInvalid] }) });
    const user = setup();
    await user.type(screen.getByLabelText('New Password'), 'secret12');
    await user.type(screen.getByLabelText('Confirm Password'), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(AUTH_MESSAGES.resetTokenInvalid)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveProperty('disabled', false);
  });
});
