import { TRANSIT_DAYS_CAP } from '@trailpost/contracts';
import { bigint, date, integer, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';

/**
 * Exact shipment counts behind the dashboard (decision 0012), kept by the shipments module in
 * the statement or transaction of each change (modules/shipments/counters.ts, decision 0053).
 *
 * Each shipment is counted once per grain, in the UTC period holding its created_at: `grain`
 * is the length of the period's ISO label (4 = year, 7 = month, 10 = day) and `period` its
 * first day. `assigned_key` is the assigned sub-user, or UNASSIGNED_KEY (key columns cannot be
 * null). The status and destination rollups also keep every shipment under the courier '*' (all
 * couriers), read when no courier is picked. A dashboard call adds whole periods of these tables and counts the shipments of the
 * partial days at the edges of its range and buckets from the shipments table itself.
 */
const periodKey = {
  tenantId: uuid('tenant_id').notNull(),
  grain: smallint('grain').notNull(),
  period: date('period', { mode: 'string' }).notNull(),
  slug: text('slug').notNull(),
  assignedKey: uuid('assigned_key').notNull(),
  count: bigint('count', { mode: 'number' }).notNull(),
};

/** Stands for "no sub-user" in the rollups' keys. */
export const UNASSIGNED_KEY = '00000000-0000-0000-0000-000000000000';

/** Shipments by courier and status: the summary chart, the status counts, the top couriers. */
export const shipmentStatusRollups = pgTable(
  'shipment_status_rollups',
  { ...periodKey, status: text('status').notNull() },
  (t) => [primaryKey({ name: 'shipment_status_rollups_pk', columns: [t.tenantId, t.grain, t.period, t.slug, t.status, t.assignedKey] })],
);

/** Shipments with a destination, by courier and destination country: the top countries. */
export const shipmentDestinationRollups = pgTable(
  'shipment_destination_rollups',
  { ...periodKey, destinationCountry: text('destination_country').notNull() },
  (t) => [primaryKey({ name: 'shipment_destination_rollups_pk', columns: [t.tenantId, t.grain, t.period, t.slug, t.destinationCountry, t.assignedKey] })],
);

/**
 * Delivered shipments with a known delivery_time, by courier and day bucket (0..9, 10 = ten or
 * more), with the sum of their exact delivery times for the average.
 */
export const shipmentDeliveryRollups = pgTable(
  'shipment_delivery_rollups',
  {
    ...periodKey,
    dayBucket: smallint('day_bucket').notNull(),
    daysSum: bigint('days_sum', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ name: 'shipment_delivery_rollups_pk', columns: [t.tenantId, t.grain, t.period, t.slug, t.dayBucket, t.assignedKey] })],
);

/** The performance rollup's weeks in the account's zone: what a reader in that zone reads without edges. */
export const ACCOUNT_WEEK_GRAIN = 9;

/** Transit days are kept exactly from 0 to the cap; the last bucket holds the cap or more. */
export const TRANSIT_LAST_DAY = TRANSIT_DAYS_CAP;
const transitDays = Array.from({ length: TRANSIT_LAST_DAY + 1 }, (_, day) => day);
/** `transit_0` … `transit_30`: delivered shipments by whole days in transit, for percentiles. */
const transitColumns = Object.fromEntries(
  transitDays.map((day) => [`transit${day}`, integer(`transit_${day}`).notNull().default(0)]),
) as Record<`transit${number}`, ReturnType<typeof integer>>;
export const TRANSIT_COLUMN_NAMES = transitDays.map((day) => `transit_${day}`);

/**
 * The delivery performance (decision 0064), by courier and lane (origin and destination country,
 * '' when unknown), with the grains, periods and assignee key of the rollups above and one
 * more, 8 = the UTC week from Monday, and 9 = the week from Monday in the account's zone (the
 * zone on-time is judged in), for the weekly trend. Each shipment is also counted
 * under the origin '*' with the destination '*' and with its own: the courier view reads those. `count`
 * is every shipment; the other measures count the delivered ones: with a date shown to the
 * customer (`promised`), delivered on or before it (`on_time`), with no failed attempt before
 * delivery (`first_attempt`); `exception` counts shipments that were ever in Exception.
 */
export const shipmentPerformanceRollups = pgTable(
  'shipment_performance_rollups',
  {
    ...periodKey,
    originCountry: text('origin_country').notNull(),
    destinationCountry: text('destination_country').notNull(),
    delivered: integer('delivered').notNull().default(0),
    promised: integer('promised').notNull().default(0),
    onTime: integer('on_time').notNull().default(0),
    firstAttempt: integer('first_attempt').notNull().default(0),
    exception: integer('exception').notNull().default(0),
    ...transitColumns,
  },
  (t) => [
    primaryKey({
      name: 'shipment_performance_rollups_pk',
      columns: [t.tenantId, t.grain, t.period, t.slug, t.originCountry, t.destinationCountry, t.assignedKey],
    }),
  ],
);
