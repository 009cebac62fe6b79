import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { SESSION_IDLE_DAYS } from '@trailpost/contracts';
import type { Db } from '../../db/client.js';
import { sessions } from '../../db/schema/index.js';
import { forgetTokens } from './lookups.js';

/** Not revoked, not past its absolute end, used within the idle window. */
export const isLiveSession = () =>
  and(isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`), gt(sessions.lastUsedAt, sql`now() - make_interval(days => ${SESSION_IDLE_DAYS})`));

/** A session's last use is written at most this often, so a busy session does not write on every call. */
export const TOUCH_INTERVAL_MS = 60 * 60_000;

/** Marks a session used (the caller has seen its last use is older than TOUCH_INTERVAL_MS). */
export async function touchSession(db: Db, tenantId: string, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ lastUsedAt: sql`now()` })
    .where(and(eq(sessions.tenantId, tenantId), eq(sessions.id, sessionId)));
}

export async function listLiveSessions(db: Db, tenantId: string, userId: string) {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.tenantId, tenantId), eq(sessions.userId, userId), isLiveSession()))
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt));
}

/** Revokes one live session of the user; false when it is not theirs or already over. */
export async function revokeOwnSession(db: Db, tenantId: string, userId: string, sessionId: string): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.tenantId, tenantId), eq(sessions.userId, userId), eq(sessions.id, sessionId), isLiveSession()))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** Sessions over for a week (revoked, expired or idle) are deleted, with their tokens' look-ups: the list shows live ones only. */
export async function deleteEndedSessions(db: Db): Promise<void> {
  const weekAgo = sql`now() - interval '7 days'`;
  await db.transaction(async (tx) => {
    const gone = await tx
      .delete(sessions)
    .where(
      or(
        lt(sessions.revokedAt, weekAgo),
        lt(sessions.expiresAt, weekAgo),
        lt(sessions.lastUsedAt, sql`now() - make_interval(days => ${SESSION_IDLE_DAYS + 7})`),
        ),
      )
      .returning({ tokenHash: sessions.tokenHash });
    await forgetTokens(tx, gone.map((session) => session.tokenHash));
  });
}
