import { describe, expect, it } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import { AUTH_MESSAGES } from '@trailpost/contracts';
import { mailOutbox, passwordResets } from '../../db/schema/index.js';
import { login, messagesOf, signUp, uniqueEmail } from '../../test/accounts.js';
import { TEST_PUBLIC_URL, useTestApp } from '../../test/harness.js';

const t = useTestApp();

const forgot = (email: string) => t.app.inject({ method: 'GET', url: `/api/user/forgot_password?emailid=${encodeURIComponent(email)}` });
const reset = (payload: object) => t.app.inject({ method: 'POST', url: '/api/user/reset_password', payload });

/** The reset link of the newest e-mail to this address, read back from the outbox. */
async function resetTokenFromOutbox(email: string): Promise<string> {
  const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(desc(mailOutbox.createdAt)).limit(1);
  const match = mail!.textBody.match(/reset_password\?token=([A-Za-z0-9_%-]+)/);
  return decodeURIComponent(match![1]!);
}

describe('GET /user/forgot_password', () => {
  it('queues an e-mail with a working reset link', async () => {
    const { session } = await signUp(t.app, { name: 'Rita' });
    const response = await forgot(session.email);
    expect(response.statusCode).toBe(200);
    expect(messagesOf(response)).toEqual([AUTH_MESSAGES.resetLinkSent]);
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, session.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Reset your Trailpost password');
    expect(mails[0]!.textBody).toContain(`${TEST_PUBLIC_URL}/reset_password?token=`);
    expect(mails[0]!.textBody).toContain('Hi Rita,');
    expect(mails[0]!.status).toBe('pending');
  });

  it('says when the e-mail is not registered', async () => {
    const response = await forgot(uniqueEmail());
    expect(response.statusCode).toBe(404);
    expect(messagesOf(response)).toEqual([AUTH_MESSAGES.emailNotRegistered]);
  });

  it('validates the e-mail', async () => {
    const response = await forgot('broken@');
    expect(response.statusCode).toBe(400);
    expect(messagesOf(response)).toEqual([AUTH_MESSAGES.emailInvalid]);
  });

  it('delivers the queued e-mail into the local outbox', async () => {
    const { session } = await signUp(t.app);
    await forgot(session.email);
    expect(await t.app.mail.deliverPending()).toBeGreaterThan(0);
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, session.email));
    expect(mail!.status).toBe('kept');
    expect(await t.app.mail.deliverPending()).toBe(0);
  });
});

describe('POST /user/reset_password', () => {
  it('sets the new password, ends every session and works only once', async () => {
    const { session, headers } = await signUp(t.app);
    await forgot(session.email);
    const token = await resetTokenFromOutbox(session.email);
    const response = await reset({ token, new_password: 'newpass9', confirm_password: 'newpass9' });
    expect(response.statusCode).toBe(200);
    expect(messagesOf(response)).toEqual([AUTH_MESSAGES.passwordReset]);
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers })).statusCode).toBe(401);
    await login(t.app, session.email, 'newpass9');
    const again = await reset({ token, new_password: 'other123', confirm_password: 'other123' });
    expect(again.statusCode).toBe(400);
    expect(messagesOf(again)).toEqual([AUTH_MESSAGES.resetTokenInvalid]);
  });

  it('retires older links when one is used', async () => {
    const { session } = await signUp(t.app);
    await forgot(session.email);
    const older = await resetTokenFromOutbox(session.email);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await forgot(session.email);
    const newer = await resetTokenFromOutbox(session.email);
    expect(newer).not.toBe(older);
    expect((await reset({ token: newer, new_password: 'newpass9', confirm_password: 'newpass9' })).statusCode).toBe(200);
    expect((await reset({ token: older, new_password: 'newpass8', confirm_password: 'newpass8' })).statusCode).toBe(400);
  });

  it('refuses an expired link', async () => {
    const { session } = await signUp(t.app);
    await forgot(session.email);
    const token = await resetTokenFromOutbox(session.email);
    await t.database.db.update(passwordResets).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(passwordResets.userId, session._id));
    const response = await reset({ token, new_password: 'newpass9', confirm_password: 'newpass9' });
    expect(response.statusCode).toBe(400);
    expect(messagesOf(response)).toEqual([AUTH_MESSAGES.resetTokenInvalid]);
  });

  it('refuses an unknown token', async () => {
    const response = await reset({ token: 'made-up', new_password: 'newpass9', confirm_password: 'newpass9' });
    expect(response.statusCode).toBe(400);
    expect(messagesOf(response)).toEqual([AUTH_MESSAGES.resetTokenInvalid]);
  });

  it.each([
    ['too short', { new_password: 'ab1', confirm_password: 'ab1' }, AUTH_MESSAGES.resetPasswordMin],
    ['not alphanumeric', { new_password: 'abcdefgh', confirm_password: 'abcdefgh' }, AUTH_MESSAGES.resetPasswordAlphanumeric],
    ['confirm missing', { new_password: 'abc1234', confirm_password: '' }, AUTH_MESSAGES.confirmRequired],
    ['confirm different', { new_password: 'abc1234', confirm_password: 'abc12345' }, AUTH_MESSAGES.confirmMismatch],
  ])('refuses a password %s with its message', async (_case, fields, message) => {
    const response = await reset({ token: 'whatever', ...fields });
    expect(response.statusCode).toBe(400);
    expect(messagesOf(response)).toContain(message);
  });
});

describe('POST /user/reset_password/check', () => {
  const check = (payload: object) => t.app.inject({ method: 'POST', url: '/api/user/reset_password/check', payload });
  const unusable = { meta: { code: 200, message: [AUTH_MESSAGES.resetTokenInvalid] }, data: { usable: false } };

  it('says a fresh link is usable without spending it', async () => {
    const { session } = await signUp(t.app);
    await forgot(session.email);
    const token = await resetTokenFromOutbox(session.email);
    expect((await check({ token })).json()).toEqual({ meta: { code: 200, message: ['Success'] }, data: { usable: true } });
    expect((await check({ token })).json().data).toEqual({ usable: true });
    expect((await reset({ token, new_password: 'newpass9', confirm_password: 'newpass9' })).statusCode).toBe(200);
  });

  it('gives one and the same answer for a used, an expired and an unknown link', async () => {
    const used = await signUp(t.app);
    await forgot(used.session.email);
    const usedToken = await resetTokenFromOutbox(used.session.email);
    await reset({ token: usedToken, new_password: 'newpass9', confirm_password: 'newpass9' });

    const expired = await signUp(t.app);
    await forgot(expired.session.email);
    const expiredToken = await resetTokenFromOutbox(expired.session.email);
    await t.database.db.update(passwordResets).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(passwordResets.userId, expired.session._id));

    for (const token of [usedToken, expiredToken, 'made-up']) {
      const response = await check({ token });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(unusable);
    }
  });

  it('refuses a missing or empty token with the link message', async () => {
    for (const payload of [{}, { token: '' }]) {
      const response = await check(payload);
      expect(response.statusCode).toBe(400);
      expect(messagesOf(response)).toEqual([AUTH_MESSAGES.resetTokenInvalid]);
    }
  });
});
