import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

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
}

export async function updateDigestAlert(db: Db, tenantId: string, userId: string, active: 0 | 1): Promise<void> {
  await db
    .update(users)
    .set({ dailyDigestEmailActive: active, updatedAt: sql`now()` })
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
}
