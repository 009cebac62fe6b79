import { and, eq, sql } from 'drizzle-orm';
import type { ShipmentStatus } from '@trailpost/contracts';
import { rowsOf, toNumber, type Db } from '../../db/client.js';
import { shipments } from '../../db/schema/index.js';
import { claimInScopes, claimRows, leaseInScopes } from '../../platform/claim.js';
import { recordEventsFrom } from '../../platform/event-log.js';
import { changedVersions, COUNTED_COLUMNS, countersFrom } from './counters.js';
import type { TrackedShipment } from '../../tracking/index.js';

/**
 * The shipments' courier-check schedule (next_check_at), written only here: the tracking engine
 * claims due shipments, backs off those whose courier failed and expires the stale ones through
 * these functions; when and how often to check stays the engine's (tracking/schedule.ts).
 */

/** A shipment claimed for a check: what a provider needs to ask about it, its status and failures so far. */
export type DueShipment = TrackedShipment & { source: string; createdAt: Date; status: ShipmentStatus; failures: number };

/** Claims up to `limit` shipments due by `at` (indexed next-check time), leased for `leaseSeconds` in the same statement. */
export async function claimDueChecks(db: Db, { at, limit, leaseSeconds }: { at: Date; limit: number; leaseSeconds: number }): Promise<DueShipment[]> {
  const leased = await leaseInScopes(
    db,
    {
      table: 'shipments',
      alias: 's',
      where: sql`next_check_at <= ${at}::timestamptz`,
      orderBy: sql`next_check_at`,
      limit,
      set: sql`next_check_at = ${at}::timestamptz + make_interval(secs => ${leaseSeconds})`,
      returning: sql`s.id, s.tenant_id, s.slug, s.tracking_number, s.postal_code, s.tracking_ship_date, s.origin_country, s.source, s.created_at, s.current_status, s.check_failures`,
    },
  );
  return leased.map((row) => ({
    id: String(row.id),
    tenantId: String(row.tenant_id),
    slug: String(row.slug),
    trackingNumber: String(row.tracking_number),
    postalCode: (row.postal_code as string | null) ?? null,
    trackingShipDate: row.tracking_ship_date ? String(row.tracking_ship_date) : null,
    originCountry: (row.origin_country as string | null) ?? null,
    source: String(row.source),
    createdAt: new Date(row.created_at as string),
    status: row.current_status as ShipmentStatus,
    failures: toNumber(row.check_failures),
  }));
}

/** A check that failed: counts the failure and moves the next check to `nextCheckAt` (the engine's back-off). */
export async function backOffCheck(
  db: Db,
  shipment: { tenantId: string; id: string },
  check: { failures: number; checkedAt: Date; nextCheckAt: Date | null },
): Promise<void> {
  await db
    .update(shipments)
    .set({ checkFailures: check.failures, lastCheckedAt: check.checkedAt, nextCheckAt: check.nextCheckAt })
    .where(and(eq(shipments.tenantId, shipment.tenantId), eq(shipments.id, shipment.id)));
}

/**
 * Shipments with no news for `afterDays` become Expired, up to `limit` of them, with their
 * `shipment.updated` event in the same statement; returns how many.
 */
export async function expireStale(db: Db, { at, afterDays, limit }: { at: Date; afterDays: number; limit: number }): Promise<number> {
  const due = {
    from: sql`shipments`,
    where: sql`next_check_at is not null and current_status not in ('Delivered', 'Expired')
        and coalesce(last_checkpoint_time, created_at) < ${at}::timestamptz - make_interval(days => ${afterDays})`,
    limit,
  };
  return claimInScopes(db, due, async (tenantId, scopeLimit) => {
    const result = await db.execute(sql`
    with stale as (${claimRows({ ...due, columns: sql`id, ${COUNTED_COLUMNS}, tracking_number`, tenantId, limit: scopeLimit })}), expired as (
      update shipments s set current_status = 'Expired', next_check_at = null, updated_at = now(),
        -- Stated as of now, so a later answer with nothing newer does not reopen it.
        reported_status = 'Expired', reported_at = ${at}::timestamptz
      from stale where s.tenant_id = stale.tenant_id and s.id = stale.id
      returning s.id, s.tenant_id, s.created_at, s.slug, s.current_status, s.destination_country, s.assigned_id, s.delivery_time,
        s.origin_country, s.promised_delivery, s.delivered_at, s.failed_attempt_at, s.exception_seen,
        stale.current_status as previous, stale.tracking_number
    ), ${countersFrom(changedVersions(sql`stale`, sql`expired`))}
    ${recordEventsFrom('shipment.updated', {
      from: sql`expired`,
      tenantId: sql`tenant_id`,
      subjectId: sql`id`,
      payload: {
        tracking_number: sql`tracking_number`, slug: sql`slug`, assigned_id: sql`assigned_id`,
        previous_status: sql`previous`, current_status: sql`'Expired'`, new_checkpoints: sql`0`, source: sql`'expiry'`,
      },
    })}
    returning id`);
    return rowsOf(result).length;
  });
}
