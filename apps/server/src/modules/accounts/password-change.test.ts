import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, PROFILE_MESSAGES } from '@trailpost/contracts';
import { createSubUser, login, messagesOf, PASSWORD, signUp, type SignedIn } from '../../test/accounts.js';
import { useTestApp } from '../../test/harness.js';

const t = useTestApp();

const change = (who: SignedIn, payload: object) => t.app.inject({ method: 'PUT', url: '/api/user/change_password', headers: who.headers, payload });
const me = (who: SignedIn) => t.app.inject({ method: 'GET', url: '/api/user', headers: who.headers });

describe('change password', () => {
  it('stores the new password and ends every session of the user, the caller included', async () => {
    const owner = await signUp(t.app);
    const otherBrowser = await login(t.app, owner.session.email);
    const response = await change(owner, { current_password: PASSWORD, new_password: 'newpass42', confirm_password: 'newpass42' });
    expect(response.json()).toEqual({ meta: { code: 200, message: [PROFILE_MESSAGES.passwordUpdated] }, data: null });
    expect(response.headers['set-cookie']).toContain('trailpost_session=;');
    for (const who of [owner, otherBrowser]) expect((await me(who)).json().meta.message).toEqual([AUTH_MESSAGES.sessionExpired]);
    const refused = await t.app.inject({ method: 'POST', url: '/api/user/login', payload: { email: owner.session.email, password: PASSWORD } });
    expect(refused.statusCode).toBe(401);
    expect((await login(t.app, owner.session.email, 'newpass42')).session._id).toBe(owner.session._id);
  });

  it.each([
    [{ new_password: 'newpass42', confirm_password: 'newpass42' }, PROFILE_MESSAGES.currentPasswordRequired],
    [{ current_password: '', new_password: 'newpass42', confirm_password: 'newpass42' }, PROFILE_MESSAGES.currentPasswordRequired],
    [{ current_password: PASSWORD, new_password: 'ab1', confirm_password: 'ab1' }, AUTH_MESSAGES.resetPasswordMin],
    [{ current_password: PASSWORD, new_password: 'onlyletters', confirm_password: 'onlyletters' }, AUTH_MESSAGES.resetPasswordAlphanumeric],
    [{ current_password: PASSWORD, new_password: 'newpass42' }, AUTH_MESSAGES.confirmRequired],
    [{ current_password: PASSWORD, new_password: 'newpass42', confirm_password: 'newpass43' }, PROFILE_MESSAGES.confirmMismatch],
    [{ current_password: 'wrong123', new_password: 'newpass42', confirm_password: 'newpass42' }, PROFILE_MESSAGES.currentPasswordWrong],
    [{ current_password: PASSWORD, new_password: PASSWORD, confirm_password: PASSWORD }, PROFILE_MESSAGES.newPasswordSame],
  ])('refuses %j with its message; the password and the session stay', async (payload, message) => {
    const owner = await signUp(t.app);
    const response = await change(owner, payload);
    expect(response.statusCode).toBe(400);
    expect(messagesOf(response)).toContain(message);
    expect((await me(owner)).statusCode).toBe(200);
    await login(t.app, owner.session.email, PASSWORD);
  });

  it('lets a sub-user change its own password whatever its role, settings or none', async () => {
    const owner = await signUp(t.app);
    const clerk = await createSubUser(t.app, t.database, owner, ['tracking']);
    const response = await change(clerk, { current_password: PASSWORD, new_password: 'newpass42', confirm_password: 'newpass42' });
    expect(response.json()).toEqual({ meta: { code: 200, message: [PROFILE_MESSAGES.passwordUpdated] }, data: null });
    expect((await login(t.app, clerk.session.email, 'newpass42')).session._id).toBe(clerk.session._id);
  });

  it('holds guesses of the current password to ten per quarter hour from one client', async () => {
    const owner = await signUp(t.app);
    const guess = () =>
      t.app.inject({ method: 'PUT', url: '/api/user/change_password', headers: owner.headers, remoteAddress: '10.250.0.9', payload: { current_password: 'guess1234', new_password: 'newpass42', confirm_password: 'newpass42' } });
    for (let i = 0; i < 10; i += 1) expect((await guess()).statusCode).toBe(400);
    const held = await guess();
    expect(held.statusCode).toBe(429);
    expect(held.json().meta.message[0]).toMatch(/^Too many requests/);
  });
});
