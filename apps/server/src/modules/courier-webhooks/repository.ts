import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { shipments, stores } from '../../db/schema/index.js';

/** Part 2 §3: channel 8 is Ninja Van (key1 = client key, key2 = secret key, sealed). */
export const NINJA_VAN_CHANNEL = 8;

/**
 * The active Ninja Van integrations of a user. Looked up before the tenant is known (the
 * webhook URL carries only the user id), like sign-in (decision 0004); the tenant comes
 * from the store row and scopes everything after.
 */
export function activeNinjaVanStores(db: Db, userId: string) {
  return db
    .select({ tenantId: stores.tenantId, id: stores.id, keysSealed: stores.keysSealed, key1: stores.key1, key2: stores.key2, key3: stores.key3 })
    .from(stores)
    .where(and(eq(stores.userId, userId), eq(stores.channelId, NINJA_VAN_CHANNEL), eq(stores.active, 1)));
}

export function shipmentsByNumber(db: Db, tenantId: string, slugs: readonly string[], trackingNumber: string) {
  return db
    .select({ id: shipments.id })
    .from(shipments)
    .where(and(eq(shipments.tenantId, tenantId), inArray(shipments.slug, [...slugs]), eq(shipments.trackingNumber, trackingNumber)));
}

/**
 * A shipment by its id alone: 17TRACK pushes carry only the id we registered the number
 * with (its `tag`), so the tenant is read from the row (decision 0009).
 */
export async function shipmentById(db: Db, id: string) {
  const [row] = await db
    .select({ id: shipments.id, tenantId: shipments.tenantId, trackingNumber: shipments.trackingNumber, currentStatus: shipments.currentStatus })
    .from(shipments)
    .where(eq(shipments.id, id))
    .limit(1);
  return row ?? null;
}
