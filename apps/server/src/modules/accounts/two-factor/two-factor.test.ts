import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { AUTH_MESSAGES, PROFILE_MESSAGES, TWO_FACTOR_MESSAGES, type ApiKeyView } from '@trailpost/contracts';
import { twoFactorRecoveryCodes, users } from '../../../db/schema/index.js';
import { createSubUser, messagesOf, nextClientAddress, PASSWORD, signUp, type SignedIn } from '../../../test/accounts.js';
import { COOKIE_SESSION_HEADER } from '../../../platform/session-cookie.js';
import { TEST_PUBLIC_URL, useTestApp } from '../../../test/harness.js';
import { codeNow, codeStep, enrolTwoFactor, holdClockMidStep, loginWithCode, passwordStep } from '../../../test/two-factor.js';

const t = useTestApp();
let clock: { nextStep(): void };

beforeEach(() => {
  clock = holdClockMidStep();
});
afterEach(() => {
  vi.useRealTimers();
});

const post = (who: Pick<SignedIn, 'headers'>, path: string, payload?: object) =>
  t.app.inject({ method: 'POST', url: `/api/user/two_factor/${path}`, headers: who.headers, ...(payload ? { payload } : {}) });
const me = (who: Pick<SignedIn, 'headers'>) => t.app.inject({ method: 'GET', url: '/api/user', headers: who.headers });
const userRow = async (who: SignedIn) =>
  (await t.database.db.select().from(users).where(and(eq(users.tenantId, who.session.user_details.tenant_id), eq(users.id, who.session._id))))[0]!;

describe('turning two-step sign-in on', () => {
  it('gives a base32 secret and its otpauth URI, sealed at rest and not in force until confirmed', async () => {
    const owner = await signUp(t.app);
    const setup = await post(owner, 'setup');
    expect(setup.statusCode).toBe(200);
    expect(messagesOf(setup)).toEqual([TWO_FACTOR_MESSAGES.setupStarted]);
    const { secret, otpauth_uri } = setup.json().data as { secret: string; otpauth_uri: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_uri).toContain(`secret=${secret}`);
    const stored = await userRow(owner);
    expect(stored.twoFactorSecret).not.toContain(secret);
    expect(stored.twoFactorEnabledAt).toBeNull();
    expect((await me(owner)).json().data.two_factor_enabled).toBe(false);
    const login = await t.app.inject({ method: 'POST', url: '/api/user/login', remoteAddress: nextClientAddress(), payload: { email: owner.session.email, password: PASSWORD } });
    expect(login.json().data.access_token).toEqual(expect.any(String));
  });

  it('needs the setup first, and a right code', async () => {
    const owner = await signUp(t.app);
    const early = await post(owner, 'enable', { code: '123456' });
    expect([early.statusCode, messagesOf(early)]).toEqual([400, [TWO_FACTOR_MESSAGES.setupMissing]]);
    const { secret } = (await post(owner, 'setup')).json().data;
    const wrong = await post(owner, 'enable', { code: codeNow(secret, 3) });
    expect([wrong.statusCode, messagesOf(wrong)]).toEqual([400, [TWO_FACTOR_MESSAGES.wrongCode]]);
    const empty = await post(owner, 'enable', { code: ' ' });
    expect([empty.statusCode, messagesOf(empty)]).toEqual([400, [TWO_FACTOR_MESSAGES.codeRequired]]);
    expect((await userRow(owner)).twoFactorEnabledAt).toBeNull();
  });

  it('confirms with a code: on, with ten different recovery codes shown once and stored hashed', async () => {
    const owner = await signUp(t.app);
    const { secret } = (await post(owner, 'setup')).json().data;
    const enable = await post(owner, 'enable', { code: codeNow(secret) });
    expect(enable.statusCode, enable.body).toBe(200);
    expect(messagesOf(enable)).toEqual([TWO_FACTOR_MESSAGES.enabled]);
    const codes = enable.json().data.recovery_codes as string[];
    expect(new Set(codes).size).toBe(10);
    const stored = await t.database.db.select().from(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, owner.session._id));
    expect(stored).toHaveLength(10);
    expect(stored.map((row) => row.codeHash)).not.toContain(codes[0]);
    expect((await me(owner)).json().data.two_factor_enabled).toBe(true);
    for (const path of ['setup', 'enable']) {
      const again = await post(owner, path, { code: codeNow(secret, 1) });
      expect([again.statusCode, messagesOf(again)]).toEqual([400, [TWO_FACTOR_MESSAGES.alreadyOn]]);
    }
  });

  it('is every user’s own: a sub-user without the settings role turns it on for itself', async () => {
    const owner = await signUp(t.app);
    const sub = await createSubUser(t.app, t.database, owner, ['dashboard']);
    await enrolTwoFactor(t.app, sub);
    expect((await me(sub)).json().data.two_factor_enabled).toBe(true);
    expect((await me(owner)).json().data.two_factor_enabled).toBe(false);
  });
});

describe('signing in with two steps', () => {
  it('gives no session for the password alone: a challenge, no token and no cookie', async () => {
    const owner = await signUp(t.app);
    await enrolTwoFactor(t.app, owner);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      remoteAddress: nextClientAddress(),
      headers: { [COOKIE_SESSION_HEADER]: 'cookie', origin: TEST_PUBLIC_URL },
      payload: { email: owner.session.email, password: PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect(messagesOf(response)).toEqual([TWO_FACTOR_MESSAGES.codeRequired]);
    expect(response.json().data).toEqual({ two_factor_required: true, challenge_token: expect.any(String) });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('answers the code step as sign-in does: a working session', async () => {
    const owner = await signUp(t.app);
    const { secret } = await enrolTwoFactor(t.app, owner);
    const signedIn = await loginWithCode(t.app, owner.session.email, secret);
    expect(signedIn.session).toMatchObject({ _id: owner.session._id, two_factor_enabled: true, two_factor_enrolment_required: false });
    expect((await me(signedIn)).statusCode).toBe(200);
  });

  it('refuses a wrong code without a session, and the challenge still takes the right one', async () => {
    const owner = await signUp(t.app);
    const { secret } = await enrolTwoFactor(t.app, owner);
    const challenge = await passwordStep(t.app, owner.session.email);
    const wrong = await codeStep(t.app, challenge, codeNow(secret, 2));
    expect([wrong.statusCode, messagesOf(wrong)]).toEqual([401, [TWO_FACTOR_MESSAGES.wrongCode]]);
    expect(wrong.json().data).toBeNull();
    expect((await codeStep(t.app, challenge, codeNow(secret))).statusCode).toBe(200);
  });

  it('accepts a code once: the same code for a second sign-in is refused, the next step’s works', async () => {
    const owner = await signUp(t.app);
    const { secret } = await enrolTwoFactor(t.app, owner);
    await loginWithCode(t.app, owner.session.email, secret);
    const reused = await codeStep(t.app, await passwordStep(t.app, owner.session.email), codeNow(secret));
    expect([reused.statusCode, messagesOf(reused)]).toEqual([401, [TWO_FACTOR_MESSAGES.wrongCode]]);
    clock.nextStep();
    await loginWithCode(t.app, owner.session.email, secret);
  });

  it('uses a challenge once', async () => {
    const owner = await signUp(t.app);
    const { secret } = await enrolTwoFactor(t.app, owner);
    const challenge = await passwordStep(t.app, owner.session.email);
    expect((await codeStep(t.app, challenge, codeNow(secret))).statusCode).toBe(200);
    clock.nextStep();
    const again = await codeStep(t.app, challenge, codeNow(secret));
    expect([again.statusCode, messagesOf(again)]).toEqual([401, [TWO_FACTOR_MESSAGES.challengeExpired]]);
  });

  it('lets a challenge expire after five minutes, and refuses an altered one', async () => {
    const owner = await signUp(t.app);
    const { secret } = await enrolTwoFactor(t.app, owner);
    const challenge = await passwordStep(t.app, owner.session.email);
    const [body, signature] = challenge.split('.');
    const claim = JSON.parse(Buffer.from(body!, 'base64url').toString());
    const altered = `${Buffer.from(JSON.stringify({ ...claim, exp: claim.exp + 3600 })).toString('base64url')}.${signature}`;
    const forged = await codeStep(t.app, altered, codeNow(secret));
    expect([forged.statusCode, messagesOf(forged)]).toEqual([401, [TWO_FACTOR_MESSAGES.challengeExpired]]);
    vi.setSystemTime(Date.now() + 5 * 60_000 + 1000);
    const late = await codeStep(t.app, challenge, codeNow(secret));
    expect([late.statusCode, messagesOf(late)]).toEqual([401, [TWO_FACTOR_MESSAGES.challengeExpired]]);
  });

  it('takes a recovery code once, however it is typed', async () => {
    const owner = await signUp(t.app);
    const { recoveryCodes } = await enrolTwoFactor(t.app, owner);
    const typed = ` ${recoveryCodes[3]!.toUpperCase().replaceAll('-', ' ')} `;
    expect((await codeStep(t.app, await passwordStep(t.app, owner.session.email), typed)).statusCode).toBe(200);
    const again = await codeStep(t.app, await passwordStep(t.app, owner.session.email), recoveryCodes[3]!);
    expect([again.statusCode, messagesOf(again)]).toEqual([401, [TWO_FACTOR_MESSAGES.wrongCode]]);
    expect((await codeStep(t.app, await passwordStep(t.app, owner.session.email), recoveryCodes[4]!)).statusCode).toBe(200);
  });

  it('limits wrong codes like wrong passwords: the password step and nine wrong codes, then 429', async () => {
    const owner = await signUp(t.app);
    const { secret } = await enrolTwoFactor(t.app, owner);
    const address = nextClientAddress();
    const challenge = await passwordStep(t.app, owner.session.email, address);
    for (let guess = 0; guess < 9; guess += 1) expect((await codeStep(t.app, challenge, '000000', address)).statusCode).toBe(401);
    const refused = await codeStep(t.app, challenge, codeNow(secret), address);
    expect(refused.statusCode).toBe(429);
    expect(messagesOf(refused)).toEqual([AUTH_MESSAGES.tooManyAttempts(15)]);
  });

  it('leaves API keys working for a user with two-step sign-in on', async () => {
    const owner = await signUp(t.app);
    const key = (await t.app.inject({ method: 'POST', url: '/api/user/add_token', headers: owner.headers, payload: { token_name: 'Key' } })).json().data as ApiKeyView;
    await enrolTwoFactor(t.app, owner);
    const response = await t.app.inject({ method: 'GET', url: '/api/trackings', headers: { authorization: `Bearer ${key.token}` } });
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('turning two-step sign-in off', () => {
  it('needs the password and a code; then sign-in takes the password alone again', async () => {
    const owner = await signUp(t.app);
    const { secret } = await enrolTwoFactor(t.app, owner);
    const wrongPassword = await post(owner, 'disable', { password: 'wrong123', code: codeNow(secret) });
    expect([wrongPassword.statusCode, messagesOf(wrongPassword)]).toEqual([400, [PROFILE_MESSAGES.currentPasswordWrong]]);
    const wrongCode = await post(owner, 'disable', { password: PASSWORD, code: codeNow(secret, 3) });
    expect([wrongCode.statusCode, messagesOf(wrongCode)]).toEqual([400, [TWO_FACTOR_MESSAGES.wrongCode]]);
    const missing = await post(owner, 'disable', { password: PASSWORD });
    expect([missing.statusCode, messagesOf(missing)]).toEqual([400, [TWO_FACTOR_MESSAGES.codeRequired]]);
    const off = await post(owner, 'disable', { password: PASSWORD, code: codeNow(secret) });
    expect([off.statusCode, messagesOf(off)]).toEqual([200, [TWO_FACTOR_MESSAGES.disabled]]);
    const stored = await userRow(owner);
    expect([stored.twoFactorSecret, stored.twoFactorEnabledAt]).toEqual([null, null]);
    expect(await t.database.db.select().from(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, owner.session._id))).toEqual([]);
    const login = await t.app.inject({ method: 'POST', url: '/api/user/login', remoteAddress: nextClientAddress(), payload: { email: owner.session.email, password: PASSWORD } });
    expect(login.json().data.access_token).toEqual(expect.any(String));
    const again = await post(owner, 'disable', { password: PASSWORD, code: codeNow(secret, 1) });
    expect([again.statusCode, messagesOf(again)]).toEqual([400, [TWO_FACTOR_MESSAGES.notOn]]);
  });

  it('takes a recovery code instead of the app’s code', async () => {
    const owner = await signUp(t.app);
    const { recoveryCodes } = await enrolTwoFactor(t.app, owner);
    expect((await post(owner, 'disable', { password: PASSWORD, code: recoveryCodes[0] })).statusCode).toBe(200);
  });

  it('changes nothing for another merchant', async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const { secret } = await enrolTwoFactor(t.app, owner);
    const response = await post(other, 'disable', { password: PASSWORD, code: codeNow(secret) });
    expect([response.statusCode, messagesOf(response)]).toEqual([400, [TWO_FACTOR_MESSAGES.notOn]]);
    expect((await me(owner)).json().data.two_factor_enabled).toBe(true);
  });
});
