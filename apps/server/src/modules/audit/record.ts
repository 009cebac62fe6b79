import { AUDIT_MASK, type AuditAction, type AuditChanges } from '@trailpost/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditLog, users } from '../../db/schema/index.js';
import type { AuthContext } from '../../platform/auth.js';

/** Who made a change: a user (signed in or through its API key), from an address. */
export interface AuditActor {
  tenantId: string;
  userId: string | null;
  apiKeyId: string | null;
  ip: string | null;
  /** Kept by value so the entry still names its author after the user is gone; read from the user when omitted. */
  email?: string | null;
}

/** The actor of a signed-in or API-key call. */
export function actorOf(auth: AuthContext): AuditActor {
  return { tenantId: auth.tenantId, userId: auth.userId, apiKeyId: auth.apiKeyId ?? null, ip: auth.ip ?? null };
}

export interface AuditEntry {
  action: AuditAction;
  targetType?: string | null;
  targetId?: string | null;
  changes?: AuditChanges;
}

/**
 * Writes one audit entry. Pass the transaction of the change itself (DESIGN §4): the entry is
 * written exactly when the change is.
 */
export async function recordAudit(db: Db, actor: AuditActor, entry: AuditEntry): Promise<void> {
  let email = actor.email ?? null;
  if (email === null && actor.userId) {
    const [user] = await db
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.tenantId, actor.tenantId), eq(users.id, actor.userId)))
      .limit(1);
    email = user?.email ?? null;
  }
  await db.insert(auditLog).values({
    tenantId: actor.tenantId,
    actorUserId: actor.userId,
    actorEmail: email,
    actorApiKeyId: actor.apiKeyId,
    ip: actor.ip,
    action: entry.action,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId ?? null,
    changes: entry.changes ?? {},
  });
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields that differ between two versions of a record, as `{ field: { before, after } }`.
 * `secrets` name fields whose values are never written: a changed secret reads as masked.
 * A field absent from `after` is not compared (a partial update leaves it as it was).
 */
export function changesBetween(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  secrets: readonly string[] = [],
): AuditChanges {
  const changes: AuditChanges = {};
  const fields = new Set([...Object.keys(after ?? {}), ...(after === null ? Object.keys(before ?? {}) : [])]);
  for (const field of fields) {
    const was = before?.[field] ?? null;
    const now = after === null ? null : (after[field] ?? null);
    if (after !== null && !(field in after)) continue;
    if (same(was, now)) continue;
    const mask = (value: unknown) => (value === null || value === '' ? value : AUDIT_MASK);
    changes[field] = secrets.includes(field) ? { before: mask(was), after: mask(now) } : { before: was, after: now };
  }
  return changes;
}
