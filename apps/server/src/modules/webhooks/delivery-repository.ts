import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { leaseInScopes } from '../../platform/claim.js';
import { webhookDeliveries, webhookSubscriptions } from '../../db/schema/index.js';
import type { DeliveryRow, SubscriptionRow } from './repository.js';

/** What sending a claimed delivery needs: its key, endpoint, body and the attempt it is on. */
export type ClaimedDelivery = Pick<DeliveryRow, 'id' | 'tenantId' | 'subscriptionId' | 'body' | 'attempts'>;

/**
 * Claims due deliveries for one attempt each (claimed: several workers share the work) and
 * commits the claim before anything is sent: the attempt is counted, and `next_attempt_at`
 * becomes the lease after which a crashed worker's claim is taken again.
 */
export async function claimDueDeliveries(db: Db, limit: number, maxAttempts: number, leaseMs: number): Promise<ClaimedDelivery[]> {
  const claimed = await leaseInScopes(
    db,
    {
      table: 'webhook_deliveries',
      alias: 'd',
      where: sql`status in ('pending', 'sending') and next_attempt_at <= now() and attempts < ${maxAttempts}`,
      orderBy: sql`next_attempt_at`,
      limit,
      set: sql`status = 'sending', attempts = d.attempts + 1, last_attempt_at = now(), next_attempt_at = now() + make_interval(secs => ${leaseMs / 1000})`,
      returning: sql`d.id, d.tenant_id, d.subscription_id, d.body, d.attempts`,
    },
  );
  return claimed.map((row) => ({
    id: String(row.id),
    tenantId: String(row.tenant_id),
    subscriptionId: String(row.subscription_id),
    body: String(row.body),
    attempts: Number(row.attempts),
  }));
}

/** A claim that lapsed on the last attempt will not be tried again: the delivery failed. */
export async function retireLapsedClaims(db: Db, maxAttempts: number, reason: string): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({ status: 'failed', nextAttemptAt: null, error: reason })
    .where(and(eq(webhookDeliveries.status, 'sending'), sql`${webhookDeliveries.nextAttemptAt} <= now()`, sql`${webhookDeliveries.attempts} >= ${maxAttempts}`));
}

export function subscriptionsByKey(db: Db, keys: { tenantId: string; id: string }[]): Promise<SubscriptionRow[]> {
  if (!keys.length) return Promise.resolve([]);
  const pairs = sql.join(keys.map((key) => sql`(${key.tenantId}::uuid, ${key.id}::uuid)`), sql`, `);
  return db.select().from(webhookSubscriptions).where(sql`(${webhookSubscriptions.tenantId}, ${webhookSubscriptions.id}) in (${pairs})`);
}

export interface AttemptRecord {
  status: 'pending' | 'succeeded' | 'failed';
  nextAttemptAt: Date | null;
  responseCode: number | null;
  responseBody: string | null;
  error: string | null;
}

/**
 * Writes an attempt's outcome, only over this worker's own claim (the same attempt number, still
 * sending): a claim that lapsed and was taken by another worker is that worker's to record.
 */
export async function recordAttempt(db: Db, delivery: Pick<DeliveryRow, 'tenantId' | 'id' | 'attempts'>, record: AttemptRecord): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set(record)
    .where(
      and(
        eq(webhookDeliveries.tenantId, delivery.tenantId),
        eq(webhookDeliveries.id, delivery.id),
        eq(webhookDeliveries.status, 'sending'),
        eq(webhookDeliveries.attempts, delivery.attempts),
      ),
    );
}

const thisSubscription = (tenantId: string, id: string) => and(eq(webhookSubscriptions.tenantId, tenantId), eq(webhookSubscriptions.id, id));

/** A success ends the endpoint's failing streak. */
export async function markEndpointHealthy(db: Db, tenantId: string, id: string): Promise<void> {
  await db.update(webhookSubscriptions).set({ failingSince: null }).where(and(thisSubscription(tenantId, id), isNotNull(webhookSubscriptions.failingSince)));
}

/** A failure starts the streak if none is running; returns when it started. */
export async function markEndpointFailing(db: Db, tenantId: string, id: string): Promise<Date | null> {
  await db.update(webhookSubscriptions).set({ failingSince: sql`now()` }).where(and(thisSubscription(tenantId, id), isNull(webhookSubscriptions.failingSince)));
  const [row] = await db.select({ failingSince: webhookSubscriptions.failingSince }).from(webhookSubscriptions).where(thisSubscription(tenantId, id));
  return row?.failingSince ?? null;
}

/** Switches an endpoint off (once: null when it already was off). */
export async function switchEndpointOff(db: Db, tenantId: string, id: string, reason: string): Promise<SubscriptionRow | null> {
  const [row] = await db
    .update(webhookSubscriptions)
    .set({ active: false, disabledReason: reason, updatedAt: sql`now()` })
    .where(and(thisSubscription(tenantId, id), eq(webhookSubscriptions.active, true)))
    .returning();
  return row ?? null;
}

