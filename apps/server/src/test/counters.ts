import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ShipmentStatus } from '@trailpost/contracts';
import { rowsOf, type Db } from '../db/client.js';
import { TRANSIT_COLUMN_NAMES, TRANSIT_LAST_DAY } from '../db/schema/index.js';
import { applyScans, type ShipmentUpdate } from '../modules/shipments/index.js';

const TRANSIT_DAYS = TRANSIT_COLUMN_NAMES.map((_, day) => day);
const GRAINS = [[4, 'year'], [7, 'month'], [10, 'day']] as const;
/** The performance rollup also keeps UTC weeks (grain 8) and weeks in the account's zone (9). */
const PERFORMANCE_GRAINS = [...GRAINS, [8, 'week'], [9, 'week']] as const;
/** Stands for the account's zone in the queries below; read once per check (a distributed database refuses it as a subquery inside the aggregates). */
const ACCOUNT_ZONE = '{account_zone}';

/** Each rollup's figures recomputed from shipments, and where they are stored. */
const STATUS = { table: 'shipment_status_rollups', stored: 'slug, status', where: 'true', measures: 'count(*)', storedMeasures: 'count' };
const DESTINATION = {
  table: 'shipment_destination_rollups',
  stored: 'slug, destination_country',
  where: 'destination_country is not null',
  measures: 'count(*)',
  storedMeasures: 'count',
};
const RECOMPUTE = [
  { ...STATUS, keys: 'slug, current_status', storedWhere: "slug <> '*'" },
  { ...STATUS, keys: "'*'::text, current_status", storedWhere: "slug = '*'" },
  { ...DESTINATION, keys: 'slug, destination_country', storedWhere: "slug <> '*'" },
  { ...DESTINATION, keys: "'*'::text, destination_country", storedWhere: "slug = '*'" },
  {
    table: 'shipment_delivery_rollups',
    keys: 'slug, least(delivery_time, 10)',
    stored: 'slug, day_bucket',
    where: "current_status = 'Delivered' and delivery_time is not null",
    measures: "count(*) || '/' || sum(delivery_time)",
    storedMeasures: "count || '/' || days_sum",
    storedWhere: 'true',
  },
  {
    // The delivery performance (decision 0064), judged in the account's zone (its first main user's).
    table: 'shipment_performance_rollups',
    keys: "slug, coalesce(origin_country, ''), coalesce(destination_country, '')",
    stored: 'slug, origin_country, destination_country',
    storedWhere: "origin_country <> '*'",
    where: 'true',
    measures: `concat_ws('/', count(*), count(*) filter (where current_status = 'Delivered'),
      count(*) filter (where current_status = 'Delivered' and promised_delivery is not null and delivered_at is not null),
      count(*) filter (where current_status = 'Delivered' and (delivered_at at time zone ${ACCOUNT_ZONE})::date <= promised_delivery),
      count(*) filter (where current_status = 'Delivered' and (failed_attempt_at is null or failed_attempt_at >= delivered_at)),
      count(*) filter (where exception_seen),
      ${TRANSIT_DAYS.map((day) => `count(*) filter (where current_status = 'Delivered' and delivery_time is not null and least(delivery_time, ${TRANSIT_LAST_DAY}) = ${day})`).join(', ')})`,
    storedMeasures: `concat_ws('/', count, delivered, promised, on_time, first_attempt, exception, ${TRANSIT_COLUMN_NAMES.join(', ')})`,
  },
];
/** The same counted under every lane of a courier, and under every origin to each destination. */
const [LANES] = RECOMPUTE.slice(-1);
RECOMPUTE.push(
  { ...LANES!, keys: "slug, '*'::text, '*'::text", storedWhere: "origin_country = '*' and destination_country = '*'" },
  { ...LANES!, keys: "slug, '*'::text, coalesce(destination_country, '')", storedWhere: "origin_country = '*' and destination_country <> '*'" },
);

/** The account's zone (its first main user's), as a quoted literal. */
async function accountZoneOf(db: Db, tenantId: string): Promise<string> {
  const [row] = rowsOf(await db.execute(sql`select time_zone from users where tenant_id = ${tenantId}::uuid and user_type = 'user' order by created_at, id limit 1`));
  return `'${String(row?.time_zone ?? 'UTC').replace(/'/g, "''")}'`;
}

async function lines(db: Db, query: string): Promise<string[]> {
  return rowsOf(await db.execute(sql.raw(query)))
    .map((row) => String(row.line))
    .sort();
}

/**
 * The counters kept beside shipments (the status counts and the dashboard's rollups), each
 * recomputed from the shipments table, as sorted "key=count" lines, next to what is stored
 * (rows that came back to zero are left out). The status and destination rollups also keep
 * every shipment under the courier '*'.
 */
export async function expectCountersExact(db: Db, tenantId: string): Promise<void> {
  const counted = await lines(db, `select current_status || '=' || count(*) as line from shipments where tenant_id = '${tenantId}' group by current_status`);
  const stored = await lines(db, `select status || '=' || count as line from shipment_status_counts where tenant_id = '${tenantId}' and count <> 0`);
  expect(stored, 'shipment_status_counts').toEqual(counted);
  const zone = await accountZoneOf(db, tenantId);
  const inZone = (text: string) => text.replaceAll(ACCOUNT_ZONE, zone);
  for (const f of RECOMPUTE) {
    const grains: readonly (readonly [number, string])[] = f.table === 'shipment_performance_rollups' ? PERFORMANCE_GRAINS : GRAINS;
    for (const [grain, unit] of grains) {
      const period = `date_trunc('${unit}', created_at at time zone ${grain === 9 ? ACCOUNT_ZONE : "'UTC'"})::date`;
      const assigned = "coalesce(assigned_id, '00000000-0000-0000-0000-000000000000')";
      const fromShipments = await lines(db, inZone(`
        select concat_ws('|', ${period}, ${f.keys}, ${assigned}) || '=' || ${f.measures} as line
        from shipments where tenant_id = '${tenantId}' and ${f.where}
        group by ${period}, ${f.keys}, ${assigned}`));
      const stored = await lines(db, `
        select concat_ws('|', period, ${f.stored}, assigned_key) || '=' || ${f.storedMeasures} as line
        from ${f.table} where tenant_id = '${tenantId}' and grain = ${grain} and count <> 0 and ${f.storedWhere}`);
      expect(stored, `${f.table} ${f.keys} grain ${grain}`).toEqual(fromShipments);
    }
  }
}

/** A courier's answer as the tracking engine writes it: the shipment's new status, delivery time and destination. */
export interface CourierAnswer {
  id: string;
  status: ShipmentStatus;
  deliveryTime: number | null;
  destinationCountry: string | null;
}

/** Writes courier answers through the shipments module's applyScans (no new scans), as the tracking engine does. */
export async function writeCourierAnswers(db: Db, tenantId: string, answers: CourierAnswer[]): Promise<void> {
  const byId = new Map(answers.map((answer) => [answer.id, answer]));
  await applyScans(db, answers.map(({ id }) => ({ target: { tenantId, shipmentId: id }, scans: [] })), async (_tx, stored) =>
    stored.map(({ item }): ShipmentUpdate => {
      const { id, status, deliveryTime, destinationCountry } = byId.get(item.target.shipmentId)!;
      return {
        tenantId, id, status, deliveryTime, destinationCountry,
        lastMessage: null, lastLocation: null, lastTime: null, lastTag: status, shippedAt: null, deliveredAt: null, expectedDelivery: null,
        stated: null, originCountry: null, shipmentType: null, checkedAt: new Date(), nextCheckAt: null, changed: true,
      };
    }),
  );
}
