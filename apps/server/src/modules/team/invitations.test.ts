import { describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { INVITE_TTL_MINUTES, TEAM_MESSAGES } from '@trailpost/contracts';
import { invitations, users } from '../../db/schema/index.js';
import { messagesOf, signUp, uniqueEmail, type SignedIn } from '../../test/accounts.js';
import { useTestApp } from '../../test/harness.js';
import { acceptFromMail, inviteLinkTo } from './team-test-helpers.js';

const t = useTestApp();

async function invited(owner: SignedIn, role: string[] = ['tracking', 'assignTracking']) {
  const roleId = (await t.app.inject({ method: 'POST', url: '/api/role', headers: owner.headers, payload: { name: 'Drivers', role } })).json().data._id as string;
  const email = uniqueEmail('invitee');
  const response = await t.app.inject({ method: 'POST', url: '/api/sub_user/invite', headers: owner.headers, payload: { name: 'Nina', email, role_id: roleId } });
  return { email, id: response.json().data._id as string, link: await inviteLinkTo(t.database, email) };
}
const claimOf = (link: string) =>
  JSON.parse(Buffer.from(decodeURIComponent(new URL(link).searchParams.get('token')!).split('.')[0]!, 'base64url').toString()) as Record<string, unknown>;

describe('invitations', () => {
  it('carry name, e-mail and an expiry of 2,880 minutes, and accepting signs the sub-user in', async () => {
    const owner = await signUp(t.app);
    const { email, link } = await invited(owner);
    const claim = claimOf(link);
    expect(claim).toMatchObject({ name: 'Nina', email });
    expect(Number(claim.exp) * 1000 - Date.now()).toBeGreaterThan((INVITE_TTL_MINUTES - 1) * 60_000);
    expect(Number(claim.exp) * 1000 - Date.now()).toBeLessThanOrEqual(INVITE_TTL_MINUTES * 60_000);

    const accepted = await acceptFromMail(t.app, link, email);
    expect(accepted.json()).toMatchObject({
      meta: { code: 200, message: ['Login successful.'] },
      data: { email, user_type: 'subuser', roles: ['tracking', 'assignTracking'], user_details: { tenant_id: owner.session.user_details.tenant_id } },
    });
    const list = await t.app.inject({ method: 'GET', url: '/api/sub_user/list', headers: owner.headers });
    expect(list.json().data[0]).toMatchObject({ email, invite: 1 });
    // The same link twice is refused: it works once.
    expect(messagesOf(await acceptFromMail(t.app, link, email))).toEqual([TEAM_MESSAGES.inviteInvalid]);
  });

  it('refuses another e-mail, a tampered token and a forged one', async () => {
    const owner = await signUp(t.app);
    const { email, link } = await invited(owner);
    expect(messagesOf(await acceptFromMail(t.app, link, uniqueEmail()))).toEqual([TEAM_MESSAGES.inviteInvalid]);
    const token = decodeURIComponent(new URL(link).searchParams.get('token')!);
    const [body, signature] = token.split('.');
    const other = Buffer.from(JSON.stringify({ ...claimOf(link), email: 'attacker@example.com' })).toString('base64url');
    for (const forged of [`${other}.${signature}`, `${body}.${'A'.repeat(43)}`, 'garbage']) {
      const response = await t.app.inject({ method: 'POST', url: '/api/sub_user/acceptinvite', payload: { token: forged, email, password: 'welcome42' } });
      expect(messagesOf(response)).toEqual([TEAM_MESSAGES.inviteInvalid]);
    }
    expect((await acceptFromMail(t.app, link, email)).statusCode).toBe(200);
  });

  it('expire after 2,880 minutes with the expired text', async () => {
    const owner = await signUp(t.app);
    const { email, link } = await invited(owner);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + (INVITE_TTL_MINUTES + 1) * 60_000);
      expect(messagesOf(await acceptFromMail(t.app, link, email))).toEqual([TEAM_MESSAGES.inviteExpired]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('are refused once their stored expiry has passed, whatever the claim says', async () => {
    const owner = await signUp(t.app);
    const { email, link, id } = await invited(owner);
    await t.database.db.update(invitations).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(invitations.userId, id));
    expect(messagesOf(await acceptFromMail(t.app, link, email))).toEqual([TEAM_MESSAGES.inviteInvalid]);
  });

  it('check the password rules of the invite page', async () => {
    const owner = await signUp(t.app);
    const { email, link } = await invited(owner);
    expect(messagesOf(await acceptFromMail(t.app, link, email, 'letters'))).toContain(TEAM_MESSAGES.invitePasswordAlphanumeric);
    expect(messagesOf(await acceptFromMail(t.app, link, email, 'ab1'))).toContain(TEAM_MESSAGES.invitePasswordMin);
  });

  it('are the only way in: e-mail and password alone never activate a pending account', async () => {
    const owner = await signUp(t.app);
    const { email } = await invited(owner);
    const reset = await t.app.inject({ method: 'GET', url: `/api/user/forgot_password?emailid=${encodeURIComponent(email)}` });
    expect(messagesOf(reset)).toEqual([TEAM_MESSAGES.invitePending]);
    const login = await t.app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password: 'welcome42' } });
    expect(login.statusCode).toBe(401);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect([row!.invite, row!.passwordHash]).toEqual([0, null]);
  });

  it('of a deactivated user are refused', async () => {
    const owner = await signUp(t.app);
    const { email, link, id } = await invited(owner);
    await t.app.inject({ method: 'PUT', url: `/api/sub_user/${id}`, headers: owner.headers, payload: { active: 0 } });
    expect(messagesOf(await acceptFromMail(t.app, link, email))).toEqual([TEAM_MESSAGES.accountDeactivated]);
  });

  it('give the sub-user only its menu access and its assigned shipments', async () => {
    const owner = await signUp(t.app);
    const { email, link, id } = await invited(owner);
    const sub = (await acceptFromMail(t.app, link, email)).json().data as { access_token: string };
    const headers = { authorization: `Bearer ${sub.access_token}` };
    const mine = await t.app.inject({ method: 'POST', url: '/api/trackings', headers: owner.headers, payload: { slug: 'ups', tracking_number: '1ZINVITE0001', assigned_id: id } });
    await t.app.inject({ method: 'POST', url: '/api/trackings', headers: owner.headers, payload: { slug: 'ups', tracking_number: '1ZINVITE0002' } });
    const list = await t.app.inject({ method: 'GET', url: '/api/trackings', headers });
    expect(list.json().data.trackings.map((s: { _id: string }) => s._id)).toEqual([mine.json().data._id]);
    expect((await t.app.inject({ method: 'POST', url: '/api/dashboard/tracking_count', headers, payload: { from_date: '2025-01-01T00:00:00.000Z', to_date: '2025-01-31T00:00:00.000Z' } })).statusCode).toBe(403);
  });
});
