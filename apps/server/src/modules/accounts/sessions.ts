import { SESSION_MAX_DAYS, type RoleValue } from '@trailpost/contracts';
import { roleValuesOf, type AuthContext } from '../../platform/auth.js';
import type { ServiceContext } from '../../platform/context.js';
import { hashToken, newToken } from '../../platform/tokens.js';
import { findRoleAccess, findSessionByTokenHash, findTenant, insertSession, type UserRow } from './repository.js';
import { toSessionRecord } from './session-record.js';
import { mustEnrolTwoFactor } from './two-factor/requirement.js';
import { TOUCH_INTERVAL_MS, touchSession } from './session-repository.js';

const SESSION_MAX_MS = SESSION_MAX_DAYS * 24 * 60 * 60_000;

export interface ClientInfo {
  ip: string;
  userAgent: string | null;
  /** The device cookie's token, when the browser sent one. */
  deviceToken: string | null;
}

/** A sub-user's access values come from its role; a main user holds every access. */
function rolesOf(user: UserRow, roleAccess: string[] | null): RoleValue[] {
  return roleValuesOf(user.userType === 'subuser' ? 'subuser' : 'user', roleAccess);
}

/** Opens a session for the user and returns the session record with its token. */
export async function startSession(ctx: ServiceContext, user: UserRow, client: ClientInfo) {
  const token = newToken();
  await insertSession(ctx.db, user.tenantId, {
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + SESSION_MAX_MS),
    userAgent: client.userAgent,
    ip: client.ip,
  });
  return sessionRecordFor(ctx, user, token);
}

export async function sessionRecordFor(ctx: ServiceContext, user: UserRow, token: string) {
  const tenant = await findTenant(ctx.db, user.tenantId);
  if (!tenant) throw new Error(`tenant ${user.tenantId} of user ${user.id} is missing`);
  const roleAccess = await findRoleAccess(ctx.db, user.tenantId, user.roleId);
  return toSessionRecord(user, tenant, token, rolesOf(user, roleAccess), ctx.config.publicUrl);
}

/** The session resolver the authentication hook uses. */
export async function resolveSession(ctx: ServiceContext, tokenHash: string): Promise<AuthContext | null> {
  const found = await findSessionByTokenHash(ctx.db, tokenHash);
  if (!found) return null;
  // Read with the session itself: most calls need no write at all.
  if (Date.now() - found.session.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) await touchSession(ctx.db, found.user.tenantId, found.session.id);
  return {
    sessionId: found.session.id,
    userId: found.user.id,
    tenantId: found.user.tenantId,
    userType: found.user.userType === 'subuser' ? 'subuser' : 'user',
    roles: rolesOf(found.user, found.roleAccess),
    mustEnrolTwoFactor: mustEnrolTwoFactor(found.user, found.requireTwoFactor),
  };
}
