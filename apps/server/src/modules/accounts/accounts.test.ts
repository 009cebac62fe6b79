import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AUTH_MESSAGES } from '@trailpost/contracts';
import { sessions, users } from '../../db/schema/index.js';
import { bearer, createSubUser, login, messagesOf, nextClientAddress, PASSWORD, signUp, uniqueEmail } from '../../test/accounts.js';
import { useTestApp } from '../../test/harness.js';

const t = useTestApp();

const register = (payload: object) => t.app.inject({ method: 'POST', url: '/api/user/register', remoteAddress: nextClientAddress(), payload });

describe('POST /user/register', () => {
  it('creates a tenant and a main user and returns the session record', async () => {
    const email = uniqueEmail();
    const response = await register({ name: 'Ann Shop', email: email.toUpperCase(), password: 'abc123', source: 'Web' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.meta).toEqual({ code: 200, message: ['Account created successfully.'] });
    expect(body.data).toMatchObject({
      name: 'Ann Shop',
      email,
      user_type: 'user',
      role: 'main',
      onboarding: { status: 0 },
      sub_domain: null,
      date_format: 'MM-DD-YYYY',
      time_zone_data: { timezone: 'UTC' },
      daily_digest_email_active: 0,
    });
    expect(body.data.roles).toEqual(['dashboard', 'tracking', 'automations', 'settings']);
    expect(body.data.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.data.user_details.tenant_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('stores an argon2id hash and never the password', async () => {
    const email = uniqueEmail();
    await register({ name: 'Hash', email, password: 'abc123' });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.passwordHash).not.toContain('abc123');
  });

  it('stores only a hash of the session token', async () => {
    const { token, session } = await signUp(t.app);
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, session._id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toBe(token);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses an e-mail that is already registered', async () => {
    const email = uniqueEmail();
    await register({ name: 'First', email, password: 'abc123' });
    const response = await register({ name: 'Second', email, password: 'abc123' });
    expect(response.statusCode).toBe(400);
    expect(messagesOf(response)).toEqual([AUTH_MESSAGES.emailTaken]);
  });

  it.each([
    ['name missing', { email: 'a@b.co', password: 'abc123' }, AUTH_MESSAGES.nameRequired],
    ['name blank', { name: '   ', email: 'a@b.co', password: 'abc123' }, AUTH_MESSAGES.nameRequired],
    ['e-mail missing', { name: 'A', password: 'abc123' }, AUTH_MESSAGES.emailRequired],
    ['e-mail invalid', { name: 'A', email: 'not-an-email', password: 'abc123' }, AUTH_MESSAGES.emailInvalid],
    ['password without digits', { name: 'A', email: 'a@b.co', password: 'abcdefg' }, AUTH_MESSAGES.passwordAlphanumeric],
    ['password without letters', { name: 'A', email: 'a@b.co', password: '1234567' }, AUTH_MESSAGES.passwordAlphanumeric],
    ['password too short', { name: 'A', email: 'a@b.co', password: 'ab12' }, AUTH_MESSAGES.passwordMin],
    ['password missing', { name: 'A', email: 'a@b.co' }, AUTH_MESSAGES.passwordRequired],
  ])('refuses %s with its message', async (_case, payload, message) => {
    const response = await register(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().meta.code).toBe(400);
    expect(messagesOf(response)).toContain(message);
  });

  it.each([
    ['a password over 128 characters', { name: 'A', email: 'long@example.com', password: `a1${'x'.repeat(127)}` }, AUTH_MESSAGES.passwordMax],
    ['an e-mail over 254 characters', { name: 'A', email: `${'a'.repeat(243)}@example.com`, password: PASSWORD }, AUTH_MESSAGES.emailTooLong],
  ])('refuses %s with its message', async (_case, payload, message) => {
    const response = await register(payload);
    expect(response.statusCode).toBe(400);
    expect(messagesOf(response)).toContain(message);
  });

  it('refuses an unknown source', async () => {
    const response = await register({ name: 'A', email: uniqueEmail(), password: 'abc123', source: 'Elsewhere' });
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /user/verify_email', () => {
  it('returns the name and e-mail of a registered account', async () => {
    const { session } = await signUp(t.app, { name: 'Greta' });
    const response = await t.app.inject({ method: 'POST', url: '/api/user/verify_email', payload: { email: ` ${session.email.toUpperCase()} ` } });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ name: 'Greta', email: session.email });
  });

  it('says when the e-mail is not registered', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/user/verify_email', payload: { email: uniqueEmail() } });
    expect(response.statusCode).toBe(404);
    expect(messagesOf(response)).toEqual([AUTH_MESSAGES.emailNotRegistered]);
  });

  it('validates the e-mail', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/user/verify_email', payload: { email: 'nope' } });
    expect(response.statusCode).toBe(400);
    expect(messagesOf(response)).toEqual([AUTH_MESSAGES.emailInvalid]);
  });
});

describe('POST /user/login', () => {
  it('signs in with the right password and returns a new session', async () => {
    const { session, token } = await signUp(t.app);
    const second = await login(t.app, session.email);
    expect(second.session._id).toBe(session._id);
    expect(second.token).not.toBe(token);
  });

  it('refuses a wrong password', async () => {
    const { session } = await signUp(t.app);
    const response = await t.app.inject({ method: 'POST', url: '/api/user/login', payload: { email: session.email, password: 'wrong123' } });
    expect(response.statusCode).toBe(401);
    expect(messagesOf(response)).toEqual([AUTH_MESSAGES.wrongCredentials]);
  });

  it('refuses an unknown e-mail', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/user/login', payload: { email: uniqueEmail(), password: PASSWORD } });
    expect(response.statusCode).toBe(404);
    expect(messagesOf(response)).toEqual([AUTH_MESSAGES.emailNotRegistered]);
  });

  it('requires the password', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/user/login', payload: { email: 'a@b.co', password: '' } });
    expect(response.statusCode).toBe(400);
    expect(messagesOf(response)).toEqual([AUTH_MESSAGES.passwordRequired]);
  });
});

describe('GET /user and POST /user/logout', () => {
  it('returns the current session record', async () => {
    const { session, headers } = await signUp(t.app, { name: 'Current' });
    const response = await t.app.inject({ method: 'GET', url: '/api/user', headers });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual(session);
  });

  it.each([
    ['no token', {}, 'unauthenticated'],
    ['an unknown token', bearer('x'.repeat(43)), 'session_expired'],
    ['another scheme', { authorization: 'Basic abc' }, 'unauthenticated'],
  ])('refuses %s with 401 (%s)', async (_case, headers, errorCode) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/user', headers });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ meta: { code: 401, message: [AUTH_MESSAGES.sessionExpired], error_code: errorCode }, data: null });
  });

  it('logout revokes only that session', async () => {
    const first = await signUp(t.app);
    const second = await login(t.app, first.session.email);
    const out = await t.app.inject({ method: 'POST', url: '/api/user/logout', headers: first.headers });
    expect(out.statusCode).toBe(200);
    expect(messagesOf(out)).toEqual([AUTH_MESSAGES.loggedOut]);
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: first.headers })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: second.headers })).statusCode).toBe(200);
  });

  it("gives a sub-user its role's access values", async () => {
    const owner = await signUp(t.app);
    const sub = await createSubUser(t.app, t.database, owner, ['tracking', 'assignTracking', 'not-a-role']);
    expect(sub.session).toMatchObject({ user_type: 'subuser', role: 'subuser', roles: ['tracking', 'assignTracking'] });
    expect(sub.session.user_details.tenant_id).toBe(owner.session.user_details.tenant_id);
  });
});
