import type { Db } from '../../db/client.js';
import { checkpoints, shipments } from '../../db/schema/index.js';
import { countVersions } from './counters.js';
import { factsOfScans } from './scan-facts.js';

/** A demo shipment as the demo generator makes it (demo/demo-shipments.ts), for any tenant. */
export type DemoShipment = Omit<typeof shipments.$inferInsert, 'tenantId'>;
export type DemoCheckpoint = Omit<typeof checkpoints.$inferInsert, 'tenantId' | 'shipmentId'>;

const BATCH = 500;

/** Stores demo shipments for a tenant, with their scans; each batch in one transaction, so a shipment never appears without its scans. */
export async function insertDemoShipments(db: Db, tenantId: string, rows: { shipment: DemoShipment; scans: DemoCheckpoint[] }[]): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    await db.transaction(async (tx) => {
      // The scans' stored time, for one without its own: the database's clock, like theirs.
      const storedAt = new Date();
      const inserted = await tx
        .insert(shipments)
        .values(batch.map((row) => ({ ...row.shipment, ...factsOfScans(row.scans, storedAt), tenantId })))
        .returning();
      await countVersions(tx, inserted.map((row) => ({ after: row })));
      const ids = new Map(inserted.map((row) => [row.trackingNumber, row.id]));
      const scans = batch.flatMap((row) => row.scans.map((scan) => ({ ...scan, tenantId, shipmentId: ids.get(row.shipment.trackingNumber)! })));
      if (scans.length) await tx.insert(checkpoints).values(scans);
    });
  }
}
