import { AUTH_MESSAGES } from '@trailpost/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, type MockHandler } from '@/test/mock-api';
import { renderScreen } from '@/test/render';
import { ResetPasswordRoute } from './ResetPasswordRoute';

const setup = (url = '/reset_password?token=tok-9') => {
  const user = userEvent.setup();
  renderScreen(<ResetPasswordRoute />, { path: '/reset_password', url });
  return user;
};

const CHECK = 'POST /api/user/reset_password/check';
const usable: MockHandler = () => ({ data: { usable: true } });
const unusable: MockHandler = () => ({ data: { usable: false }, message: [AUTH_MESSAGES.resetTokenInvalid] });

describe('reset-password form', () => {
  it('shows the length and confirm messages on an empty submit', async () => {
    const calls = mockApi({ [CHECK]: usable });
    const user = setup();
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(AUTH_MESSAGES.resetPasswordMin)).toBeTruthy();
    expect(screen.getByText(AUTH_MESSAGES.confirmRequired)).toBeTruthy();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([CHECK]);
  });

  it('asks for letters and digits, and for matching passwords', async () => {
    mockApi({ [CHECK]: usable });
    const user = setup();
    await user.type(await screen.findByLabelText('New Password'), 'abcdefg');
    await user.type(screen.getByLabelText('Confirm Password'), 'abcdefh');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(AUTH_MESSAGES.resetPasswordAlphanumeric)).toBeTruthy();
    expect(screen.getByText(AUTH_MESSAGES.confirmMismatch)).toBeTruthy();
  });

  it('sends the token with both passwords, then goes to /login with a success toast', async () => {
    const calls = mockApi({
      [CHECK]: usable,
      'POST /api/user/reset_password': () => ({ message: [AUTH_MESSAGES.passwordReset] }),
    });
    const user = setup();
    await user.type(await screen.findByLabelText('New Password'), 'secret12');
    await user.type(screen.getByLabelText('Confirm Password'), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
    expect(await screen.findByText(AUTH_MESSAGES.passwordReset)).toBeTruthy();
    expect(calls[0]?.body).toEqual({ token: 'tok-9' });
    expect(calls[1]?.body).toEqual({ token: 'tok-9', new_password: 'secret12', confirm_password: 'secret12' });
  });

  it('stays on the form and shows the server message on failure', async () => {
    mockApi({ [CHECK]: usable, 'POST /api/user/reset_password': () => ({ status: 400, message: [AUTH_MESSAGES.resetTokenInvalid] }) });
    const user = setup();
    await user.type(await screen.findByLabelText('New Password'), 'secret12');
    await user.type(screen.getByLabelText('Confirm Password'), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(AUTH_MESSAGES.resetTokenInvalid)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveProperty('disabled', false);
  });

  it('says at once that a used, expired or unknown link cannot be used, instead of the form, with a way to ask for a new one', async () => {
    const calls = mockApi({ [CHECK]: unusable });
    const user = setup();
    expect(await screen.findByText(AUTH_MESSAGES.resetTokenInvalid)).toBeTruthy();
    expect(screen.queryByLabelText('New Password')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([CHECK]);
    expect(calls[0]?.body).toEqual({ token: 'tok-9' });
    await user.click(screen.getByRole('link', { name: 'Request a new link' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/forgotPassword'));
  });

  it('says so without asking the server when the link has no token', async () => {
    const calls = mockApi({ [CHECK]: usable });
    setup('/reset_password');
    expect(await screen.findByText(AUTH_MESSAGES.resetTokenInvalid)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toBeTruthy();
    expect(screen.queryByLabelText('New Password')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('still offers the form when the link cannot be checked, the submit then says what is wrong', async () => {
    mockApi({ [CHECK]: () => ({ status: 500, message: ['Something went wrong !! Please contact support.'] }) });
    setup();
    expect(await screen.findByLabelText('New Password')).toBeTruthy();
  });
});
