import { TWO_FACTOR_MESSAGES } from '@trailpost/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sessionFixture } from '@/test/fixtures';
import { mockApi, type ApiCall, type MockHandler } from '@/test/mock-api';
import { renderScreen } from '@/test/render';
import { TwoFactorCodeStep } from './TwoFactorCodeStep';

const RECORD = sessionFixture({ two_factor_enabled: true });

function setup(answer: MockHandler = () => ({ data: RECORD, message: ['Login successful.'] })) {
  const calls = mockApi({ 'POST /api/user/login/two_factor': answer });
  const onSignedIn = vi.fn();
  const user = userEvent.setup({ delay: null });
  renderScreen(<TwoFactorCodeStep challengeToken="challenge-1" onSignedIn={onSignedIn} />, { path: '/userLogin' });
  return { calls, onSignedIn, user };
}

const sent = (calls: ApiCall[]) => calls.filter((c) => c.path === '/api/user/login/two_factor').map((c) => c.body);

describe('sign-in code step', () => {
  it('sends the code from the app with the challenge and signs in with the record it answers', async () => {
    const { calls, onSignedIn, user } = setup();
    expect(screen.getByText(TWO_FACTOR_MESSAGES.codeRequired)).toBeTruthy();
    await user.type(screen.getByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(onSignedIn.mock.calls[0]?.[0]).toEqual(RECORD);
    expect(sent(calls)).toEqual([{ challenge_token: 'challenge-1', code: '123456' }]);
  });

  it('asks for a code before sending anything', async () => {
    const { calls, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('textbox', { name: 'Authentication code', description: TWO_FACTOR_MESSAGES.codeRequired })).toBeTruthy();
    expect(sent(calls)).toEqual([]);
  });

  it('takes a recovery code instead, and goes back to the app code', async () => {
    const { calls, onSignedIn, user } = setup();
    await user.type(screen.getByLabelText('Authentication code'), '12');
    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    const field = screen.getByLabelText('Recovery code') as HTMLInputElement;
    expect(field.value).toBe('');
    expect(screen.getByText(/Enter one of the recovery codes you saved/)).toBeTruthy();
    await user.type(field, 'abcde-12345');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(sent(calls)).toEqual([{ challenge_token: 'challenge-1', code: 'abcde-12345' }]);

    await user.click(screen.getByRole('button', { name: 'Use the code from your authenticator app' }));
    expect(screen.getByLabelText('Authentication code')).toBeTruthy();
    expect(screen.queryByLabelText('Recovery code')).toBeNull();
  });

  it("shows the server's message for a wrong code and stays on the step", async () => {
    const { onSignedIn, user } = setup(() => ({ status: 401, message: [TWO_FACTOR_MESSAGES.wrongCode] }));
    await user.type(screen.getByLabelText('Authentication code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.wrongCode)).toBeTruthy();
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeTruthy();
  });

  it('says when the sign-in has expired', async () => {
    const { user } = setup(() => ({ status: 401, message: [TWO_FACTOR_MESSAGES.challengeExpired] }));
    await user.type(screen.getByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.challengeExpired)).toBeTruthy();
  });
});
