import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.js';
import type { Delivery } from './model.js';

/**
 * Delivered history as counts per route and pair of local dates (a named read-model of
 * shipments): a merchant's million deliveries come back as a few thousand rows, and the model
 * only ever needs counts.
 */

/** Lanes of the platform's history are used only with deliveries from this many merchants… */
export const PLATFORM_MIN_MERCHANTS = 3;
/** …and at least this many deliveries: an aggregate that small could describe one merchant's parcels. */
export const PLATFORM_MIN_DELIVERIES = 50;

const DAY_NUMBER = (column: string, zone: string) => sql`((${sql.raw(column)} at time zone ${zone})::date - date '1970-01-01')`;
/** Transit counts from the first scan or, without one, from when the shipment was added (as delivery_time does). */
const PICKED_UP = 'coalesce(shipped_at, created_at)';

function deliveryOf(row: Record<string, unknown>): Delivery {
  return {
    courier: String(row.slug),
    service: row.service ? String(row.service) : null,
    origin: { country: String(row.origin_country ?? ''), state: row.origin_state ? String(row.origin_state) : null },
    destination: { country: String(row.destination_country ?? ''), state: row.destination_state ? String(row.destination_state) : null },
    pickedUp: Number(row.picked_up),
    delivered: Number(row.delivered),
    count: Number(row.count),
  };
}

/** A merchant's deliveries of the last `windowDays`, dated in the merchant's zone. */
export async function merchantHistory(db: Db, tenantId: string, zone: string, since: Date): Promise<Delivery[]> {
  const result = await db.execute(sql`
    select slug, shipment_type as service, origin_country, origin_state, destination_country, destination_state,
      ${DAY_NUMBER(PICKED_UP, zone)} as picked_up, ${DAY_NUMBER('delivered_at', zone)} as delivered, count(*)::int as count
    from shipments
    where tenant_id = ${tenantId}::uuid and current_status = 'Delivered' and delivered_at >= ${since}::timestamptz
    group by 1, 2, 3, 4, 5, 6, 7, 8`);
  return rowsOf(result).map(deliveryOf);
}

/**
 * Every merchant's deliveries together, by courier and countries only (no states, no service,
 * dated in UTC), on lanes with enough merchants and deliveries that no count describes one
 * merchant's parcels. What leaves this query is counts per lane and pair of dates.
 */
export async function platformHistory(db: Db, since: Date): Promise<Delivery[]> {
  // Counted per merchant first: on a distributed database that part runs on each merchant's shard.
  const result = await db.execute(sql`
    with per_merchant as (
      select tenant_id, slug, origin_country, destination_country,
        ${DAY_NUMBER(PICKED_UP, 'UTC')} as picked_up, ${DAY_NUMBER('delivered_at', 'UTC')} as delivered, count(*) as count
      from shipments
      where current_status = 'Delivered' and delivered_at >= ${since}::timestamptz
        and origin_country is not null and destination_country is not null
      group by 1, 2, 3, 4, 5, 6
    ), lanes as (
      select slug, origin_country, destination_country from per_merchant group by 1, 2, 3
      having count(distinct tenant_id) >= ${PLATFORM_MIN_MERCHANTS} and sum(count) >= ${PLATFORM_MIN_DELIVERIES}
    )
    select m.slug, m.origin_country, m.destination_country, m.picked_up, m.delivered, sum(m.count)::int as count
    from per_merchant m join lanes l on l.slug = m.slug and l.origin_country = m.origin_country and l.destination_country = m.destination_country
    group by 1, 2, 3, 4, 5`);
  return rowsOf(result).map(deliveryOf);
}
