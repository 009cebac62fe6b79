import { describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { API_KEY_MESSAGES, API_KEY_NAME_MAX, API_KEYS_PER_USER_MAX, AUTH_MESSAGES, type ApiKeyView } from '@trailpost/contracts';
import { apiKeys, roles, tokenOwners, users } from '../../db/schema/index.js';
import { NO_ACCESS_MESSAGE } from '../../platform/auth.js';
import { hashToken } from '../../platform/tokens.js';
import { bearer, createSubUser, messagesOf, signUp, type SignedIn } from '../../test/accounts.js';
import { useTestApp } from '../../test/harness.js';
import { addShipment } from '../../test/shipments.js';

const t = useTestApp();

type Caller = Pick<SignedIn, 'headers'>;
const asKey = (token: string): Caller => ({ headers: bearer(token) });

const list = (who: Caller) => t.app.inject({ method: 'GET', url: '/api/user/get_tokens', headers: who.headers });
const add = (who: Caller, payload: object) => t.app.inject({ method: 'POST', url: '/api/user/add_token', headers: who.headers, payload });
const refresh = (who: Caller, token: string, token_name = 'Key') =>
  t.app.inject({ method: 'PUT', url: '/api/user/refresh_token', headers: who.headers, payload: { developer_token: { token_name, token } } });
const remove = (who: Caller, token: string, token_name = 'Key') =>
  t.app.inject({ method: 'DELETE', url: '/api/user/delete_token', headers: who.headers, payload: { developer_token: { token, token_name } } });
const trackings = (who: Caller) => t.app.inject({ method: 'GET', url: '/api/trackings', headers: who.headers });

async function added(who: Caller, token_name = 'Key'): Promise<ApiKeyView> {
  const response = await add(who, { token_name });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as ApiKeyView;
}

async function listed(who: Caller): Promise<ApiKeyView[]> {
  const response = await list(who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.developer_token as ApiKeyView[];
}

const rowOf = async (id: string) => (await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, id)))[0]!;
/** Which of these tokens the global look-up still leads to a tenant. */
const lookedUp = async (...tokens: string[]) =>
  (await t.database.db.select({ tokenHash: tokenOwners.tokenHash }).from(tokenOwners).where(inArray(tokenOwners.tokenHash, tokens.map(hashToken)))).map((row) =>
    tokens.find((token) => hashToken(token) === row.tokenHash),
  );

/** A key that was deleted or refreshed (or never was) is told apart from an ended session. */
function expectKeyRevoked(response: { statusCode: number; json(): unknown }) {
  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual({ meta: { code: 401, message: [AUTH_MESSAGES.apiKeyRevoked], error_code: 'api_key_revoked' }, data: null });
}

describe('managing developer tokens', () => {
  it('adds a key with a random prefixed token and lists the caller’s keys newest first, in full', async () => {
    const owner = await signUp(t.app);
    expect(await listed(owner)).toEqual([]);
    const response = await add(owner, { token_name: '  Warehouse sync  ' });
    expect(response.json()).toEqual({
      meta: { code: 200, message: [API_KEY_MESSAGES.added] },
      data: { _id: expect.any(String), token_name: 'Warehouse sync', token: expect.stringMatching(/^tp_live_[\w-]{43}$/), created_at: expect.any(String), last_used_at: null },
    });
    const first = response.json().data as ApiKeyView;
    const second = await added(owner, 'Reports');
    expect(second.token).not.toBe(first.token);
    expect(await listed(owner)).toEqual([second, first]);
  });

  it('requires a name of at most 50 characters', async () => {
    const owner = await signUp(t.app);
    for (const payload of [{}, { token_name: '' }, { token_name: '   ' }, { token_name: null }]) {
      const response = await add(owner, payload);
      expect(response.json(), JSON.stringify(payload)).toEqual({
        meta: { code: 400, message: [API_KEY_MESSAGES.nameRequired], error_code: 'validation_failed', fields: { token_name: API_KEY_MESSAGES.nameRequired } },
        data: null,
      });
    }
    const tooLong = await add(owner, { token_name: 'x'.repeat(API_KEY_NAME_MAX + 1) });
    expect(tooLong.json()).toEqual({
      meta: { code: 400, message: [API_KEY_MESSAGES.nameTooLong], error_code: 'validation_failed', fields: { token_name: API_KEY_MESSAGES.nameTooLong } },
      data: null,
    });
    expect((await added(owner, 'x'.repeat(API_KEY_NAME_MAX))).token_name).toHaveLength(API_KEY_NAME_MAX);
  });

  it(`allows at most ${API_KEYS_PER_USER_MAX} keys per user`, async () => {
    const owner = await signUp(t.app);
    for (let i = 0; i < API_KEYS_PER_USER_MAX; i++) await added(owner, `Key ${i}`);
    const response = await add(owner, { token_name: 'One more' });
    expect(response.json()).toEqual({ meta: { code: 400, message: [API_KEY_MESSAGES.tooMany(API_KEYS_PER_USER_MAX)], error_code: 'validation_failed' }, data: null });
    expect(await listed(owner)).toHaveLength(API_KEYS_PER_USER_MAX);
    // The limit is per user: a colleague still has room.
    await added(await createSubUser(t.app, t.database, owner, ['settings']));
  });

  it('stores the token only as its hash and sealed, never in the clear', async () => {
    const owner = await signUp(t.app);
    const key = await added(owner);
    const row = await rowOf(key._id);
    expect(row.tokenHash).toBe(hashToken(key.token));
    expect(row.sealedToken).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    const secret = key.token.slice('tp_live_'.length);
    for (const value of Object.values(row)) expect(String(value)).not.toContain(secret);
  });

  it('refreshes a key: same id and name, a new token; the old one fails at once', async () => {
    const owner = await signUp(t.app);
    const key = await added(owner, 'CI');
    const response = await refresh(owner, key.token, 'CI');
    expect(response.json()).toMatchObject({ meta: { code: 200, message: [API_KEY_MESSAGES.refreshed] }, data: { _id: key._id, token_name: 'CI' } });
    const renewed = response.json().data as ApiKeyView;
    expect(renewed.token).toMatch(/^tp_live_[\w-]{43}$/);
    expect(renewed.token).not.toBe(key.token);
    expectKeyRevoked(await trackings(asKey(key.token)));
    expect((await trackings(asKey(renewed.token))).statusCode).toBe(200);
    expect((await listed(owner)).map((k) => k.token)).toEqual([renewed.token]);
    expect(await rowOf(key._id)).toMatchObject({ tokenHash: hashToken(renewed.token) });
    expect(await lookedUp(key.token, renewed.token)).toEqual([renewed.token]);
    // The old token names no key any more.
    expect((await refresh(owner, key.token)).json()).toEqual({ meta: { code: 404, message: [API_KEY_MESSAGES.notFound], error_code: 'not_found' }, data: null });
  });

  it('deletes a key: it fails at once and is gone from the list', async () => {
    const owner = await signUp(t.app);
    const kept = await added(owner, 'Kept');
    const key = await added(owner, 'Gone');
    expect((await remove(owner, key.token)).json()).toEqual({ meta: { code: 200, message: [API_KEY_MESSAGES.deleted] }, data: null });
    expectKeyRevoked(await trackings(asKey(key.token)));
    expect(await listed(owner)).toEqual([kept]);
    expect(await lookedUp(kept.token, key.token)).toEqual([kept.token]);
    expect((await remove(owner, key.token)).json()).toEqual({ meta: { code: 404, message: [API_KEY_MESSAGES.notFound], error_code: 'not_found' }, data: null });
  });

  it("answers 404 for another tenant's or another user's key, lists only the caller's, and leaves them working", async () => {
    const owner = await signUp(t.app);
    const colleague = await createSubUser(t.app, t.database, owner, ['settings', 'tracking']);
    const stranger = await signUp(t.app);
    const ownersKey = await added(owner);
    const colleaguesKey = await added(colleague);
    for (const [who, token] of [
      [stranger, ownersKey.token],
      [colleague, ownersKey.token],
      [owner, colleaguesKey.token],
      [owner, 'tp_live_unknown'],
    ] as const) {
      for (const response of [await refresh(who, token), await remove(who, token)]) {
        expect(response.json()).toEqual({ meta: { code: 404, message: [API_KEY_MESSAGES.notFound], error_code: 'not_found' }, data: null });
      }
    }
    expect((await listed(owner)).map((k) => k._id)).toEqual([ownersKey._id]);
    expect((await listed(colleague)).map((k) => k._id)).toEqual([colleaguesKey._id]);
    expect(await listed(stranger)).toEqual([]);
    expect((await trackings(asKey(ownersKey.token))).statusCode).toBe(200);
    expect((await trackings(asKey(colleaguesKey.token))).statusCode).toBe(200);
  });

  it('needs the settings access: a sub-user without it gets 403 on all four routes', async () => {
    const owner = await signUp(t.app);
    const key = await added(owner);
    const sub = await createSubUser(t.app, t.database, owner, ['dashboard', 'tracking', 'assignTracking', 'automations']);
    for (const response of [await list(sub), await add(sub, { token_name: 'Mine' }), await refresh(sub, key.token), await remove(sub, key.token)]) {
      expect(response.json()).toEqual({ meta: { code: 403, message: [NO_ACCESS_MESSAGE], error_code: 'forbidden' }, data: null });
    }
    expect(await listed(owner)).toEqual([key]);
  });
});

describe('calling the API with a developer token', () => {
  it('acts as its owner, with Authorization: Bearer or the access-token header', async () => {
    const owner = await signUp(t.app);
    const shipment = await addShipment(t.app, owner);
    const key = await added(owner);
    for (const headers of [bearer(key.token), { 'access-token': key.token }]) {
      const response = await trackings({ headers });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.trackings.map((row: { _id: string }) => row._id)).toEqual([shipment._id]);
    }
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: { 'access-token': key.token } });
    expect(me.json().data).toMatchObject({ _id: owner.session._id, access_token: key.token });
  });

  it('takes a session token in the access-token header too', async () => {
    const owner = await signUp(t.app);
    expect((await trackings({ headers: { 'access-token': owner.token } })).statusCode).toBe(200);
    expectKeyRevoked(await trackings({ headers: { 'access-token': 'tp_live_not-a-key' } }));
  });

  it('shows when a key was last used, written at most once a minute', async () => {
    const owner = await signUp(t.app);
    const key = await added(owner);
    expect((await rowOf(key._id)).lastUsedAt).toBeNull();
    await trackings(asKey(key.token));
    const [shown] = await listed(owner);
    expect(shown!.last_used_at).not.toBeNull();
    const firstUse = (await rowOf(key._id)).lastUsedAt!;
    await trackings(asKey(key.token));
    expect((await rowOf(key._id)).lastUsedAt).toEqual(firstUse);
    await t.database.db.update(apiKeys).set({ lastUsedAt: sql`now() - interval '2 minutes'` }).where(eq(apiKeys.id, key._id));
    const before = (await rowOf(key._id)).lastUsedAt!;
    await trackings(asKey(key.token));
    expect((await rowOf(key._id)).lastUsedAt!.getTime()).toBeGreaterThan(before.getTime());
  });

  it("obeys its owner's current role: no tracking access is a 403", async () => {
    const owner = await signUp(t.app);
    const sub = await createSubUser(t.app, t.database, owner, ['settings']);
    const key = await added(sub);
    expect((await trackings(asKey(key.token))).json()).toEqual({ meta: { code: 403, message: [NO_ACCESS_MESSAGE], error_code: 'forbidden' }, data: null });
    // The role is read on every call: granting tracking opens the route at once.
    const [user] = await t.database.db.select().from(users).where(eq(users.id, sub.session._id));
    await t.database.db.update(roles).set({ access: ['settings', 'tracking'] }).where(eq(roles.id, user!.roleId!));
    expect((await trackings(asKey(key.token))).statusCode).toBe(200);
  });

  it("of a sub-user with assignTracking sees only that sub-user's shipments", async () => {
    const owner = await signUp(t.app);
    const sub = await createSubUser(t.app, t.database, owner, ['tracking', 'assignTracking', 'settings']);
    const mine = await addShipment(t.app, owner, { assigned_id: sub.session._id });
    await addShipment(t.app, owner);
    const key = await added(sub);
    const response = await trackings(asKey(key.token));
    expect(response.json().data.trackings.map((row: { _id: string }) => row._id)).toEqual([mine._id]);
    const other = await addShipment(t.app, owner);
    expect((await t.app.inject({ method: 'GET', url: `/api/trackings/${other._id}`, headers: bearer(key.token) })).statusCode).toBe(404);
  });

  it('stops working while its owner is deactivated', async () => {
    const owner = await signUp(t.app);
    const sub = await createSubUser(t.app, t.database, owner, ['tracking', 'settings']);
    const key = await added(sub);
    const setActive = (active: number) => t.app.inject({ method: 'PUT', url: `/api/sub_user/${sub.session._id}`, headers: owner.headers, payload: { active } });
    expect((await setActive(0)).statusCode).toBe(200);
    expectKeyRevoked(await trackings(asKey(key.token)));
    // The key is not deleted: reactivating the user brings it back, as it does the user's sign-in.
    expect((await setActive(1)).statusCode).toBe(200);
    expect((await trackings(asKey(key.token))).statusCode).toBe(200);
  });

  it('signs nothing out and marks no session current: keys end only by refresh or delete', async () => {
    const owner = await signUp(t.app);
    const key = await added(owner);
    const sessions = await t.app.inject({ method: 'GET', url: '/api/user/sessions', headers: bearer(key.token) });
    expect(sessions.statusCode).toBe(200);
    expect((sessions.json().data as { current: boolean }[]).some((s) => s.current)).toBe(false);
    const logout = await t.app.inject({ method: 'POST', url: '/api/user/logout', headers: bearer(key.token) });
    expect(logout.json()).toEqual({ meta: { code: 200, message: [AUTH_MESSAGES.loggedOut] }, data: null });
    expect((await trackings(asKey(key.token))).statusCode).toBe(200);
    expect((await trackings(owner)).statusCode).toBe(200);
    expect(messagesOf(await t.app.inject({ method: 'DELETE', url: `/api/user/sessions/${key._id}`, headers: bearer(key.token) }))).toEqual([AUTH_MESSAGES.sessionNotFound]);
  });
});
