import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { knownDevices } from '../../db/schema/index.js';

// Queries behind the device cookie: browsers that signed in to a user before (decision 0019).

export async function isKnownDevice(db: Db, tenantId: string, userId: string, deviceHash: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: knownDevices.userId })
    .from(knownDevices)
    .where(and(eq(knownDevices.tenantId, tenantId), eq(knownDevices.userId, userId), eq(knownDevices.deviceHash, deviceHash)))
    .limit(1);
  return Boolean(row);
}

export async function rememberDevice(db: Db, tenantId: string, userId: string, deviceHash: string): Promise<void> {
  await db
    .insert(knownDevices)
    .values({ tenantId, userId, deviceHash })
    .onConflictDoUpdate({ target: [knownDevices.tenantId, knownDevices.userId, knownDevices.deviceHash], set: { lastUsedAt: new Date() } });
}

/** Browsers unused for longer than the cookie lives are forgotten. */
export async function deleteDevicesUnusedSince(db: Db, before: Date): Promise<void> {
  await db.delete(knownDevices).where(lt(knownDevices.lastUsedAt, before));
}
