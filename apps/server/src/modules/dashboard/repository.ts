import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import { DAY_WISE_LAST_BUCKET } from '@trailpost/contracts';
import { toNumber, type Db } from '../../db/client.js';
import {
  shipmentDeliveryRollups,
  shipmentDestinationRollups,
  shipmentPerformanceRollups,
  shipments,
  shipmentStatusRollups,
} from '../../db/schema/index.js';
import { isoMicros, type Plan, type RollupPiece } from './plan.js';

type RollupTable =
  | typeof shipmentStatusRollups
  | typeof shipmentDestinationRollups
  | typeof shipmentDeliveryRollups
  | typeof shipmentPerformanceRollups;

/** One column of a figure: how it reads from a rollup row and from a shipment row. */
export interface Expr {
  rollup: SQL;
  raw: SQL;
}

/** Which shipments count: the tenant, and optionally one courier and one assignee. */
export interface Filter {
  tenantId: string;
  courier: string | null;
  /** A sub-user who sees only its own shipments. */
  onlyAssignedTo: string | null;
  /** The same condition on the shipments table, as the shipment list builds it. */
  shipmentsWhere: SQL;
}

export interface Figure {
  table: RollupTable;
  keys: Expr[];
  measures: Expr[];
  /** Grouped by courier slug (reads the per-courier rollup rows). */
  byCourier: boolean;
  /** Which shipments belong to this figure at all (e.g. delivered ones). */
  rawOnly?: SQL;
  /** The same restriction on the rollup rows, when the figure has one there too. */
  rollupOnly?: SQL;
}

/** The courier under which the status and destination rollups also keep every shipment. */
const ALL_COURIERS = '*';

/**
 * A figure grouped by courier reads the per-courier rows; any other reads the all-couriers
 * rows, or one courier's when the caller picked one.
 */
function rollupWhere(table: RollupTable, filter: Filter, byCourier: boolean): SQL {
  const conditions = [eq(table.tenantId, filter.tenantId)];
  if (filter.courier) conditions.push(eq(table.slug, filter.courier));
  else conditions.push(byCourier ? ne(table.slug, ALL_COURIERS) : eq(table.slug, ALL_COURIERS));
  if (filter.onlyAssignedTo) conditions.push(eq(table.assignedKey, filter.onlyAssignedTo));
  return and(...conditions)!;
}

const list = (values: SQL[]) => sql.join(values, sql`, `);

/** The label of a rollup row: a CASE over its period when its branch carries several labels. */
function labelOf(table: RollupTable, pieces: RollupPiece[]): SQL {
  const labels = new Set(pieces.map((piece) => piece.label));
  if (labels.size <= 1) return sql`${pieces[0]?.label ?? ''}::text`;
  return sql`(case ${table.period} ${sql.join(pieces.map((piece) => sql`when ${piece.period}::date then ${piece.label}::text`), sql` `)} end)`;
}

/**
 * Rollup pieces in groups one branch can read: the same grain and sign, and each period once
 * (two buckets may both subtract the same month), so its label follows from its period.
 */
function rollupGroups(pieces: RollupPiece[]): RollupPiece[][] {
  const groups: { key: string; periods: Set<string>; pieces: RollupPiece[] }[] = [];
  for (const piece of pieces) {
    const key = `${piece.grain}:${piece.sign}`;
    let group = groups.find((g) => g.key === key && !g.periods.has(piece.period));
    if (!group) groups.push((group = { key, periods: new Set(), pieces: [] }));
    group.periods.add(piece.period);
    group.pieces.push(piece);
  }
  return groups.map((group) => group.pieces);
}

/**
 * Sums a figure over a plan: the rollup rows of its whole periods (one branch per group, the
 * periods as a list the planner probes the primary key with) plus the shipments of each raw
 * piece (one index range each, with constant bounds so the planner estimates them well),
 * signed, grouped by label and keys. Rows come back as { label, k0.., m0.. } with numbers.
 */
export async function sumOver(db: Db, plan: Plan, filter: Filter, figure: Figure): Promise<Record<string, string | number>[]> {
  const { table, keys, measures } = figure;
  const names = [...keys.map((_, i) => sql.raw(`k${i}`)), ...measures.map((_, i) => sql.raw(`m${i}`))];
  const columns = (side: 'rollup' | 'raw', sign: 1 | -1) =>
    list([
      ...keys.map((expr, i) => sql`${expr[side]} as ${names[i]}`),
      ...measures.map((expr, i) => sql`${expr[side]} * ${sql.raw(String(sign))} as ${names[keys.length + i]}`),
    ]);
  const branches: SQL[] = [];
  for (const pieces of rollupGroups(plan.rollups)) {
    const { grain, sign } = pieces[0]!;
    branches.push(sql`
      select ${labelOf(table, pieces)} as label, ${columns('rollup', sign)} from ${table}
      where ${rollupWhere(table, filter, figure.byCourier)} and ${table.grain} = ${grain}
        and ${table.period} in (${list(pieces.map((piece) => sql`${piece.period}::date`))})
        ${figure.rollupOnly ? sql`and ${figure.rollupOnly}` : sql``}`);
  }
  for (const piece of plan.raw) {
    branches.push(sql`
      select ${piece.label}::text as label, ${columns('raw', piece.sign)} from ${shipments}
      where ${filter.shipmentsWhere}
        and ${shipments.createdAt} >= ${isoMicros(piece.from)}::timestamptz and ${shipments.createdAt} < ${isoMicros(piece.to)}::timestamptz
        ${figure.rawOnly ? sql`and ${figure.rawOnly}` : sql``}`);
  }
  if (!branches.length) return [];
  const groupBy = list([sql`label`, ...names.slice(0, keys.length)]);
  const sums = list(names.slice(keys.length).map((name) => sql`sum(${name}) as ${name}`));
  const result = await db.execute(sql`
    select label, ${list(names.slice(0, keys.length))}, ${sums}
    from (${sql.join(branches, sql` union all `)}) pieces
    group by ${groupBy}
    having sum(m0) > 0`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return rows.map((row) => {
    const out: Record<string, string | number> = { label: String(row.label) };
    keys.forEach((_, i) => (out[`k${i}`] = row[`k${i}`] as string | number));
    measures.forEach((_, i) => (out[`m${i}`] = toNumber(row[`m${i}`])));
    return out;
  });
}

const one = sql`1`;

export interface LabelledCount<K> {
  label: string;
  key: K;
  count: number;
}

/** Shipments per label and status (the summary chart; the status counts with one label). */
export async function countByStatus(db: Db, plan: Plan, filter: Filter): Promise<LabelledCount<string>[]> {
  const t = shipmentStatusRollups;
  const rows = await sumOver(db, plan, filter, {
    table: t,
    keys: [{ rollup: sql`${t.status}`, raw: sql`${shipments.currentStatus}` }],
    measures: [{ rollup: sql`${t.count}`, raw: one }],
    byCourier: false,
  });
  return rows.map((row) => ({ label: row.label as string, key: row.k0 as string, count: row.m0 as number }));
}

/** Shipments per courier slug. */
export async function countByCourier(db: Db, plan: Plan, filter: Filter): Promise<LabelledCount<string>[]> {
  const t = shipmentStatusRollups;
  const rows = await sumOver(db, plan, filter, {
    table: t,
    keys: [{ rollup: sql`${t.slug}`, raw: sql`${shipments.slug}` }],
    measures: [{ rollup: sql`${t.count}`, raw: one }],
    byCourier: true,
  });
  return rows.map((row) => ({ label: row.label as string, key: row.k0 as string, count: row.m0 as number }));
}

/** Shipments with a destination, per destination country. */
export async function countByDestination(db: Db, plan: Plan, filter: Filter): Promise<LabelledCount<string>[]> {
  const t = shipmentDestinationRollups;
  const rows = await sumOver(db, plan, filter, {
    table: t,
    keys: [{ rollup: sql`${t.destinationCountry}`, raw: sql`${shipments.destinationCountry}` }],
    measures: [{ rollup: sql`${t.count}`, raw: one }],
    byCourier: false,
    rawOnly: sql`${shipments.destinationCountry} is not null`,
  });
  return rows.map((row) => ({ label: row.label as string, key: row.k0 as string, count: row.m0 as number }));
}

export interface DeliveryCount {
  slug: string;
  /** delivery_time, with 10 standing for ten days or more. */
  dayBucket: number;
  count: number;
  /** Sum of the exact delivery times, for averages. */
  daysSum: number;
}

/** Delivered shipments with a known delivery_time, per courier and day bucket. */
export async function countDeliveries(db: Db, plan: Plan, filter: Filter): Promise<DeliveryCount[]> {
  const t = shipmentDeliveryRollups;
  const rows = await sumOver(db, plan, filter, {
    table: t,
    keys: [
      { rollup: sql`${t.slug}`, raw: sql`${shipments.slug}` },
      { rollup: sql`${t.dayBucket}`, raw: sql`least(${shipments.deliveryTime}, ${sql.raw(String(DAY_WISE_LAST_BUCKET))})` },
    ],
    measures: [
      { rollup: sql`${t.count}`, raw: one },
      { rollup: sql`${t.daysSum}`, raw: sql`${shipments.deliveryTime}` },
    ],
    byCourier: true,
    rawOnly: sql`${shipments.currentStatus} = 'Delivered' and ${shipments.deliveryTime} is not null`,
  });
  return rows.map((row) => ({ slug: row.k0 as string, dayBucket: toNumber(row.k1), count: row.m0 as number, daysSum: row.m1 as number }));
}
