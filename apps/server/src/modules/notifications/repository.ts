import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notifications } from '../../db/schema/index.js';
import { publish } from '../../platform/realtime-publish.js';
import { mutedKeys, muteKey } from './mute-repository.js';
import { toItem } from './views.js';

export type NewNotification = Omit<typeof notifications.$inferInsert, 'id' | 'createdAt' | 'readAt'>;
export type NotificationRow = typeof notifications.$inferSelect;

/**
 * Stores notifications and raises each on the realtime channel in the same transaction, so a
 * stream hears of it only once it is committed. One raised again by a repeated event is
 * stored (and sent) once; one of a kind its user muted is neither stored nor sent.
 */
export async function insertNotifications(db: Db, rows: NewNotification[]): Promise<number> {
  const muted = await mutedKeys(db, rows);
  const wanted = rows.filter((row) => !muted.has(muteKey(row)));
  if (!wanted.length) return 0;
  const stored = await db.insert(notifications).values(wanted).onConflictDoNothing().returning();
  await publish(
    db,
    stored.map((row) => ({ user_id: row.userId, event: 'notification', data: { notification: toItem(row) } })),
  );
  return stored.length;
}

const mine = (tenantId: string, userId: string) => and(eq(notifications.tenantId, tenantId), eq(notifications.userId, userId));

export function latestNotifications(db: Db, tenantId: string, userId: string, limit: number): Promise<NotificationRow[]> {
  return db.select().from(notifications).where(mine(tenantId, userId)).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(limit);
}

export async function unreadCount(db: Db, tenantId: string, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(notifications).where(and(mine(tenantId, userId), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}

export async function markAllRead(db: Db, tenantId: string, userId: string): Promise<void> {
  await db.update(notifications).set({ readAt: sql`now()` }).where(and(mine(tenantId, userId), isNull(notifications.readAt)));
}

export async function deleteNotification(db: Db, tenantId: string, userId: string, id: string): Promise<boolean> {
  const deleted = await db.delete(notifications).where(and(mine(tenantId, userId), eq(notifications.id, id))).returning({ id: notifications.id });
  return deleted.length > 0;
}
