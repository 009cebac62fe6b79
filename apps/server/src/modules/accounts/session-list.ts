import { AUTH_MESSAGES, type ActiveSession } from '@trailpost/contracts';
import type { AuthContext } from '../../platform/auth.js';
import type { ServiceContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { actorOf, recordAudit } from '../audit/index.js';
import { revokeAllSessions } from './repository.js';
import { listLiveSessions, revokeOwnSession } from './session-repository.js';

/** The user's live sessions, the current one marked, most recently used first. */
export async function listSessions(ctx: ServiceContext, auth: AuthContext): Promise<ActiveSession[]> {
  const rows = await listLiveSessions(ctx.db, auth.tenantId, auth.userId);
  return rows.map((row) => ({
    _id: row.id,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    user_agent: row.userAgent,
    ip: row.ip,
    current: row.id === auth.sessionId,
  }));
}

/** Ends one of the user's own sessions; any other id is, to them, one that does not exist. */
export async function signOutSession(ctx: ServiceContext, auth: AuthContext, sessionId: string): Promise<void> {
  if (!(await revokeOwnSession(ctx.db, auth.tenantId, auth.userId, sessionId))) throw notFound(AUTH_MESSAGES.sessionNotFound);
}

/** Ends every session of the user, this one included. */
export async function signOutEverywhere(ctx: ServiceContext, auth: AuthContext): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await revokeAllSessions(tx, auth.tenantId, auth.userId);
    await recordAudit(tx, actorOf(auth), { action: 'user.logout_everywhere', targetType: 'user', targetId: auth.userId });
  });
}
