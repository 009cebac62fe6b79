import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type { AuditAction } from '@trailpost/contracts';
import { auditLog } from '../../db/schema/index.js';
import { hashToken } from '../../platform/tokens.js';
import { createSubUser, nextClientAddress, PASSWORD, signUp, type SignedIn } from '../../test/accounts.js';
import { useTestApp } from '../../test/harness.js';
import { codeNow, codeStep, enrolTwoFactor, holdClockMidStep, passwordStep } from '../../test/two-factor.js';
import { insertPasswordReset } from './repository.js';

const t = useTestApp();

beforeEach(() => {
  holdClockMidStep();
});
afterEach(() => {
  vi.useRealTimers();
});

const tenantOf = (who: SignedIn) => who.session.user_details.tenant_id;

/** The tenant's entries of one action, oldest first, read straight from the table. */
async function entries(who: SignedIn, action: AuditAction) {
  const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.tenantId, tenantOf(who))).orderBy(asc(auditLog.createdAt));
  return rows.filter((row) => row.action === action);
}

/** Who, from where, about whom: the fields every accounts entry carries. */
const byUser = (who: SignedIn, ip: string) => ({
  tenantId: tenantOf(who),
  actorUserId: who.session._id,
  actorEmail: who.session.email,
  actorApiKeyId: null,
  ip,
  targetType: 'user',
  targetId: who.session._id,
  createdAt: expect.any(Date),
});

const loginFrom = (email: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/user/login', remoteAddress, payload: { email, password } });

describe('audit entries of the accounts module', () => {
  it('user.login: a sign-in, with who and the address it came from', async () => {
    const owner = await signUp(t.app);
    const address = nextClientAddress();
    expect((await loginFrom(owner.session.email, PASSWORD, address)).statusCode).toBe(200);
    expect(await entries(owner, 'user.login')).toEqual([expect.objectContaining(byUser(owner, address))]);
  });

  it('user.login_failed: a wrong password for an existing account; an unknown e-mail records nothing', async () => {
    const owner = await signUp(t.app);
    const address = nextClientAddress();
    expect((await loginFrom(owner.session.email, 'wrong123', address)).statusCode).toBe(401);
    expect(await entries(owner, 'user.login_failed')).toEqual([expect.objectContaining(byUser(owner, address))]);
    expect(await entries(owner, 'user.login')).toEqual([]);
    const before = (await t.database.db.select().from(auditLog)).length;
    expect((await loginFrom('nobody.here@example.com', 'wrong123', address)).statusCode).toBe(404);
    expect(await t.database.db.select().from(auditLog)).toHaveLength(before);
  });

  it('with two-step sign-in: user.login at the code step only, user.login_failed for a wrong code', async () => {
    const owner = await signUp(t.app);
    const { secret } = await enrolTwoFactor(t.app, owner);
    const address = nextClientAddress();
    const challenge = await passwordStep(t.app, owner.session.email, address);
    expect(await entries(owner, 'user.login')).toEqual([]);
    expect((await codeStep(t.app, challenge, codeNow(secret, 3), address)).statusCode).toBe(401);
    expect(await entries(owner, 'user.login_failed')).toEqual([expect.objectContaining(byUser(owner, address))]);
    expect((await codeStep(t.app, challenge, codeNow(secret), address)).statusCode).toBe(200);
    expect(await entries(owner, 'user.login')).toEqual([expect.objectContaining(byUser(owner, address))]);
  });

  it('user.two_factor_enabled and user.two_factor_disabled, by the user from its address', async () => {
    const owner = await signUp(t.app);
    const sub = await createSubUser(t.app, t.database, owner, ['dashboard']);
    const { secret } = await enrolTwoFactor(t.app, sub);
    expect(await entries(owner, 'user.two_factor_enabled')).toEqual([expect.objectContaining(byUser(sub, '127.0.0.1'))]);
    const off = await t.app.inject({ method: 'POST', url: '/api/user/two_factor/disable', headers: sub.headers, payload: { password: PASSWORD, code: codeNow(secret) } });
    expect(off.statusCode, off.body).toBe(200);
    expect(await entries(owner, 'user.two_factor_disabled')).toEqual([expect.objectContaining(byUser(sub, '127.0.0.1'))]);
  });

  it('user.logout_everywhere', async () => {
    const owner = await signUp(t.app);
    expect((await t.app.inject({ method: 'POST', url: '/api/user/logout_all', headers: owner.headers })).statusCode).toBe(200);
    expect(await entries(owner, 'user.logout_everywhere')).toEqual([expect.objectContaining(byUser(owner, '127.0.0.1'))]);
  });

  it('user.password_changed: by the change-password drawer and by a reset link', async () => {
    const owner = await signUp(t.app);
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/user/change_password',
      headers: owner.headers,
      payload: { current_password: PASSWORD, new_password: 'newpass9', confirm_password: 'newpass9' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const token = 'reset-token-for-audit';
    await insertPasswordReset(t.database.db, tenantOf(owner), { userId: owner.session._id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 60_000) });
    const address = nextClientAddress();
    const reset = await t.app.inject({ method: 'POST', url: '/api/user/reset_password', remoteAddress: address, payload: { token, new_password: 'other123', confirm_password: 'other123' } });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await entries(owner, 'user.password_changed')).toEqual([
      expect.objectContaining(byUser(owner, '127.0.0.1')),
      expect.objectContaining(byUser(owner, address)),
    ]);
  });

  it('keeps each merchant’s entries to itself', async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    await loginFrom(owner.session.email, 'wrong123', nextClientAddress());
    expect(await entries(other, 'user.login_failed')).toEqual([]);
  });
});
