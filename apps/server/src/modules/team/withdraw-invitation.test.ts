import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { AUTH_MESSAGES, TEAM_MESSAGES } from '@trailpost/contracts';
import { auditLog, invitations, users } from '../../db/schema/index.js';
import { NO_ACCESS_MESSAGE } from '../../platform/auth.js';
import { createSubUser, expectHiddenFromOtherTenants, messagesOf, nextClientAddress, PASSWORD, signUp, uniqueEmail, type SignedIn } from '../../test/accounts.js';
import { useTestApp } from '../../test/harness.js';
import { acceptFromMail, inviteLinkTo } from './team-test-helpers.js';

const t = useTestApp();

async function invited(owner: SignedIn) {
  const roleId = (await t.app.inject({ method: 'POST', url: '/api/role', headers: owner.headers, payload: { name: 'Packers', role: ['tracking'] } })).json().data._id as string;
  const email = uniqueEmail('invitee');
  const response = await t.app.inject({ method: 'POST', url: '/api/sub_user/invite', headers: owner.headers, payload: { name: 'Nina', email, role_id: roleId } });
  expect(response.statusCode, response.body).toBe(200);
  return { email, id: response.json().data._id as string, link: await inviteLinkTo(t.database, email) };
}
const withdraw = (who: SignedIn, id: string) => t.app.inject({ method: 'DELETE', url: `/api/sub_user/${id}/invitation`, headers: who.headers });
const tenantOf = (who: SignedIn) => who.session.user_details.tenant_id;
const usersWithEmail = (email: string) => t.database.db.select().from(users).where(eq(users.email, email));

describe('DELETE /sub_user/{id}/invitation', () => {
  it('the owner withdraws a pending invitation: the user and its invitations are gone, the link no longer works, and the audit log says so', async () => {
    const owner = await signUp(t.app);
    const { email, id, link } = await invited(owner);
    expect((await withdraw(owner, id)).json()).toEqual({ meta: { code: 200, message: [TEAM_MESSAGES.invitationWithdrawn] }, data: null });
    expect(await usersWithEmail(email)).toEqual([]);
    expect(await t.database.db.select().from(invitations).where(and(eq(invitations.tenantId, tenantOf(owner)), eq(invitations.userId, id)))).toEqual([]);
    expect(messagesOf(await acceptFromMail(t.app, link, email))).toEqual([TEAM_MESSAGES.inviteInvalid]);
    const [entry] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.tenantId, tenantOf(owner)), eq(auditLog.action, 'team.invitation_withdrawn')));
    expect(entry).toMatchObject({ actorUserId: owner.session._id, targetType: 'user', targetId: id, changes: { email: { before: email, after: null } } });
    // The address is free again: it can be invited anew.
    expect((await invited(owner)).id).toBeTruthy();
    expect((await withdraw(owner, id)).statusCode).toBe(404);
  });

  it('refuses a user who accepted the invitation', async () => {
    const owner = await signUp(t.app);
    const { email, id, link } = await invited(owner);
    expect((await acceptFromMail(t.app, link, email)).statusCode).toBe(200);
    expect((await withdraw(owner, id)).json()).toEqual({ meta: { code: 400, message: [TEAM_MESSAGES.cannotWithdrawAccepted], error_code: 'validation_failed' }, data: null });
    expect(await usersWithEmail(email)).toHaveLength(1);
  });

  it('is the owner’s: a sub-user with settings access gets 403, one without it too', async () => {
    const owner = await signUp(t.app);
    const { email, id } = await invited(owner);
    const settings = await createSubUser(t.app, t.database, owner, ['settings']);
    expect((await withdraw(settings, id)).json()).toEqual({ meta: { code: 403, message: [TEAM_MESSAGES.mainUserOnly], error_code: 'forbidden' }, data: null });
    const tracking = await createSubUser(t.app, t.database, owner, ['tracking']);
    expect((await withdraw(tracking, id)).json()).toEqual({ meta: { code: 403, message: [NO_ACCESS_MESSAGE], error_code: 'forbidden' }, data: null });
    expect(await usersWithEmail(email)).toHaveLength(1);
  });

  it("another tenant's user and a malformed id are not found", async () => {
    const owner = await signUp(t.app);
    const { email, id } = await invited(owner);
    await expectHiddenFromOtherTenants(t.app, { method: 'DELETE', url: `/api/sub_user/${id}/invitation` });
    expect((await withdraw(owner, 'not-an-id')).statusCode).toBe(404);
    expect((await withdraw(owner, owner.session._id)).statusCode).toBe(404);
    expect(await usersWithEmail(email)).toHaveLength(1);
  });
});

describe('signing up with an address that has a pending invitation', () => {
  it('withdraws the invitation and signs the owner of the address up; the link no longer works', async () => {
    const inviter = await signUp(t.app);
    const { email, id, link } = await invited(inviter);
    const response = await t.app.inject({ method: 'POST', url: '/api/user/register', remoteAddress: nextClientAddress(), payload: { name: 'Nina Own', email, password: PASSWORD } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ email, user_type: 'user' });
    expect(messagesOf(await acceptFromMail(t.app, link, email))).toEqual([TEAM_MESSAGES.inviteInvalid]);
    const list = await t.app.inject({ method: 'GET', url: '/api/sub_user/list', headers: inviter.headers });
    expect(list.json().data).toEqual([]);
    const [entry] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.tenantId, tenantOf(inviter)), eq(auditLog.action, 'team.invitation_withdrawn')));
    expect(entry).toMatchObject({ actorUserId: null, actorEmail: email, targetId: id, changes: { email: { before: email, after: null } } });
  });

  it('still refuses an address whose invitation was accepted, and a merchant’s address', async () => {
    const inviter = await signUp(t.app);
    const { email, link } = await invited(inviter);
    expect((await acceptFromMail(t.app, link, email)).statusCode).toBe(200);
    for (const taken of [email, inviter.session.email]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/user/register', remoteAddress: nextClientAddress(), payload: { name: 'Someone', email: taken, password: PASSWORD } });
      expect(messagesOf(response)).toEqual([AUTH_MESSAGES.emailTaken]);
    }
  });
});
