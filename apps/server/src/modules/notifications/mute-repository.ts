import { and, eq, inArray } from 'drizzle-orm';
import type { NotificationKind } from '@trailpost/contracts';
import type { Db } from '../../db/client.js';
import { notificationMutes } from '../../db/schema/index.js';

export async function mutedKinds(db: Db, tenantId: string, userId: string): Promise<NotificationKind[]> {
  const rows = await db
    .select({ kind: notificationMutes.kind })
    .from(notificationMutes)
    .where(and(eq(notificationMutes.tenantId, tenantId), eq(notificationMutes.userId, userId)));
  return rows.map((row) => row.kind as NotificationKind);
}

/** The user's muted kinds become exactly these, in one transaction. */
export async function replaceMutedKinds(db: Db, tenantId: string, userId: string, kinds: readonly NotificationKind[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(notificationMutes).where(and(eq(notificationMutes.tenantId, tenantId), eq(notificationMutes.userId, userId)));
    if (kinds.length) await tx.insert(notificationMutes).values(kinds.map((kind) => ({ tenantId, userId, kind })));
  });
}

/** Which of these users muted which kinds, as "tenant/user/kind" keys. */
export async function mutedKeys(db: Db, rows: readonly { tenantId: string; userId: string; kind?: string | null }[]): Promise<Set<string>> {
  const told = rows.filter((row) => row.kind);
  if (!told.length) return new Set();
  const found = await db
    .select({ tenantId: notificationMutes.tenantId, userId: notificationMutes.userId, kind: notificationMutes.kind })
    .from(notificationMutes)
    .where(and(inArray(notificationMutes.tenantId, [...new Set(told.map((row) => row.tenantId))]), inArray(notificationMutes.userId, [...new Set(told.map((row) => row.userId))])));
  return new Set(found.map((row) => muteKey(row)));
}

export const muteKey = (row: { tenantId: string; userId: string; kind?: string | null }) => `${row.tenantId}/${row.userId}/${row.kind ?? ''}`;
