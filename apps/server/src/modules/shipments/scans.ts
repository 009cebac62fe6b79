import { sql } from 'drizzle-orm';
import type { ShipmentStatus } from '@trailpost/contracts';
import { dateOf, rowsOf, type Db, type Tx } from '../../db/client.js';
import { checkpoints } from '../../db/schema/index.js';
import { batchTenant, tenantBatches } from '../../db/distributed.js';
import { groupByTenant } from '../../platform/group-by-tenant.js';
import { recordEvents, type NewEvent } from '../../platform/event-log.js';
import { countVersions, versionFromRow, type CountedVersion } from './counters.js';
import { changesScanFacts, refreshScanFacts } from './scan-facts.js';
// Types only: nothing of the tracking engine is loaded from here.
import type { ProviderEvent, StatedDate, StatedStatus } from '../../tracking/index.js';

/** Rows per checkpoint insert: 9 parameters each stays well under PostgreSQL's 65,535. */
const INSERT_CHUNK = 5000;

export interface ScanTarget {
  tenantId: string;
  shipmentId: string;
}

const textOf = (value: unknown) => (value === null || value === undefined ? null : String(value));
const keyOf = (target: ScanTarget) => `${target.tenantId}/${target.shipmentId}`;

export interface LockedShipment {
  status: ShipmentStatus;
  trackingNumber: string;
  slug: string;
  assignedId: string | null;
  /** The newest status a provider or a person stated, with its time. */
  stated: StatedStatus | null;
  expectedDelivery: StatedDate | null;
  originCountry: string | null;
  originState: string | null;
  destinationCountry: string | null;
  destinationState: string | null;
  shipmentType: string | null;
  /** What the shipment is counted by, as locked. */
  counted: CountedVersion;
}

/**
 * Locks the shipments and reads what ingest keeps: one tenant at a time (each lock names its
 * tenant, so it stays on one shard), tenants and then ids in order, so two batches never deadlock.
 */
async function lockShipments(tx: Tx, targets: ScanTarget[]): Promise<Map<string, LockedShipment>> {
  const rows: Record<string, unknown>[] = [];
  const tenants = [...groupByTenant(targets)].sort(([a], [b]) => a.localeCompare(b));
  for (const [tenantId, ofTenant] of tenants) {
    const ids = sql.join(ofTenant.map((t) => sql`${t.shipmentId}::uuid`), sql`, `);
    const result = await tx.execute(sql`
      select id, tenant_id, current_status, tracking_number, slug, assigned_id, expected_delivery, expected_delivery_at,
        reported_status, reported_at, origin_country, origin_state, destination_country, destination_state, shipment_type,
        created_at, delivery_time, promised_delivery::text as promised_delivery, delivered_at, failed_attempt_at, exception_seen
      from shipments where tenant_id = ${tenantId}::uuid and id in (${ids}) order by id for update`);
    rows.push(...rowsOf(result));
  }
  const tenantOf = new Map(targets.map((t) => [t.shipmentId, t.tenantId]));
  const locked = new Map<string, LockedShipment>();
  for (const row of rows) {
    // A shipment id under another tenant is unknown to this caller.
    if (tenantOf.get(String(row.id)) !== String(row.tenant_id)) continue;
    const expected = dateOf(row.expected_delivery);
    locked.set(String(row.id), {
      status: row.current_status as ShipmentStatus,
      trackingNumber: String(row.tracking_number),
      slug: String(row.slug),
      assignedId: textOf(row.assigned_id),
      stated: row.reported_status ? { status: row.reported_status as ShipmentStatus, at: dateOf(row.reported_at) } : null,
      expectedDelivery: expected ? { date: expected, at: dateOf(row.expected_delivery_at) } : null,
      originCountry: textOf(row.origin_country),
      originState: textOf(row.origin_state),
      destinationCountry: textOf(row.destination_country),
      destinationState: textOf(row.destination_state),
      shipmentType: textOf(row.shipment_type),
      counted: versionFromRow(row),
    });
  }
  return locked;
}

export interface ShipmentUpdate {
  tenantId: string;
  id: string;
  status: ShipmentStatus;
  lastMessage: string | null;
  lastLocation: string | null;
  lastTime: Date | null;
  lastTag: string | null;
  shippedAt: Date | null;
  deliveredAt: Date | null;
  deliveryTime: number | null;
  expectedDelivery: StatedDate | null;
  stated: StatedStatus | null;
  originCountry: string | null;
  destinationCountry: string | null;
  shipmentType: string | null;
  checkedAt: Date;
  nextCheckAt: Date | null;
  /** New checkpoints or a new status: the row's modified time moves. */
  changed: boolean;
  /**
   * Our prediction and the date customers see, recomputed; left out, the shipment keeps what it
   * has (a delivered one keeps the dates it was shown). The first date customers see is kept as
   * the promise on-time delivery is measured against.
   */
  delivery?: DeliveryDates;
}

export interface DeliveryDates {
  predicted: { date: string; earliest: string; latest: string; basis: Record<string, unknown> } | null;
  customerDate: string | null;
}

/** Writes every recomputed shipment in one statement (one per tenant on a distributed database). */
async function writeShipmentUpdates(tx: Tx, all: ShipmentUpdate[]): Promise<void> {
  for (const updates of tenantBatches(all)) await writeBatch(tx, updates);
}

async function writeBatch(tx: Tx, updates: ShipmentUpdate[]): Promise<void> {
  const values = sql.join(
    updates.map(
      (u) => sql`(${u.id}::uuid, ${u.tenantId}::uuid, ${u.status}::text, ${u.lastMessage}::text, ${u.lastLocation}::text,
        ${u.lastTime}::timestamptz, ${u.lastTag}::text, ${u.shippedAt}::timestamptz, ${u.deliveredAt}::timestamptz,
        ${u.deliveryTime}::int, ${u.expectedDelivery?.date ?? null}::timestamptz, ${u.expectedDelivery?.at ?? null}::timestamptz,
        ${u.stated?.status ?? null}::text, ${u.stated?.at ?? null}::timestamptz, ${u.originCountry}::text, ${u.destinationCountry}::text,
        ${u.shipmentType}::text, ${u.checkedAt}::timestamptz, ${u.nextCheckAt}::timestamptz, ${u.changed}::boolean,
        ${u.delivery !== undefined}::boolean, ${u.delivery?.predicted?.date ?? null}::date, ${u.delivery?.predicted?.earliest ?? null}::date,
        ${u.delivery?.predicted?.latest ?? null}::date, ${u.delivery?.predicted ? JSON.stringify(u.delivery.predicted.basis) : null}::jsonb,
        ${u.delivery?.customerDate ?? null}::date)`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    update shipments s set
      current_status = v.status, last_checkpoint_message = v.last_message, last_checkpoint_location = v.last_location,
      last_checkpoint_time = v.last_time, last_checkpoint_tag = v.last_tag, shipped_at = v.shipped_at,
      delivered_at = v.delivered_at, delivery_time = v.delivery_time, expected_delivery = v.expected_delivery,
      expected_delivery_at = v.expected_delivery_at, reported_status = v.reported_status, reported_at = v.reported_at,
      origin_country = v.origin_country, destination_country = v.destination_country, shipment_type = v.shipment_type,
      last_checked_at = v.checked_at, check_failures = 0, next_check_at = v.next_check_at,
      predicted_delivery = case when v.dated then v.predicted_delivery else s.predicted_delivery end,
      predicted_earliest = case when v.dated then v.predicted_earliest else s.predicted_earliest end,
      predicted_latest = case when v.dated then v.predicted_latest else s.predicted_latest end,
      prediction_basis = case when v.dated then v.prediction_basis else s.prediction_basis end,
      customer_delivery_date = case when v.dated then v.customer_delivery_date else s.customer_delivery_date end,
      promised_delivery = coalesce(s.promised_delivery, v.customer_delivery_date),
      updated_at = case when v.changed then ${new Date()}::timestamptz else s.updated_at end
    from (values ${values}) as v(id, tenant_id, status, last_message, last_location, last_time, last_tag, shipped_at,
      delivered_at, delivery_time, expected_delivery, expected_delivery_at, reported_status, reported_at, origin_country, destination_country, shipment_type, checked_at,
      next_check_at, changed, dated, predicted_delivery, predicted_earliest, predicted_latest, prediction_basis, customer_delivery_date)
    where s.id = v.id and s.tenant_id = ${batchTenant(updates, sql`v.tenant_id`)}`);
}

export interface ScanOutcome {
  newCheckpoints: number;
  previousStatus: ShipmentStatus;
  status: ShipmentStatus;
}

/** A known shipment whose scans are stored: the item, the shipment as it was, and how many of its scans were new. */
export interface StoredScans<T> {
  item: T;
  before: LockedShipment;
  added: number;
}

/** What consumers of an event need to know about its shipment without reading it again. */
const subjectOf = (shipment: LockedShipment) => ({ tracking_number: shipment.trackingNumber, slug: shipment.slug, assigned_id: shipment.assignedId });

/**
 * Applies courier scans to shipments in one transaction and a handful of statements: the
 * shipments are locked, new checkpoints stored (duplicates ignored), each shipment rewritten
 * as `recompute` decides, and a `shipment.updated` event raised per shipment that changed.
 * Deciding the new state is the tracking engine's (the status rule, the next check): it gets
 * the transaction to read the stored checkpoints, and returns one update per stored shipment,
 * in order. At most one item per shipment. Outcomes come back in the order of `items`; null
 * for an unknown shipment.
 */
export async function applyScans<T extends { target: ScanTarget; scans: ProviderEvent[] }>(
  db: Db,
  items: T[],
  recompute: (tx: Tx, stored: StoredScans<T>[]) => Promise<ShipmentUpdate[]>,
): Promise<(ScanOutcome | null)[]> {
  if (!items.length) return [];
  const outcomes = await db.transaction(async (tx) => {
    const current = await lockShipments(tx, items.map((item) => item.target));

    const inserted = new Map<string, number>();
    const rows = items.flatMap((item) =>
      current.has(item.target.shipmentId)
        ? item.scans.map((event) => ({
            tenantId: item.target.tenantId,
            shipmentId: item.target.shipmentId,
            checkpointTime: event.time,
            tag: event.tag,
            subtag: event.subtag,
            message: event.message,
            location: event.location,
            countryIso: event.countryIso,
            dedupeKey: event.dedupeKey,
            informational: event.informational ?? false,
            unmapped: event.unmapped ?? false,
          }))
        : [],
    );
    for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
      const stored = await tx
        .insert(checkpoints)
        .values(rows.slice(start, start + INSERT_CHUNK))
        .onConflictDoNothing()
        .returning({ shipmentId: checkpoints.shipmentId });
      for (const row of stored) inserted.set(row.shipmentId, (inserted.get(row.shipmentId) ?? 0) + 1);
    }

    const stored = items
      .filter((item) => current.has(item.target.shipmentId))
      .map((item) => ({ item, before: current.get(item.target.shipmentId)!, added: inserted.get(item.target.shipmentId) ?? 0 }));
    const facts = await refreshScanFacts(
      tx,
      stored.filter(({ item, added }) => added > 0 && changesScanFacts(item.scans)).map(({ item }) => item.target),
    );
    const updates = await recompute(tx, stored);
    const byShipment = new Map<string, ScanOutcome>();
    const raised: NewEvent[] = [];
    updates.forEach((update, index) => {
      const { item, before, added } = stored[index]!;
      const outcome = { newCheckpoints: added, previousStatus: before.status, status: update.status };
      byShipment.set(keyOf(item.target), outcome);
      if (update.changed) {
        raised.push({
          tenantId: update.tenantId,
          type: 'shipment.updated',
          subjectId: update.id,
          payload: { ...subjectOf(before), previous_status: outcome.previousStatus, current_status: update.status, new_checkpoints: outcome.newCheckpoints, source: 'courier' },
        });
      }
    });
    if (raised.length) await recordEvents(tx, raised);
    await writeShipmentUpdates(tx, updates);
    // Last: the counters lock the tenant's rollup rows until commit, so concurrent batches of
    // one tenant wait for each other only for this statement and the commit.
    await countVersions(
      tx,
      updates.map((update, index) => {
        const before = stored[index]!.before.counted;
        return {
          before,
          after: {
            ...before,
            currentStatus: update.status,
            destinationCountry: update.destinationCountry,
            deliveryTime: update.deliveryTime,
            originCountry: update.originCountry,
            deliveredAt: update.deliveredAt,
            // As writeBatch keeps it: the first date customers were shown.
            promisedDelivery: before.promisedDelivery ?? update.delivery?.customerDate ?? null,
            ...facts.get(update.id),
          },
        };
      }),
    );
    return byShipment;
  });
  return items.map((item) => outcomes.get(keyOf(item.target)) ?? null);
}
