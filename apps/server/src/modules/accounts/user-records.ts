import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { forgetEmail, recordEmail } from './lookups.js';
import { forgetTemplateMerchant } from '../templates/index.js';

/**
 * Writes of user rows that other modules ask for: settings (a user's own profile and digest
 * switch) and team (sub-users). The accounts module owns the users table, so they live here.
 * Those that take a transaction run in the caller's, beside its own rows and audit entry.
 */

/** The profile fields a user edits for itself. */
export async function updateProfile(
  db: Db,
  tenantId: string,
  userId: string,
  values: { name: string; dateFormat: string; timeZone: string },
): Promise<void> {
  await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
  forgetTemplateMerchant(db, tenantId);
}

export async function updateDigestAlert(db: Db, tenantId: string, userId: string, active: 0 | 1): Promise<void> {
  await db
    .update(users)
    .set({ dailyDigestEmailActive: active, updatedAt: sql`now()` })
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
}

export async function updateSubUser(db: Db, tenantId: string, userId: string, values: Partial<{ name: string; roleId: string; active: number }>): Promise<void> {
  await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId), eq(users.userType, 'subuser')));
}

/** Accepting sets the password and marks the invite accepted. */
export async function acceptSubUser(db: Db, tenantId: string, userId: string, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, invite: 1, updatedAt: sql`now()` })
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
}

/** Adds an invited sub-user and claims its address (a taken address fails here, as a unique violation). */
export async function insertSubUser(db: Db, tenantId: string, values: { email: string; name: string; roleId: string; source: string }): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({ ...values, tenantId, userType: 'subuser', invite: 0, active: 1, passwordHash: null })
      .returning({ id: users.id });
    await recordEmail(tx, values.email, tenantId, row!.id);
    return row!.id;
  });
}

/**
 * Deletes a sub-user whose invitation is still pending; answers its e-mail, or null when there
 * is no such pending user (unknown, or already accepted). The row is locked first, then
 * `alongside` deletes what refers to it (the team module's invitations), then the user goes.
 */
export async function deletePendingSubUser(db: Db, tenantId: string, userId: string, alongside: (tx: Db) => Promise<void>): Promise<string | null> {
  const pending = and(eq(users.tenantId, tenantId), eq(users.id, userId), eq(users.userType, 'subuser'), eq(users.invite, 0));
  const [row] = await db.select({ email: users.email }).from(users).where(pending).limit(1).for('update');
  if (!row) return null;
  await alongside(db);
  await db.delete(users).where(pending);
  await forgetEmail(db, row.email);
  return row.email;
}
