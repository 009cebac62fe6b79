import { describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { AUTH_MESSAGES, TEAM_MESSAGES } from '@trailpost/contracts';
import { mailOutbox } from '../../db/schema/index.js';
import { messagesOf, signUp, uniqueEmail, type SignedIn } from '../../test/accounts.js';
import { useTestApp } from '../../test/harness.js';
import { acceptFromMail, inviteLinkTo } from './team-test-helpers.js';

const t = useTestApp();

async function roleOf(owner: SignedIn, role: string[] = ['tracking']) {
  const response = await t.app.inject({ method: 'POST', url: '/api/role', headers: owner.headers, payload: { name: 'Packers', department: 'Warehouse', role } });
  return response.json().data._id as string;
}
const invite = (owner: SignedIn, payload: object) => t.app.inject({ method: 'POST', url: '/api/sub_user/invite', headers: owner.headers, payload });
const list = (owner: SignedIn, query = '') => t.app.inject({ method: 'GET', url: `/api/sub_user/list${query}`, headers: owner.headers });
const edit = (owner: SignedIn, id: string, payload: object) => t.app.inject({ method: 'PUT', url: `/api/sub_user/${id}`, headers: owner.headers, payload });

describe('sub-users', () => {
  it('are invited pending with their role, e-mailed a link, and listed', async () => {
    const owner = await signUp(t.app, { name: 'Asha' });
    const organization = { company_name: 'Acme Retail', contact_no: '+91 80 1234 5678', address1: '1 MG Road', city: 'Bengaluru', state: 'Karnataka', country_name: 'India' };
    expect((await t.app.inject({ method: 'PUT', url: '/api/user/organization', headers: owner.headers, payload: organization })).statusCode).toBe(200);
    const roleId = await roleOf(owner);
    const email = uniqueEmail('packer');
    const response = await invite(owner, { name: 'Ravi', email: email.toUpperCase(), role_id: roleId, source: 'Web' });
    expect(response.json()).toEqual({
      meta: { code: 200, message: [TEAM_MESSAGES.invited] },
      data: { _id: expect.any(String), name: 'Ravi', email, role_id: roleId, role_name: 'Packers', department: 'Warehouse', active: 1, invite: 0, source: 'Web' },
    });
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    expect(mail!.subject).toBe('Asha invited you to Acme Retail on Trailpost');
    expect(await inviteLinkTo(t.database, email)).toMatch(/\/accept_invite\?token=/);
    expect((await list(owner)).json()).toMatchObject({ meta: { total_records: 1 }, data: [{ email, invite: 0 }] });
  });

  it.each([
    [{ email: 'a@b.co', role_id: '00000000-0000-4000-8000-000000000000' }, TEAM_MESSAGES.nameRequired],
    [{ name: '  ', email: 'a@b.co' }, TEAM_MESSAGES.nameRequired],
    [{ name: 'Ravi' }, TEAM_MESSAGES.emailRequired],
    [{ name: 'Ravi', email: 'not-an-email' }, TEAM_MESSAGES.emailInvalid],
    [{ name: 'Ravi', email: 'a@b.co' }, TEAM_MESSAGES.roleRequired],
    [{ name: 'Ravi', email: 'a@b.co', role_id: 'nope' }, TEAM_MESSAGES.roleRequired],
  ])('refuses %j with its message', async (payload, message) => {
    const owner = await signUp(t.app);
    const response = await invite(owner, payload);
    expect(response.statusCode).toBe(400);
    expect(messagesOf(response)).toContain(message);
  });

  it("refuses another tenant's role, a taken e-mail, and sends nothing then", async () => {
    const owner = await signUp(t.app);
    const stranger = await signUp(t.app);
    const theirs = await roleOf(stranger);
    expect(messagesOf(await invite(owner, { name: 'Ravi', email: uniqueEmail(), role_id: theirs }))).toEqual([TEAM_MESSAGES.roleRequired]);
    const roleId = await roleOf(owner);
    expect(messagesOf(await invite(owner, { name: 'Ravi', email: stranger.session.email, role_id: roleId }))).toEqual([TEAM_MESSAGES.emailTaken]);
    expect((await list(owner)).json().meta.total_records).toBe(0);
  });

  it('page 15, 25 or 35 at a time with the total', async () => {
    const owner = await signUp(t.app);
    const roleId = await roleOf(owner);
    for (let i = 0; i < 17; i += 1) expect((await invite(owner, { name: `User ${i}`, email: uniqueEmail(`u${i}`), role_id: roleId })).statusCode).toBe(200);
    const first = (await list(owner)).json();
    expect([first.data.length, first.meta.total_records]).toEqual([15, 17]);
    const second = (await list(owner, '?pageId=2&limit=15')).json();
    expect(second.data.map((u: { name: string }) => u.name)).toEqual(['User 1', 'User 0']);
    expect((await list(owner, '?limit=25')).json().data).toHaveLength(17);
    expect((await list(owner, '?limit=20')).statusCode).toBe(400);
  });

  it('send the invite again while pending: the older link stops working', async () => {
    const owner = await signUp(t.app);
    const roleId = await roleOf(owner);
    const email = uniqueEmail('again');
    await invite(owner, { name: 'Ravi', email, role_id: roleId });
    const firstLink = await inviteLinkTo(t.database, email);
    const resent = await invite(owner, { name: 'Ravi', email, role_id: roleId, resend: true });
    expect(resent.json().meta.message).toEqual([TEAM_MESSAGES.inviteResent]);
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(desc(mailOutbox.createdAt));
    expect(mails).toHaveLength(2);
    const old = await acceptFromMail(t.app, firstLink, email);
    expect(messagesOf(old)).toEqual([TEAM_MESSAGES.inviteInvalid]);
    expect((await acceptFromMail(t.app, await inviteLinkTo(t.database, email), email)).statusCode).toBe(200);
    expect(messagesOf(await invite(owner, { name: 'Ravi', email, role_id: roleId, resend: true }))).toEqual([TEAM_MESSAGES.alreadyAccepted]);
  });

  it('are renamed and moved to another role', async () => {
    const owner = await signUp(t.app);
    const roleId = await roleOf(owner);
    const other = await roleOf(owner, ['dashboard']);
    const id = (await invite(owner, { name: 'Ravi', email: uniqueEmail(), role_id: roleId })).json().data._id as string;
    const response = await edit(owner, id, { name: 'Ravi K', role_id: other });
    expect(response.json()).toMatchObject({ meta: { message: [TEAM_MESSAGES.userUpdated] }, data: { name: 'Ravi K', role_id: other } });
    expect(messagesOf(await edit(owner, id, { name: '' }))).toEqual([TEAM_MESSAGES.nameRequired]);
    expect(messagesOf(await edit(owner, owner.session._id, { name: 'Owner' }))).toEqual([TEAM_MESSAGES.userNotFound]);
  });

  it('deactivated, are signed out at once and cannot sign in; activated, they can again', async () => {
    const owner = await signUp(t.app);
    const roleId = await roleOf(owner);
    const email = uniqueEmail('leaver');
    const id = (await invite(owner, { name: 'Ravi', email, role_id: roleId })).json().data._id as string;
    const accepted = await acceptFromMail(t.app, await inviteLinkTo(t.database, email), email);
    const token = accepted.json().data.access_token as string;
    const headers = { authorization: `Bearer ${token}` };
    expect((await t.app.inject({ method: 'GET', url: '/api/trackings', headers })).statusCode).toBe(200);

    expect((await edit(owner, id, { active: 0 })).json().meta.message).toEqual([TEAM_MESSAGES.userDeactivated]);
    expect(messagesOf(await t.app.inject({ method: 'GET', url: '/api/trackings', headers }))).toEqual([AUTH_MESSAGES.sessionExpired]);
    const login = await t.app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password: 'welcome42' } });
    expect(login.json()).toEqual({ meta: { code: 403, message: [TEAM_MESSAGES.accountDeactivated], error_code: 'forbidden' }, data: null });

    expect((await edit(owner, id, { active: 1 })).json().meta.message).toEqual([TEAM_MESSAGES.userActivated]);
    expect((await t.app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password: 'welcome42' } })).statusCode).toBe(200);
  });

  it('cannot be managed by a sub-user, even one with settings', async () => {
    const owner = await signUp(t.app);
    const roleId = await roleOf(owner, ['settings']);
    const email = uniqueEmail('admin');
    await invite(owner, { name: 'Sub admin', email, role_id: roleId });
    const sub = await acceptFromMail(t.app, await inviteLinkTo(t.database, email), email);
    const headers = { authorization: `Bearer ${sub.json().data.access_token as string}` };
    const response = await t.app.inject({ method: 'POST', url: '/api/sub_user/invite', headers, payload: { name: 'X', email: uniqueEmail(), role_id: roleId } });
    expect(response.json()).toEqual({ meta: { code: 403, message: [TEAM_MESSAGES.mainUserOnly], error_code: 'forbidden' }, data: null });
    const rows = await t.database.db.select().from(mailOutbox).where(and(eq(mailOutbox.tenantId, owner.session.user_details.tenant_id)));
    expect(rows).toHaveLength(1);
  });
});
