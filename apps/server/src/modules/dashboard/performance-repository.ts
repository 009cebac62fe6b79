import { and, eq, ne, sql } from 'drizzle-orm';
import { rowsOf, toNumber, type Db } from '../../db/client.js';
import { shipmentPerformanceRollups, shipments, TRANSIT_COLUMN_NAMES } from '../../db/schema/index.js';
import { accountZones, performanceFacts } from '../shipments/index.js';
import type { Plan } from './plan.js';
import { sumOver, type Expr, type Figure, type Filter } from './repository.js';

/** The zone on-time is judged in: the account's, as the rollups judged it. */
export async function accountZone(db: Db, tenantId: string): Promise<string> {
  const [row] = rowsOf<{ time_zone: string }>(await db.execute(accountZones(sql`(${tenantId}::uuid)`)));
  return row?.time_zone ?? 'UTC';
}

export interface LaneSums {
  label: string;
  slug: string;
  originCountry: string;
  destinationCountry: string;
  /** In the order of performance-figures' MEASURES, then the transit histogram. */
  sums: number[];
}

/** The origin (and destination) under which the rollup also counts every lane of a courier. */
const EVERY_LANE = '*';

const asCount = (condition: ReturnType<typeof sql>) => sql`case when ${condition} then 1 else 0 end`;

/**
 * The performance sums per label (week) and lane, or per courier alone (`byLane` false, its
 * countries then ''), over a plan: whole UTC periods from the rollup, the partial days at the
 * edges from the shipments with the same expressions the rollup was counted with.
 */
export async function sumLanes(db: Db, plan: Plan, filter: Filter, options: { destination: string | null; zone: string; byLane: boolean }): Promise<LaneSums[]> {
  const t = shipmentPerformanceRollups;
  const facts = performanceFacts(sql`${shipments}`, sql`${options.zone}::text`);
  const slug: Expr = { rollup: sql`${t.slug}`, raw: sql`${shipments.slug}` };
  const lane: Expr[] = [
    { rollup: sql`${t.originCountry}`, raw: sql`coalesce(${shipments.originCountry}, '')` },
    { rollup: sql`${t.destinationCountry}`, raw: sql`coalesce(${shipments.destinationCountry}, '')` },
  ];
  const measures: Expr[] = [
    { rollup: sql`${t.count}`, raw: sql`1` },
    { rollup: sql`${t.delivered}`, raw: asCount(facts.delivered) },
    { rollup: sql`${t.promised}`, raw: asCount(facts.promised) },
    { rollup: sql`${t.onTime}`, raw: asCount(facts.on_time) },
    { rollup: sql`${t.firstAttempt}`, raw: asCount(facts.first_attempt) },
    { rollup: sql`${t.exception}`, raw: asCount(facts.exception_seen) },
    ...TRANSIT_COLUMN_NAMES.map((name, day) => ({
      rollup: sql`${t}.${sql.identifier(name)}`,
      raw: asCount(sql`${facts.transit_day} = ${sql.raw(String(day))}`),
    })),
  ];
  const figure: Figure = {
    table: t,
    keys: options.byLane ? [slug, ...lane] : [slug],
    measures,
    byCourier: true,
    rollupOnly: options.byLane
      ? and(ne(t.originCountry, EVERY_LANE), options.destination ? eq(t.destinationCountry, options.destination) : undefined)
      : and(eq(t.originCountry, EVERY_LANE), eq(t.destinationCountry, options.destination ?? EVERY_LANE)),
  };
  // Without JIT: compiling the many sums of a long range took 2.5 s of a 2.7 s query (decision 0064).
  const rows = await db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return sumOver(tx as unknown as Db, plan, filter, figure);
  });
  return rows.map((row) => ({
    label: String(row.label),
    slug: String(row.k0),
    originCountry: options.byLane ? String(row.k1) : '',
    destinationCountry: options.byLane ? String(row.k2) : '',
    sums: measures.map((_, i) => toNumber(row[`m${i}`])),
  }));
}
