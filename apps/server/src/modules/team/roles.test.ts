import { describe, expect, it } from 'vitest';
import { TEAM_MESSAGES } from '@trailpost/contracts';
import { createSubUser, messagesOf, signUp, type SignedIn } from '../../test/accounts.js';
import { useTestApp } from '../../test/harness.js';

const t = useTestApp();

const create = (who: SignedIn, payload: object) => t.app.inject({ method: 'POST', url: '/api/role', headers: who.headers, payload });
const list = (who: SignedIn) => t.app.inject({ method: 'GET', url: '/api/role/list', headers: who.headers });

describe('roles', () => {
  it('are added, listed with their user count, read, changed and deleted', async () => {
    const owner = await signUp(t.app);
    const added = await create(owner, { name: ' Support ', department: 'Care', role: ['settings', 'dashboard', 'tracking', 'assignTracking'] });
    expect(added.json()).toEqual({
      meta: { code: 200, message: [TEAM_MESSAGES.roleAdded] },
      data: { _id: expect.any(String), name: 'Support', department: 'Care', role: ['dashboard', 'tracking', 'assignTracking', 'settings'], users: 0 },
    });
    const id = added.json().data._id as string;
    expect((await list(owner)).json().data.map((r: { name: string }) => r.name)).toEqual(['Support']);

    const changed = await t.app.inject({ method: 'PUT', url: `/api/role/${id}`, headers: owner.headers, payload: { name: 'Care team', department: '', role: ['automations'] } });
    expect(changed.json()).toMatchObject({ meta: { message: [TEAM_MESSAGES.roleUpdated] }, data: { name: 'Care team', role: ['automations'] } });
    expect((await t.app.inject({ method: 'GET', url: `/api/role/${id}`, headers: owner.headers })).json().data.name).toBe('Care team');

    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/role/${id}`, headers: owner.headers });
    expect(deleted.json()).toEqual({ meta: { code: 200, message: [TEAM_MESSAGES.roleDeleted] }, data: null });
    expect((await list(owner)).json().data).toEqual([]);
  });

  it.each([
    [{ department: 'Ops', role: [] }, TEAM_MESSAGES.roleNameRequired],
    [{ name: '   ', role: [] }, TEAM_MESSAGES.roleNameRequired],
    [{ name: 'x'.repeat(101) }, TEAM_MESSAGES.tooLong('Name', 100)],
    [{ name: 'Ops', role: ['assignTracking'] }, TEAM_MESSAGES.roleAccessInvalid],
  ])('refuses %j with its message', async (payload, message) => {
    const owner = await signUp(t.app);
    const response = await create(owner, payload);
    expect(response.statusCode).toBe(400);
    expect(messagesOf(response)).toContain(message);
    expect((await list(owner)).json().data).toEqual([]);
  });

  it('refuses an unknown access value', async () => {
    const owner = await signUp(t.app);
    expect((await create(owner, { name: 'Ops', role: ['everything'] })).statusCode).toBe(400);
  });

  it('will not delete a role in use, and says how many hold it', async () => {
    const owner = await signUp(t.app);
    const id = (await create(owner, { name: 'Packers', role: ['tracking'] })).json().data._id as string;
    for (const email of ['p1@example.com', 'p2@example.com'].map((e) => `${Date.now()}.${e}`)) {
      const invite = await t.app.inject({ method: 'POST', url: '/api/sub_user/invite', headers: owner.headers, payload: { name: 'Packer', email, role_id: id } });
      expect(invite.statusCode, invite.body).toBe(200);
    }
    const refused = await t.app.inject({ method: 'DELETE', url: `/api/role/${id}`, headers: owner.headers });
    expect(refused.json()).toEqual({ meta: { code: 400, message: [TEAM_MESSAGES.roleInUse(2)], error_code: 'validation_failed' }, data: null });
    expect((await list(owner)).json().data[0]).toMatchObject({ name: 'Packers', users: 2 });
  });

  it("let a sub-user read its own role, and no other", async () => {
    const owner = await signUp(t.app);
    const sub = await createSubUser(t.app, t.database, owner, ['dashboard']);
    const other = (await create(owner, { name: 'Other', role: ['tracking'] })).json().data._id as string;
    const own = await t.app.inject({ method: 'GET', url: `/api/role/${sub.session.role_id}`, headers: sub.headers });
    expect(own.json().data).toMatchObject({ role: ['dashboard'], users: 1 });
    expect((await t.app.inject({ method: 'GET', url: `/api/role/${other}`, headers: sub.headers })).statusCode).toBe(404);
  });

  it('apply new access values to their users on the next call', async () => {
    const owner = await signUp(t.app);
    const sub = await createSubUser(t.app, t.database, owner, ['dashboard']);
    expect((await t.app.inject({ method: 'GET', url: '/api/trackings', headers: sub.headers })).statusCode).toBe(403);
    await t.app.inject({ method: 'PUT', url: `/api/role/${sub.session.role_id}`, headers: owner.headers, payload: { name: 'Role', role: ['dashboard', 'tracking'] } });
    expect((await t.app.inject({ method: 'GET', url: '/api/trackings', headers: sub.headers })).statusCode).toBe(200);
  });
});
