import { and, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { toNumber, type Db } from '../../db/client.js';
import { webhookDeliveries, webhookSubscriptions } from '../../db/schema/index.js';
import type { WebhookDeliveryStatus } from '@trailpost/contracts';

export type SubscriptionRow = typeof webhookSubscriptions.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
export type NewDelivery = typeof webhookDeliveries.$inferInsert;

const thisSubscription = (tenantId: string, id: string) => and(eq(webhookSubscriptions.tenantId, tenantId), eq(webhookSubscriptions.id, id));

export function listSubscriptions(db: Db, tenantId: string): Promise<SubscriptionRow[]> {
  return db.select().from(webhookSubscriptions).where(eq(webhookSubscriptions.tenantId, tenantId)).orderBy(desc(webhookSubscriptions.createdAt));
}

export async function countSubscriptions(db: Db, tenantId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(webhookSubscriptions).where(eq(webhookSubscriptions.tenantId, tenantId));
  return toNumber(row?.n);
}

export async function findSubscription(db: Db, tenantId: string, id: string): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(webhookSubscriptions).where(thisSubscription(tenantId, id)).limit(1);
  return row ?? null;
}

export async function insertSubscription(db: Db, values: typeof webhookSubscriptions.$inferInsert): Promise<SubscriptionRow> {
  const [row] = await db.insert(webhookSubscriptions).values(values).returning();
  return row!;
}

export async function updateSubscription(db: Db, tenantId: string, id: string, values: Partial<typeof webhookSubscriptions.$inferInsert>): Promise<SubscriptionRow | null> {
  const [row] = await db
    .update(webhookSubscriptions)
    .set({ ...values, updatedAt: sql`now()` })
    .where(thisSubscription(tenantId, id))
    .returning();
  return row ?? null;
}

export async function deleteSubscription(db: Db, tenantId: string, id: string): Promise<boolean> {
  const rows = await db.delete(webhookSubscriptions).where(thisSubscription(tenantId, id)).returning({ id: webhookSubscriptions.id });
  return rows.length > 0;
}

/** The active endpoints of these tenants (an event batch spans a few). */
export function activeSubscriptionsOf(db: Db, tenantIds: string[]): Promise<Pick<SubscriptionRow, 'tenantId' | 'id'>[]> {
  if (!tenantIds.length) return Promise.resolve([]);
  return db
    .select({ tenantId: webhookSubscriptions.tenantId, id: webhookSubscriptions.id })
    .from(webhookSubscriptions)
    .where(and(inArray(webhookSubscriptions.tenantId, tenantIds), eq(webhookSubscriptions.active, true)));
}

/** New deliveries; an event already queued for an endpoint is not queued twice. */
export async function insertDeliveries(db: Db, rows: NewDelivery[]): Promise<void> {
  if (!rows.length) return;
  await db.insert(webhookDeliveries).values(rows).onConflictDoNothing();
}

export function insertDeliveriesReturning(db: Db, rows: NewDelivery[]): Promise<DeliveryRow[]> {
  return db.insert(webhookDeliveries).values(rows).returning();
}

/** Pending deliveries of an endpoint that was switched off end as failed, with the reason: a replay sends them later. */
export async function failWaitingDeliveries(db: Db, tenantId: string, subscriptionId: string, reason: string): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({ status: 'failed', nextAttemptAt: null, error: reason })
    .where(and(eq(webhookDeliveries.tenantId, tenantId), eq(webhookDeliveries.subscriptionId, subscriptionId), eq(webhookDeliveries.status, 'pending')));
}

export async function deliveryPage(db: Db, tenantId: string, subscriptionId: string, status: WebhookDeliveryStatus | undefined, offset: number, limit: number) {
  // `sending` is a pending delivery whose attempt is under way.
  const statusCondition =
    status === undefined ? undefined : status === 'pending' ? inArray(webhookDeliveries.status, ['pending', 'sending']) : eq(webhookDeliveries.status, status);
  const where = and(eq(webhookDeliveries.tenantId, tenantId), eq(webhookDeliveries.subscriptionId, subscriptionId), statusCondition);
  const [rows, [total]] = await Promise.all([
    db.select().from(webhookDeliveries).where(where).orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id)).offset(offset).limit(limit),
    db.select({ n: count() }).from(webhookDeliveries).where(where),
  ]);
  return { rows, total: toNumber(total?.n) };
}

export async function findDelivery(db: Db, tenantId: string, subscriptionId: string, id: string): Promise<DeliveryRow | null> {
  const [row] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.tenantId, tenantId), eq(webhookDeliveries.subscriptionId, subscriptionId), eq(webhookDeliveries.id, id)))
    .limit(1);
  return row ?? null;
}

/**
 * Queues deliveries again, due now, keeping their id (so their `webhook-id`) and body. One
 * under way is left alone; `onlyFailed` with a period replays the failures created in it.
 */
export async function requeueDeliveries(
  db: Db,
  tenantId: string,
  subscriptionId: string,
  which: { id: string } | { failedFrom: Date; failedTo: Date },
): Promise<DeliveryRow[]> {
  const match =
    'id' in which
      ? and(eq(webhookDeliveries.id, which.id), sql`${webhookDeliveries.status} <> 'sending'`)
      : and(
          eq(webhookDeliveries.status, 'failed'),
          sql`${webhookDeliveries.createdAt} >= ${which.failedFrom.toISOString()}::timestamptz`,
          lt(webhookDeliveries.createdAt, which.failedTo),
        );
  return db
    .update(webhookDeliveries)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()`, error: null })
    .where(and(eq(webhookDeliveries.tenantId, tenantId), eq(webhookDeliveries.subscriptionId, subscriptionId), match))
    .returning();
}

/** Deliveries older than the retention period are removed (housekeeping). */
export async function forgetOldDeliveries(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(webhookDeliveries)
    .where(and(lt(webhookDeliveries.createdAt, before), sql`${webhookDeliveries.status} <> 'sending'`))
    .returning({ id: webhookDeliveries.id });
  return rows.length;
}
