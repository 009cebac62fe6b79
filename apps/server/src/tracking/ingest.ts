import { and, eq, sql } from 'drizzle-orm';
import { normaliseStatusTag, type ShipmentStatus } from '@trailpost/contracts';
import type { Db } from '../db/client.js';
import { checkpoints, events, shipments } from '../db/schema/index.js';
import type { ProviderResult } from './providers/types.js';

const DAY_MS = 86_400_000;

export interface IngestOutcome {
  newCheckpoints: number;
  previousStatus: ShipmentStatus;
  status: ShipmentStatus;
}

type Scan = { tag: string; time: Date | null; dedupeKey: string; message: string; location: string | null };

/** Newest scan by time, ties broken by the provider's key: the same set always gives the same answer. */
export function latestOf<T extends Scan>(scans: T[]): T | null {
  let latest: T | null = null;
  for (const scan of scans) {
    if (!latest) latest = scan;
    else {
      const a = scan.time?.getTime() ?? -Infinity;
      const b = latest.time?.getTime() ?? -Infinity;
      if (a > b || (a === b && scan.dedupeKey > latest.dedupeKey)) latest = scan;
    }
  }
  return latest;
}

/**
 * Stores a provider's answer for one shipment: new checkpoints (duplicates ignored), the
 * shipment recomputed from all its checkpoints (so out-of-order or repeated answers end the
 * same), and a `shipment.updated` event, all in one transaction. The status moves only when
 * new checkpoints arrive or the provider reports another status, so a status set by hand
 * stays until the courier says something new.
 */
export async function ingest(
  db: Db,
  target: { tenantId: string; shipmentId: string },
  result: ProviderResult,
  schedule: { nextCheckAt: Date | null; checkedAt: Date },
): Promise<IngestOutcome | null> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(shipments)
      .where(and(eq(shipments.tenantId, target.tenantId), eq(shipments.id, target.shipmentId)))
      .for('update');
    if (!current) return null;
    const previousStatus = current.currentStatus as ShipmentStatus;

    let inserted = 0;
    if (result.events.length) {
      const rows = await tx
        .insert(checkpoints)
        .values(
          result.events.map((event) => ({
            tenantId: target.tenantId,
            shipmentId: target.shipmentId,
            checkpointTime: event.time,
            tag: event.tag,
            subtag: event.subtag,
            message: event.message,
            location: event.location,
            countryIso: event.countryIso,
            dedupeKey: event.dedupeKey,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: checkpoints.id });
      inserted = rows.length;
    }

    const scans: Scan[] = await tx
      .select({ tag: checkpoints.tag, time: checkpoints.checkpointTime, dedupeKey: checkpoints.dedupeKey, message: checkpoints.message, location: checkpoints.location })
      .from(checkpoints)
      .where(and(eq(checkpoints.tenantId, target.tenantId), eq(checkpoints.shipmentId, target.shipmentId)));
    const latest = latestOf(scans);
    const reported = result.status && result.status !== previousStatus ? result.status : null;
    const derived = latest ? normaliseStatusTag(latest.tag) : null;
    const status: ShipmentStatus = inserted > 0 || reported ? (result.status ?? derived ?? previousStatus) : previousStatus;

    const times = scans.map((scan) => scan.time?.getTime()).filter((t): t is number => t !== undefined);
    const shippedAt = times.length ? new Date(Math.min(...times)) : null;
    const deliveredScan = latestOf(scans.filter((scan) => normaliseStatusTag(scan.tag) === 'Delivered'));
    const deliveredAt = status === 'Delivered' ? (deliveredScan?.time ?? schedule.checkedAt) : null;
    const deliveryTime = deliveredAt && shippedAt ? Math.max(0, Math.floor((deliveredAt.getTime() - shippedAt.getTime()) / DAY_MS)) : null;
    const finished = status === 'Delivered' || status === 'Expired';

    await tx
      .update(shipments)
      .set({
        currentStatus: status,
        lastCheckpointMessage: latest?.message ?? null,
        lastCheckpointLocation: latest?.location ?? null,
        lastCheckpointTime: latest?.time ?? null,
        lastCheckpointTag: latest ? (normaliseStatusTag(latest.tag) ?? latest.tag) : null,
        shippedAt,
        deliveredAt,
        deliveryTime,
        expectedDelivery: result.expectedDelivery ?? current.expectedDelivery,
        // What the merchant entered wins over what the courier reports.
        originCountry: current.originCountry ?? result.originCountry ?? null,
        destinationCountry: current.destinationCountry ?? result.destinationCountry ?? null,
        shipmentType: current.shipmentType ?? result.shipmentType ?? null,
        lastCheckedAt: schedule.checkedAt,
        checkFailures: 0,
        nextCheckAt: finished ? null : schedule.nextCheckAt,
        ...(inserted > 0 || status !== previousStatus ? { updatedAt: sql`now()` } : {}),
      })
      .where(and(eq(shipments.tenantId, target.tenantId), eq(shipments.id, target.shipmentId)));

    if (inserted > 0 || status !== previousStatus) {
      await tx.insert(events).values({
        tenantId: target.tenantId,
        type: 'shipment.updated',
        subjectId: target.shipmentId,
        payload: { previous_status: previousStatus, current_status: status, new_checkpoints: inserted, source: 'courier' },
      });
    }
    return { newCheckpoints: inserted, previousStatus, status };
  });
}
