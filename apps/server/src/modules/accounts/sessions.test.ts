import { describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { AUTH_MESSAGES, type ActiveSession } from '@trailpost/contracts';
import { sessions, tokenOwners } from '../../db/schema/index.js';
import { login, messagesOf, signUp, type SignedIn } from '../../test/accounts.js';
import { useTestApp } from '../../test/harness.js';
import { forgetStaleSignInRecords } from './housekeeping.js';
import { hashToken } from '../../platform/tokens.js';

const t = useTestApp();

const list = async (who: SignedIn) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/user/sessions', headers: { ...who.headers, 'user-agent': 'Matrix/1.0' } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as ActiveSession[];
};
const me = (who: SignedIn) => t.app.inject({ method: 'GET', url: '/api/user', headers: who.headers });
const currentId = async (who: SignedIn) => (await list(who)).find((s) => s.current)!._id;
const setSession = (id: string, values: Partial<typeof sessions.$inferInsert>) => t.database.db.update(sessions).set(values).where(eq(sessions.id, id));
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

describe('the session list', () => {
  it("lists the user's live sessions, newest use first, the current one marked; nobody else's", async () => {
    const first = await signUp(t.app);
    const second = await login(t.app, first.session.email);
    await signUp(t.app);
    const seen = await list(second);
    expect(seen).toHaveLength(2);
    expect(seen.filter((s) => s.current)).toHaveLength(1);
    expect(seen.find((s) => s.current)!._id).toBe(await currentId(second));
    expect(seen[0]).toMatchObject({ ip: expect.any(String), created_at: expect.any(String), last_used_at: expect.any(String), expires_at: expect.any(String) });
  });

  it('signs one session out: its token stops working, the others go on', async () => {
    const first = await signUp(t.app);
    const second = await login(t.app, first.session.email);
    const response = await t.app.inject({ method: 'DELETE', url: `/api/user/sessions/${await currentId(first)}`, headers: second.headers });
    expect(response.statusCode).toBe(200);
    expect(messagesOf(response)).toEqual([AUTH_MESSAGES.sessionRevoked]);
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(200);
  });

  it("answers 404 for another user's session and leaves it alone", async () => {
    const owner = await signUp(t.app);
    const stranger = await signUp(t.app);
    const response = await t.app.inject({ method: 'DELETE', url: `/api/user/sessions/${await currentId(owner)}`, headers: stranger.headers });
    expect(response.statusCode).toBe(404);
    expect(messagesOf(response)).toEqual([AUTH_MESSAGES.sessionNotFound]);
    expect((await me(owner)).statusCode).toBe(200);
  });

  it('signs out everywhere, this session included, and no one else', async () => {
    const first = await signUp(t.app);
    const second = await login(t.app, first.session.email);
    const other = await signUp(t.app);
    const response = await t.app.inject({ method: 'POST', url: '/api/user/logout_all', headers: first.headers });
    expect(response.statusCode).toBe(200);
    expect(messagesOf(response)).toEqual([AUTH_MESSAGES.loggedOutEverywhere]);
    for (const who of [first, second]) expect((await me(who)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(200);
  });
});

describe('sliding expiry', () => {
  it('ends a session idle for 14 days; one used 13 days ago goes on and is marked used', async () => {
    const idle = await signUp(t.app);
    await setSession(await currentId(idle), { lastUsedAt: daysAgo(14.01) });
    const idleAnswer = await me(idle);
    expect(idleAnswer.statusCode).toBe(401);
    expect(messagesOf(idleAnswer)).toEqual([AUTH_MESSAGES.sessionExpired]);

    const recent = await signUp(t.app);
    const id = await currentId(recent);
    await setSession(id, { lastUsedAt: daysAgo(13) });
    expect((await me(recent)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.id, id));
    expect(Date.now() - row!.lastUsedAt.getTime()).toBeLessThan(60_000);
  });

  it('ends a session 90 days after sign-in however much it is used', async () => {
    const merchant = await signUp(t.app);
    await setSession(await currentId(merchant), { expiresAt: new Date(Date.now() - 1000) });
    expect((await me(merchant)).statusCode).toBe(401);
  });

  it('starts a session with 90 days to live', async () => {
    const merchant = await signUp(t.app);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.id, await currentId(merchant)));
    expect((row!.expiresAt.getTime() - row!.createdAt.getTime()) / 86_400_000).toBeCloseTo(90, 1);
  });

  it('writes the last use at most hourly', async () => {
    const merchant = await signUp(t.app);
    const id = await currentId(merchant);
    const halfHourAgo = new Date(Date.now() - 30 * 60_000);
    await setSession(id, { lastUsedAt: halfHourAgo });
    await me(merchant);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.id, id));
    expect(row!.lastUsedAt.getTime()).toBe(halfHourAgo.getTime());
  });

  it('deletes sessions over for a week and keeps live ones', async () => {
    const ended = await signUp(t.app);
    const live = await signUp(t.app);
    const endedId = await currentId(ended);
    await setSession(endedId, { revokedAt: daysAgo(8) });
    await forgetStaleSignInRecords(t.database.db);
    const remaining = await t.database.db.select({ id: sessions.id }).from(sessions).where(sql`${sessions.id} in (${endedId}, ${await currentId(live)})`);
    expect(remaining.map((r) => r.id)).toEqual([await currentId(live)]);
    // The ended session's token no longer leads to its tenant; the live one's still does.
    const owners = await t.database.db.select({ tokenHash: tokenOwners.tokenHash }).from(tokenOwners).where(inArray(tokenOwners.tokenHash, [hashToken(ended.token), hashToken(live.token)]));
    expect(owners.map((row) => row.tokenHash)).toEqual([hashToken(live.token)]);
  });
});
