import { sql, type SQL } from 'drizzle-orm';
import type { ShipmentStatus } from '@trailpost/contracts';
import { dateOf, rowsOf, type Tx } from '../db/client.js';
import { groupByTenant } from '../platform/group-by-tenant.js';
import type { Scan } from './latest-scan.js';
import { TIE_ORDER, type StatedDate, type StatedStatus } from './status-rule.js';

type Target = { tenantId: string; shipmentId: string };
const textOf = (value: unknown) => (value === null || value === undefined ? null : String(value));
const targetList = (targets: Target[]): SQL => sql.join(targets.map((t) => sql`(${t.tenantId}::uuid, ${t.shipmentId}::uuid)`), sql`, `);

export interface LockedShipment {
  status: ShipmentStatus;
  trackingNumber: string;
  slug: string;
  assignedId: string | null;
  /** The newest status a provider or a person stated, with its time. */
  stated: StatedStatus | null;
  expectedDelivery: StatedDate | null;
  originCountry: string | null;
  destinationCountry: string | null;
  shipmentType: string | null;
}

/**
 * Locks the shipments and reads what ingest keeps: one tenant at a time (each lock names its
 * tenant, so it stays on one shard), tenants and then ids in order, so two batches never deadlock.
 */
export async function lockShipments(tx: Tx, targets: Target[]): Promise<Map<string, LockedShipment>> {
  const rows: Record<string, unknown>[] = [];
  const tenants = [...groupByTenant(targets)].sort(([a], [b]) => a.localeCompare(b));
  for (const [tenantId, ofTenant] of tenants) {
    const ids = sql.join(ofTenant.map((t) => sql`${t.shipmentId}::uuid`), sql`, `);
    const result = await tx.execute(sql`
      select id, tenant_id, current_status, tracking_number, slug, assigned_id, expected_delivery, expected_delivery_at,
        reported_status, reported_at, origin_country, destination_country, shipment_type
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
      destinationCountry: textOf(row.destination_country),
      shipmentType: textOf(row.shipment_type),
    });
  }
  return locked;
}

export interface CheckpointSummary {
  /** The newest meaningful checkpoint (informational ones never decide the status). */
  latest: Scan | null;
  /** The newest checkpoint of any kind, shown when no meaningful one exists yet. */
  latestAny: Scan | null;
  /** Time of the first meaningful checkpoint: transit days count from here. */
  firstTime: Date | null;
  /** Time of the newest Delivered checkpoint. */
  deliveredTime: Date | null;
}

const TIE_ARRAY = sql.raw(`array[${TIE_ORDER.map((status) => `'${status}'`).join(', ')}]`);

function scanOf(row: Record<string, unknown>, prefix: string): Scan | null {
  const key = row[`${prefix}dedupe_key`];
  if (key === null || key === undefined) return null;
  return { tag: String(row[`${prefix}tag`]), time: dateOf(row[`${prefix}time`]), dedupeKey: String(key), message: String(row[`${prefix}message`]), location: textOf(row[`${prefix}location`]) };
}

/**
 * Per shipment, from all its stored checkpoints: the newest meaningful one (by time, then the
 * later stage, then the provider's key: latestOf's order), the newest of any kind, and the
 * first and delivery times.
 */
export async function latestCheckpoints(tx: Tx, targets: Target[]): Promise<Map<string, CheckpointSummary>> {
  if (!targets.length) return new Map();
  const result = await tx.execute(sql`
    select t.id as shipment_id, agg.first_time, agg.delivered_time,
      l.tag, l.checkpoint_time as time, l.message, l.location, l.dedupe_key,
      a.tag as any_tag, a.checkpoint_time as any_time, a.message as any_message, a.location as any_location, a.dedupe_key as any_dedupe_key
    from (values ${targetList(targets)}) as t(tenant_id, id)
    cross join lateral (
      select min(c.checkpoint_time) filter (where not c.informational) as first_time,
        max(c.checkpoint_time) filter (where c.tag = 'Delivered' and not c.informational) as delivered_time
      from checkpoints c where c.tenant_id = t.tenant_id and c.shipment_id = t.id
    ) agg
    left join lateral (
      select c.tag, c.checkpoint_time, c.message, c.location, c.dedupe_key from checkpoints c
      where c.tenant_id = t.tenant_id and c.shipment_id = t.id and not c.informational
      order by c.checkpoint_time desc nulls last, array_position(${TIE_ARRAY}, c.tag) desc nulls last, c.dedupe_key desc limit 1
    ) l on true
    left join lateral (
      -- Only looked up for a shipment with no meaningful checkpoint yet.
      select c.tag, c.checkpoint_time, c.message, c.location, c.dedupe_key from checkpoints c
      where l.dedupe_key is null and c.tenant_id = t.tenant_id and c.shipment_id = t.id
      order by c.checkpoint_time desc nulls last, c.dedupe_key desc limit 1
    ) a on true`);
  const summaries = new Map<string, CheckpointSummary>();
  for (const row of rowsOf(result)) {
    summaries.set(String(row.shipment_id), {
      latest: scanOf(row, ''),
      latestAny: scanOf(row, 'any_'),
      firstTime: dateOf(row.first_time),
      deliveredTime: dateOf(row.delivered_time),
    });
  }
  return summaries;
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
}

/** Writes every recomputed shipment in one statement. */
export async function writeShipmentUpdates(tx: Tx, updates: ShipmentUpdate[]): Promise<void> {
  if (!updates.length) return;
  const values = sql.join(
    updates.map(
      (u) => sql`(${u.id}::uuid, ${u.tenantId}::uuid, ${u.status}::text, ${u.lastMessage}::text, ${u.lastLocation}::text,
        ${u.lastTime}::timestamptz, ${u.lastTag}::text, ${u.shippedAt}::timestamptz, ${u.deliveredAt}::timestamptz,
        ${u.deliveryTime}::int, ${u.expectedDelivery?.date ?? null}::timestamptz, ${u.expectedDelivery?.at ?? null}::timestamptz,
        ${u.stated?.status ?? null}::text, ${u.stated?.at ?? null}::timestamptz, ${u.originCountry}::text, ${u.destinationCountry}::text,
        ${u.shipmentType}::text, ${u.checkedAt}::timestamptz, ${u.nextCheckAt}::timestamptz, ${u.changed}::boolean)`,
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
      updated_at = case when v.changed then now() else s.updated_at end
    from (values ${values}) as v(id, tenant_id, status, last_message, last_location, last_time, last_tag, shipped_at,
      delivered_at, delivery_time, expected_delivery, expected_delivery_at, reported_status, reported_at, origin_country, destination_country, shipment_type, checked_at,
      next_check_at, changed)
    where s.id = v.id and s.tenant_id = v.tenant_id`);
}
