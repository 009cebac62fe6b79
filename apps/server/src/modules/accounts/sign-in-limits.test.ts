import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AUTH_MESSAGES, LOGIN_MAX_FAILURES, LOGIN_MAX_FAILURES_PER_ADDRESS, tooManyRequests } from '@trailpost/contracts';
import { knownDevices, loginFailures, rateCounters } from '../../db/schema/index.js';
import { messagesOf, nextClientAddress, PASSWORD, signUp, uniqueEmail } from '../../test/accounts.js';
import { useTestApp } from '../../test/harness.js';
import { forgetStaleSignInRecords } from './housekeeping.js';
import { DEVICE_COOKIE } from './known-devices.js';

const t = useTestApp();

interface Attempt {
  password?: string;
  ip?: string;
  device?: string;
  headers?: Record<string, string>;
}

function attempt(email: string, { password = 'wrong123', ip = nextClientAddress(), device, headers = {} }: Attempt = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    remoteAddress: ip,
    headers: { ...headers, ...(device ? { cookie: `${DEVICE_COOKIE}=${device}` } : {}) },
    payload: { email, password },
  });
}

/** The device cookie the server set on a response. */
function deviceCookieOf(response: Awaited<ReturnType<typeof attempt>>): string {
  const cookie = response.cookies.find((c) => c.name === DEVICE_COOKIE);
  expect(cookie, 'device cookie').toBeDefined();
  return cookie!.value;
}

describe('password guesses per account', () => {
  it(`refuses the ${LOGIN_MAX_FAILURES + 1}th guess within 15 minutes whatever the address, with the wait in minutes`, async () => {
    const { session } = await signUp(t.app);
    for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1) expect((await attempt(session.email)).statusCode).toBe(401);
    const refused = await attempt(session.email, { password: PASSWORD });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ meta: { code: 429, message: [AUTH_MESSAGES.tooManyAttempts(15)], error_code: 'rate_limited' }, data: null });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
  });

  it('lets the owner in at once from a browser that signed in before, while guesses from elsewhere are refused', async () => {
    const { session } = await signUp(t.app);
    const device = deviceCookieOf(await attempt(session.email, { password: PASSWORD }));
    for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1) await attempt(session.email);
    expect((await attempt(session.email, { password: PASSWORD })).statusCode).toBe(429);

    const owner = await attempt(session.email, { password: PASSWORD, device });
    expect(owner.statusCode).toBe(200);
    expect(deviceCookieOf(owner)).toBe(device);
  });

  it('limits a known browser on its own, without touching the account limit of others', async () => {
    const { session } = await signUp(t.app);
    const device = deviceCookieOf(await attempt(session.email, { password: PASSWORD }));
    for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1) expect((await attempt(session.email, { device })).statusCode).toBe(401);
    expect((await attempt(session.email, { password: PASSWORD, device })).statusCode).toBe(429);
    expect((await attempt(session.email, { password: PASSWORD })).statusCode).toBe(200);
  });

  it("treats another account's device cookie, or a made-up one, as an unknown browser", async () => {
    const { session } = await signUp(t.app);
    const other = await signUp(t.app);
    const othersDevice = deviceCookieOf(await attempt(other.session.email, { password: PASSWORD }));
    for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1) await attempt(session.email, { device: i % 2 ? othersDevice : 'made-up' });
    expect((await attempt(session.email, { password: PASSWORD, device: othersDevice })).statusCode).toBe(429);
  });

  it('counts a burst of concurrent guesses before answering: exactly the limit get through', async () => {
    const { session } = await signUp(t.app);
    const answers = await Promise.all(Array.from({ length: 30 }, () => attempt(session.email)));
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_MAX_FAILURES);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - LOGIN_MAX_FAILURES);
  });

  it("forgets a browser's own failures once its password is right, never another address's", async () => {
    const { session } = await signUp(t.app);
    const owner = nextClientAddress();
    const attacker = nextClientAddress();
    for (let i = 0; i < 5; i += 1) await attempt(session.email, { ip: attacker });
    for (let i = 0; i < 4; i += 1) await attempt(session.email, { ip: owner });
    expect((await attempt(session.email, { ip: owner, password: PASSWORD })).statusCode).toBe(200);
    const rows = await t.database.db.select().from(loginFailures).where(eq(loginFailures.email, session.email));
    expect(rows.map((r) => r.ip)).toEqual(Array(5).fill(attacker));
  });

  it('counts unknown e-mails too, so guessing which accounts exist costs the same', async () => {
    const email = uniqueEmail();
    for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1) expect((await attempt(email)).statusCode).toBe(404);
    expect((await attempt(email)).statusCode).toBe(429);
  });
});

describe('failures per client address', () => {
  it(`refuses an address after ${LOGIN_MAX_FAILURES_PER_ADDRESS} failures across accounts, even for another account`, async () => {
    const ip = nextClientAddress();
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ADDRESS; i += 1) expect((await attempt(uniqueEmail(), { ip })).statusCode).toBe(404);
    const { session } = await signUp(t.app);
    const refused = await attempt(session.email, { ip, password: PASSWORD });
    expect(refused.statusCode).toBe(429);
    expect(messagesOf(refused)).toEqual([AUTH_MESSAGES.tooManyAttempts(15)]);
  });

  it('ignores X-Forwarded-For from a sender that is not a trusted proxy', async () => {
    const ip = nextClientAddress();
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ADDRESS; i += 1) {
      await attempt(uniqueEmail(), { ip, headers: { 'x-forwarded-for': `203.0.113.${i}` } });
    }
    const refused = await attempt(uniqueEmail(), { ip, headers: { 'x-forwarded-for': '203.0.113.250' } });
    expect(refused.statusCode).toBe(429);
  });
});

describe('look-ups and reset e-mails', () => {
  const verify = (email: string, ip: string) =>
    t.app.inject({ method: 'POST', url: '/api/user/verify_email', remoteAddress: ip, payload: { email } });
  const forgot = (email: string, ip = nextClientAddress()) =>
    t.app.inject({ method: 'GET', url: `/api/user/forgot_password?emailid=${encodeURIComponent(email)}`, remoteAddress: ip });

  it('refuses a client after 20 unknown e-mails in 10 minutes; known e-mails do not count', async () => {
    const { session } = await signUp(t.app);
    const ip = nextClientAddress();
    for (let i = 0; i < 30; i += 1) expect((await verify(session.email, ip)).statusCode).toBe(200);
    for (let i = 0; i < 20; i += 1) expect((await verify(uniqueEmail(), ip)).statusCode).toBe(404);
    const refused = await verify(session.email, ip);
    expect(refused.statusCode).toBe(429);
    expect(messagesOf(refused)).toEqual([tooManyRequests(10)]);
    expect((await verify(session.email, nextClientAddress())).statusCode).toBe(200);
  });

  it('sends at most 5 reset e-mails per address an hour, whoever asks', async () => {
    const { session } = await signUp(t.app);
    for (let i = 0; i < 5; i += 1) expect((await forgot(session.email)).statusCode).toBe(200);
    const refused = await forgot(session.email);
    expect(refused.statusCode).toBe(429);
    expect(messagesOf(refused)).toEqual([AUTH_MESSAGES.tooManyResetMails]);
    const sent = await t.database.db.query.mailOutbox.findMany({ where: (m, { eq: is }) => is(m.toAddress, session.email) });
    expect(sent).toHaveLength(5);
  });

  it('limits requests per client on every public sign-in route, in the envelope with Retry-After', async () => {
    const ip = nextClientAddress();
    const register = () =>
      t.app.inject({ method: 'POST', url: '/api/user/register', remoteAddress: ip, payload: { name: 'Spam', email: uniqueEmail(), password: PASSWORD } });
    for (let i = 0; i < 10; i += 1) expect((await register()).statusCode).toBe(200);
    const refused = await register();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ meta: { code: 429, message: [tooManyRequests(60)], error_code: 'rate_limited' }, data: null });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(59 * 60);
  });
});

describe('housekeeping', () => {
  it('drops attempts older than the window and ended counter windows, keeps the rest', async () => {
    const email = uniqueEmail();
    await attempt(email);
    await t.database.db.insert(rateCounters).values({ key: `ended:${email}`, hits: 3, resetAt: new Date(Date.now() - 1000) });
    // The browsers this user signed up and signed in from: the sign-in records' housekeeping leaves them alone.
    const { session } = await signUp(t.app);
    expect((await attempt(session.email, { password: PASSWORD })).statusCode).toBe(200);
    await forgetStaleSignInRecords(t.database.db, new Date(Date.now() + 16 * 60_000));
    expect(await t.database.db.select().from(loginFailures).where(eq(loginFailures.email, email))).toHaveLength(0);
    expect(await t.database.db.select().from(rateCounters).where(eq(rateCounters.key, `ended:${email}`))).toHaveLength(0);
    expect((await t.database.db.select().from(knownDevices).where(eq(knownDevices.userId, session._id))).length).toBeGreaterThan(0);
  });
});
