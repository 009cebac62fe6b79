import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { checkpoints, events, shipments } from '../db/schema/index.js';

/** What the tracking engine wrote for one shipment: its status, checkpoints and `shipment.updated` events. */
export async function trackingStateOf(database: Database, shipmentId: string) {
  const db = database.db;
  const [shipment] = await db.select({ status: shipments.currentStatus, nextCheckAt: shipments.nextCheckAt }).from(shipments).where(eq(shipments.id, shipmentId));
  const scans = await db.select({ tag: checkpoints.tag, message: checkpoints.message }).from(checkpoints).where(eq(checkpoints.shipmentId, shipmentId));
  const updates = await db.select({ id: events.id }).from(events).where(and(eq(events.subjectId, shipmentId), eq(events.type, 'shipment.updated')));
  return { status: shipment?.status, nextCheckAt: shipment?.nextCheckAt ?? null, checkpoints: scans, updates: updates.length };
}
