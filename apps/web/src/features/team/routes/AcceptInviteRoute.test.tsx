import { INVITE_TTL_MINUTES, TEAM_MESSAGES } from '@trailpost/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readSession } from '@/lib/session';
import { sessionFixture } from '@/test/fixtures';
import { mockApi, type MockHandler } from '@/test/mock-api';
import { renderScreen } from '@/test/render';
import { AcceptInviteRoute } from './AcceptInviteRoute';

const tokenFor = (claim: object) => `${btoa(JSON.stringify(claim)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.signature`;
const current = () => tokenFor({ iid: 'i1', tid: 't1', name: 'Nina Das', email: 'nina@example.com', exp: Math.floor(Date.now() / 1000) + INVITE_TTL_MINUTES * 60 });

function open(token: string, handlers: Record<string, MockHandler> = {}) {
  const calls = mockApi({
    'POST /api/sub_user/acceptinvite': () => ({ data: sessionFixture({ _id: 'u9', name: 'Nina Das', email: 'nina@example.com', user_type: 'subuser', access_token: '' }) }),
    ...handlers,
  });
  renderScreen(<AcceptInviteRoute />, { path: '/accept_invite', url: `/accept_invite?token=${encodeURIComponent(token)}` });
  return { calls, user: userEvent.setup({ delay: null }) };
}

describe('accept invite', () => {
  it('shows name and e-mail read-only and a Create Password field with a Login button', () => {
    open(current());
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Nina Das');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('nina@example.com');
    expect((screen.getByLabelText('Email') as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByLabelText('Create Password')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
  });

  it('checks the password rules, then signs in', async () => {
    const token = current();
    const { calls, user } = open(token);
    await user.type(screen.getByLabelText('Create Password'), 'letters');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(TEAM_MESSAGES.invitePasswordAlphanumeric)).toBeTruthy();
    await user.clear(screen.getByLabelText('Create Password'));
    await user.type(screen.getByLabelText('Create Password'), 'ab1');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(TEAM_MESSAGES.invitePasswordMin)).toBeTruthy();
    await user.clear(screen.getByLabelText('Create Password'));
    await user.type(screen.getByLabelText('Create Password'), 'welcome42');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await expect.poll(() => readSession()?.record._id).toBe('u9');
    expect(calls.map((c) => c.body)).toEqual([{ token, email: 'nina@example.com', password: 'welcome42' }]);
  });

  it('shows the expired screen for a link older than 2,880 minutes', () => {
    open(tokenFor({ iid: 'i1', tid: 't1', name: 'Nina', email: 'nina@example.com', exp: Math.floor(Date.now() / 1000) - 60 }));
    expect(screen.getByText(TEAM_MESSAGES.inviteExpired)).toBeTruthy();
    expect(screen.queryByLabelText('Create Password')).toBeNull();
  });

  it('says a broken link is not valid', () => {
    open('not-a-token');
    expect(screen.getByText(TEAM_MESSAGES.inviteInvalid)).toBeTruthy();
  });

  it("shows the server's refusal in place of the form", async () => {
    const { user } = open(current(), { 'POST /api/sub_user/acceptinvite': () => ({ status: 400, message: [TEAM_MESSAGES.inviteInvalid] }) });
    await user.type(screen.getByLabelText('Create Password'), 'welcome42');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(TEAM_MESSAGES.inviteInvalid)).toBeTruthy();
    expect(screen.queryByLabelText('Create Password')).toBeNull();
  });
});
