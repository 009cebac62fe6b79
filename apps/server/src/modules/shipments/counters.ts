import { sql, type SQL } from 'drizzle-orm';
import { dateOf, rowsOf, type Db, type Tx } from '../../db/client.js';
import { ACCOUNT_WEEK_GRAIN, TRANSIT_COLUMN_NAMES, TRANSIT_LAST_DAY, UNASSIGNED_KEY } from '../../db/schema/index.js';

/**
 * The exact counts kept beside shipments (decisions 0012, 0053 and 0064): per tenant and status
 * (`shipment_status_counts`), the dashboard's rollups and the delivery performance by UTC
 * year, month and day. Every
 * write of shipments that can change a counted column adds its changes here, in its own
 * statement or transaction, as signed versions: +1 for a row as it now is, -1 for a row as it
 * was. Writes that change no counted column (leases, tags, edits of customer details) cost
 * nothing, whatever their size.
 *
 * A version's "was" must be the row as this transaction locked it, or a concurrent change
 * would be counted twice: callers lock before they read (FOR UPDATE, or an UPDATE / DELETE's
 * own lock with RETURNING).
 */

/** The columns a shipment is counted by. */
export interface CountedVersion {
  tenantId: string;
  createdAt: Date;
  slug: string;
  currentStatus: string;
  destinationCountry: string | null;
  assignedId: string | null;
  deliveryTime: number | null;
  originCountry: string | null;
  /** The first date shown to the customer (YYYY-MM-DD). */
  promisedDelivery: string | null;
  deliveredAt: Date | null;
  failedAttemptAt: Date | null;
  exceptionSeen: boolean;
}

const COUNTED_NAMES = [
  'tenant_id', 'created_at', 'slug', 'current_status', 'destination_country', 'assigned_id', 'delivery_time',
  'origin_country', 'promised_delivery', 'delivered_at', 'failed_attempt_at', 'exception_seen',
];
/** The counted columns of a relation (prefixed with its alias), the `changes` columns without `sign`. */
const countedColumnsOf = (alias?: string) => sql.raw(COUNTED_NAMES.map((name) => (alias ? `${alias}.${name}` : name)).join(', '));
/** The counted columns of a shipments relation. */
export const COUNTED_COLUMNS = countedColumnsOf();
/** The counted columns as versionFromRow reads them: a date as its text, whatever the driver. */
export const COUNTED_READ = sql.raw(
  COUNTED_NAMES.map((name) => (name === 'promised_delivery' ? 'promised_delivery::text as promised_delivery' : name)).join(', '),
);

const COUNTED_KEYS = [
  'tenantId', 'slug', 'currentStatus', 'destinationCountry', 'assignedId', 'deliveryTime', 'originCountry', 'promisedDelivery', 'exceptionSeen',
] as const;
const COUNTED_TIMES = ['deliveredAt', 'failedAttemptAt'] as const;

/** The UTC day a shipment is counted in; a Date holds milliseconds only, truncated, so the day is the stored one. */
const dayOf = (createdAt: Date) => createdAt.toISOString().slice(0, 10);

/**
 * The account's zone per tenant: its first main user's (decision 0064). `tenantIds` is a
 * relation of tenant ids.
 */
export function accountZones(tenantIds: SQL): SQL {
  return sql`select distinct on (tenant_id) tenant_id, time_zone from users
    where user_type = 'user' and tenant_id in ${tenantIds} order by tenant_id, created_at, id`;
}

/**
 * What the delivery performance counts of a shipment (decision 0064), as SQL over the shipment
 * columns of `row` (an alias or table name), judged in `zone`: the rollups and the partial days
 * a performance call counts from the shipments use the same expressions.
 */
export function performanceFacts(row: SQL, zone: SQL) {
  const col = (name: string) => sql`${row}.${sql.identifier(name)}`;
  const delivered = sql`(${col('current_status')} = 'Delivered')`;
  const promised = sql`(${delivered} and ${col('promised_delivery')} is not null and ${col('delivered_at')} is not null)`;
  return {
    delivered,
    promised,
    on_time: sql`(${promised} and (${col('delivered_at')} at time zone ${zone})::date <= ${col('promised_delivery')})`,
    first_attempt: sql`(${delivered} and coalesce(${col('failed_attempt_at')} >= ${col('delivered_at')}, ${col('failed_attempt_at')} is null))`,
    exception_seen: sql`${col('exception_seen')}`,
    transit_day: sql`(case when ${delivered} and ${col('delivery_time')} is not null
      then least(greatest(${col('delivery_time')}, 0), ${sql.raw(String(TRANSIT_LAST_DAY))}) end)`,
  };
}

function factColumns(row: SQL, zone: SQL): SQL {
  return sql.join(Object.entries(performanceFacts(row, zone)).map(([name, expr]) => sql`${expr} as ${sql.identifier(name)}`), sql`, `);
}

const transitSums = sql.raw(TRANSIT_COLUMN_NAMES.map((_, day) => `coalesce(sum(sign) filter (where transit_day = ${day}), 0)`).join(', '));
const transitNames = sql.raw(TRANSIT_COLUMN_NAMES.join(', '));
const transitAdds = sql.raw(TRANSIT_COLUMN_NAMES.map((name) => `${name} = r.${name} + excluded.${name}`).join(', '));

/**
 * CTEs, to follow `with … ,` in the caller's statement, that add `changes` to the counters.
 * `changes` is a relation with COUNTED_COLUMNS and an int `sign`. Facts are first summed by
 * UTC day, so a 4,000-row import adds a handful of facts, then spread over the three grains;
 * the status and destination rollups also count every fact under the courier '*'. Every
 * insert takes its rows in key order, so two writers never deadlock on them.
 *
 * The performance rollup also keeps weeks in the account's zone (ACCOUNT_WEEK_GRAIN), which a
 * reader in that zone reads whole, and counts each fact under the origin '*' (every lane of a courier),
 * once with the destination '*' and once with its own, for the courier view with and
 * without a destination filter.
 *
 * A delivery is on time when its local date in the account's zone (its main user's, as
 * `accountZone` reads it) is on or before the date shown to the customer (decision 0064).
 */
export function countersFrom(changes: SQL): SQL {
  return sql`
    counted_changes as (${changes}),
    counted_zones as (${accountZones(sql`(select tenant_id from counted_changes)`)}),
    counted_days as (
      select c.tenant_id, (c.created_at at time zone 'UTC')::date as day, c.slug, c.current_status, c.destination_country,
        coalesce(c.assigned_id, ${UNASSIGNED_KEY}::uuid) as assigned_key, c.delivery_time,
        coalesce(c.origin_country, '') as origin_key, coalesce(c.destination_country, '') as destination_key,
        ${factColumns(sql`c`, sql`coalesce(z.time_zone, 'UTC')`)},
        date_trunc('week', c.created_at at time zone coalesce(z.time_zone, 'UTC'))::date as account_week, sum(c.sign)::int as sign
      from counted_changes c left join counted_zones z on z.tenant_id = c.tenant_id
      group by 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16 having sum(c.sign) <> 0
    ), counted_performance as (
      insert into shipment_performance_rollups as r (tenant_id, grain, period, slug, origin_country, destination_country, assigned_key,
        count, delivered, promised, on_time, first_attempt, exception, ${transitNames})
      select tenant_id, g.grain, case when g.grain = ${sql.raw(String(ACCOUNT_WEEK_GRAIN))} then account_week else date_trunc(g.unit, day)::date end,
        slug, k.origin, k.destination, assigned_key,
        sum(sign), coalesce(sum(sign) filter (where delivered), 0), coalesce(sum(sign) filter (where promised), 0),
        coalesce(sum(sign) filter (where on_time), 0), coalesce(sum(sign) filter (where first_attempt), 0),
        coalesce(sum(sign) filter (where exception_seen), 0), ${transitSums}
      from counted_days cross join (values (4::smallint, 'year'), (7::smallint, 'month'), (8::smallint, 'week'), (9::smallint, 'week'), (10::smallint, 'day')) g(grain, unit)
        cross join lateral (values (origin_key, destination_key), ('*', '*'), ('*', destination_key)) k(origin, destination)
      group by 1, 2, 3, 4, 5, 6, 7 order by 1, 2, 3, 4, 5, 6, 7
      on conflict on constraint shipment_performance_rollups_pk do update set count = r.count + excluded.count,
        delivered = r.delivered + excluded.delivered, promised = r.promised + excluded.promised, on_time = r.on_time + excluded.on_time,
        first_attempt = r.first_attempt + excluded.first_attempt, exception = r.exception + excluded.exception, ${transitAdds}
    ), counted_facts as (
      select d.*, g.grain, date_trunc(g.unit, d.day)::date as period
      from counted_days d cross join (values (4::smallint, 'year'), (7::smallint, 'month'), (10::smallint, 'day')) g(grain, unit)
    ), counted_statuses as (
      insert into shipment_status_counts as c (tenant_id, status, count)
      select tenant_id, current_status, sum(sign) from counted_days group by 1, 2 having sum(sign) <> 0 order by 1, 2
      on conflict (tenant_id, status) do update set count = c.count + excluded.count
    ), counted_by_status as (
      insert into shipment_status_rollups as r (tenant_id, grain, period, slug, status, assigned_key, count)
      select tenant_id, grain, period, k.slug, current_status, assigned_key, sum(sign)
      from counted_facts cross join lateral (values (counted_facts.slug), ('*')) k(slug)
      group by 1, 2, 3, 4, 5, 6 having sum(sign) <> 0 order by 1, 2, 3, 4, 5, 6
      on conflict on constraint shipment_status_rollups_pk do update set count = r.count + excluded.count
    ), counted_by_destination as (
      insert into shipment_destination_rollups as r (tenant_id, grain, period, slug, destination_country, assigned_key, count)
      select tenant_id, grain, period, k.slug, destination_country, assigned_key, sum(sign)
      from counted_facts cross join lateral (values (counted_facts.slug), ('*')) k(slug) where destination_country is not null
      group by 1, 2, 3, 4, 5, 6 having sum(sign) <> 0 order by 1, 2, 3, 4, 5, 6
      on conflict on constraint shipment_destination_rollups_pk do update set count = r.count + excluded.count
    ), counted_deliveries as (
      insert into shipment_delivery_rollups as r (tenant_id, grain, period, slug, day_bucket, assigned_key, count, days_sum)
      select tenant_id, grain, period, slug, least(delivery_time, 10), assigned_key, sum(sign), sum(sign * delivery_time)
      from counted_facts where current_status = 'Delivered' and delivery_time is not null
      group by 1, 2, 3, 4, 5, 6 having sum(sign) <> 0 or sum(sign * delivery_time) <> 0 order by 1, 2, 3, 4, 5, 6
      on conflict on constraint shipment_delivery_rollups_pk
        do update set count = r.count + excluded.count, days_sum = r.days_sum + excluded.days_sum
    )`;
}

/** `changes` of rows added (sign 1) or removed (sign -1): `rows` is a relation of shipments' columns. */
export function versionsOf(rows: SQL, sign: 1 | -1): SQL {
  return sql`select ${COUNTED_COLUMNS}, ${sql.raw(String(sign))} as sign from ${rows}`;
}

/**
 * `changes` of an update: the old version (-1) and the new one (+1) of every row whose counted
 * columns differ. `before` and `after` are relations of shipments' columns keyed by id.
 */
export function changedVersions(before: SQL, after: SQL): SQL {
  const pairs = sql`${before} b join ${after} a on a.tenant_id = b.tenant_id and a.id = b.id
    where (${countedColumnsOf('b')}) is distinct from (${countedColumnsOf('a')})`;
  return sql`select ${countedColumnsOf('b')}, -1 as sign from ${pairs} union all select ${countedColumnsOf('a')}, 1 from ${pairs}`;
}

const sameCounts = (a: CountedVersion, b: CountedVersion) =>
  dayOf(a.createdAt) === dayOf(b.createdAt) &&
  COUNTED_KEYS.every((key) => a[key] === b[key]) &&
  COUNTED_TIMES.every((key) => a[key]?.getTime() === b[key]?.getTime());

/**
 * Adds versions known to the caller (rows it locked and read, and what it wrote) in one
 * statement: each pair whose counted columns are equal is left out, so a batch of courier
 * scans that moves no status costs nothing.
 */
export async function countVersions(tx: Tx, changes: { before?: CountedVersion; after?: CountedVersion }[]): Promise<void> {
  const signed: (CountedVersion & { sign: number })[] = [];
  for (const { before, after } of changes) {
    if (before && after && sameCounts(before, after)) continue;
    if (before) signed.push({ ...before, sign: -1 });
    if (after) signed.push({ ...after, sign: 1 });
  }
  if (!signed.length) return;
  const json = JSON.stringify(
    signed.map((v) => ({
      tenant_id: v.tenantId,
      // The instant itself: the performance rollup's weeks in the account's zone read its time of day.
      created_at: v.createdAt.toISOString(),
      slug: v.slug,
      current_status: v.currentStatus,
      destination_country: v.destinationCountry,
      assigned_id: v.assignedId,
      delivery_time: v.deliveryTime,
      origin_country: v.originCountry,
      promised_delivery: v.promisedDelivery,
      delivered_at: v.deliveredAt?.toISOString() ?? null,
      failed_attempt_at: v.failedAttemptAt?.toISOString() ?? null,
      exception_seen: v.exceptionSeen,
      sign: v.sign,
    })),
  );
  await tx.execute(sql`
    with ${countersFrom(sql`select * from jsonb_to_recordset(${json}::jsonb) as v(tenant_id uuid, created_at timestamptz, slug text,
      current_status text, destination_country text, assigned_id uuid, delivery_time int, origin_country text, promised_delivery date,
      delivered_at timestamptz, failed_attempt_at timestamptz, exception_seen boolean, sign int)`)}
    select 1`);
}

/**
 * Locks a tenant's shipments (in id order, so two writers never deadlock) and reads what they
 * are counted by, for a write that then counts its changes with countVersions.
 */
export async function lockVersions(tx: Tx, tenantId: string, ids: string[]): Promise<Map<string, CountedVersion>> {
  if (!ids.length) return new Map();
  const list = sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `);
  const rows = rowsOf<Record<string, unknown>>(
    await tx.execute(sql`select id, ${COUNTED_READ} from shipments
      where tenant_id = ${tenantId}::uuid and id in (${list}) order by id for update`),
  );
  return new Map(rows.map((row) => [String(row.id), versionFromRow(row)]));
}

/** A row of COUNTED_READ as read by a plain SQL statement. */
export function versionFromRow(row: Record<string, unknown>): CountedVersion {
  return {
    tenantId: String(row.tenant_id),
    createdAt: dateOf(row.created_at)!,
    slug: String(row.slug),
    currentStatus: String(row.current_status),
    destinationCountry: (row.destination_country as string | null) ?? null,
    assignedId: (row.assigned_id as string | null) ?? null,
    deliveryTime: row.delivery_time === null || row.delivery_time === undefined ? null : Number(row.delivery_time),
    originCountry: (row.origin_country as string | null) ?? null,
    promisedDelivery: row.promised_delivery === null || row.promised_delivery === undefined ? null : String(row.promised_delivery).slice(0, 10),
    deliveredAt: dateOf(row.delivered_at),
    failedAttemptAt: dateOf(row.failed_attempt_at),
    exceptionSeen: row.exception_seen === true || row.exception_seen === 't',
  };
}

/**
 * Counts one tenant's shipments again from the rows: the counters are cleared and refilled in
 * one transaction, with the shipments table locked against writers meanwhile. For rows
 * written around the owner (a bulk load, a repair); the product's own writes never need it.
 */
export async function recountShipments(db: Db, tenantId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`lock table shipments in share row exclusive mode`);
    for (const table of ['shipment_status_counts', 'shipment_status_rollups', 'shipment_destination_rollups', 'shipment_delivery_rollups', 'shipment_performance_rollups']) {
      await tx.execute(sql`delete from ${sql.identifier(table)} where tenant_id = ${tenantId}::uuid`);
    }
    await tx.execute(sql`
      with ${countersFrom(versionsOf(sql`shipments where tenant_id = ${tenantId}::uuid`, 1))}
      select 1`);
  });
}
