import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { mailOutbox, shipments, smsOptOuts, smsSettings } from '../../db/schema/index.js';

/** The numbers among `numbers` (E.164) that opted out of this merchant's SMS. */
export async function optedOutAmong(db: Db, tenantId: string, numbers: string[]): Promise<Set<string>> {
  if (!numbers.length) return new Set();
  const rows = await db
    .select({ phoneNumber: smsOptOuts.phoneNumber })
    .from(smsOptOuts)
    .where(and(eq(smsOptOuts.tenantId, tenantId), inArray(smsOptOuts.phoneNumber, numbers)));
  return new Set(rows.map((row) => row.phoneNumber));
}

export async function insertOptOut(db: Db, tenantId: string, phoneNumber: string, keyword: string, at: Date): Promise<void> {
  await db.insert(smsOptOuts).values({ tenantId, phoneNumber, keyword, createdAt: at }).onConflictDoNothing();
}

export async function deleteOptOut(db: Db, tenantId: string, phoneNumber: string): Promise<void> {
  await db.delete(smsOptOuts).where(and(eq(smsOptOuts.tenantId, tenantId), eq(smsOptOuts.phoneNumber, phoneNumber)));
}

/**
 * The merchant whose customer SMS reached this number last. A reply names only the customer's
 * number and the platform's shared sender, so the latest message is what it answers; the one
 * read of SMS across merchants, through the outbox's (to_address, created_at) index of SMS.
 */
export async function latestSmsSenderOf(db: Db, phoneNumber: string): Promise<string | null> {
  const [row] = await db
    .select({ tenantId: mailOutbox.tenantId })
    .from(mailOutbox)
    .where(and(sql`${mailOutbox.channel} = 'sms'`, eq(mailOutbox.toAddress, phoneNumber), eq(mailOutbox.kind, 'customer')))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return row?.tenantId ?? null;
}

export async function findSmsSettings(db: Db, tenantId: string) {
  const [row] = await db
    .select({ quietHoursStart: smsSettings.quietHoursStart, quietHoursEnd: smsSettings.quietHoursEnd })
    .from(smsSettings)
    .where(eq(smsSettings.tenantId, tenantId));
  return row ?? null;
}

export async function saveSmsSettings(db: Db, tenantId: string, values: { quietHoursStart: string | null; quietHoursEnd: string | null }, at: Date): Promise<void> {
  await db
    .insert(smsSettings)
    .values({ tenantId, ...values, updatedAt: at })
    .onConflictDoUpdate({ target: smsSettings.tenantId, set: { ...values, updatedAt: at } });
}

/** Where a shipment goes, for its recipient's time zone (a read of the shipments module's table). */
export async function findSmsDestination(db: Db, tenantId: string, shipmentId: string) {
  const [row] = await db
    .select({ country: shipments.destinationCountry, state: shipments.destinationState })
    .from(shipments)
    .where(and(eq(shipments.tenantId, tenantId), eq(shipments.id, shipmentId)));
  return row ?? null;
}
