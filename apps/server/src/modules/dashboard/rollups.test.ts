import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { shipments } from '../../db/schema/index.js';
import { createSubUser, useMerchant, type SignedIn } from '../../test/accounts.js';
import { useTestApp } from '../../test/harness.js';
import { seedShipments } from '../../test/shipments.js';
import { rangePlan, type Plan } from './plan.js';
import * as repo from './repository.js';

const t = useTestApp();
const merchant = useMerchant(t);
const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/**
 * Each rollup recomputed from the shipments table, as "key=count" lines, next to what the
 * triggers keep (rows that came back to zero are left out). The status and destination rollups
 * also keep every shipment under the courier '*'.
 */
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
];

async function lines(query: string): Promise<string[]> {
  return rowsOf(await t.database.db.execute(sql.raw(query)))
    .map((row) => String(row.line))
    .sort();
}

async function expectRollupsExact(tenantId: string): Promise<void> {
  for (const f of RECOMPUTE) {
    for (const [grain, unit] of [[4, 'year'], [7, 'month'], [10, 'day']] as const) {
      const assigned = "coalesce(assigned_id, '00000000-0000-0000-0000-000000000000')";
      const fromShipments = await lines(`
        select concat_ws('|', date_trunc('${unit}', created_at at time zone 'UTC')::date, ${f.keys}, ${assigned}) || '=' || ${f.measures} as line
        from shipments where tenant_id = '${tenantId}' and ${f.where}
        group by date_trunc('${unit}', created_at at time zone 'UTC')::date, ${f.keys}, ${assigned}`);
      const stored = await lines(`
        select concat_ws('|', period, ${f.stored}, assigned_key) || '=' || ${f.storedMeasures} as line
        from ${f.table} where tenant_id = '${tenantId}' and grain = ${grain} and count <> 0 and ${f.storedWhere}`);
      expect(stored, `${f.table} ${f.keys} grain ${grain}`).toEqual(fromShipments);
    }
  }
}

const SLUGS = ['ups', 'dhl', 'fedex', 'usps'];
const STATUSES = ['Pending', 'InTransit', 'Delivered', 'Exception'];
const COUNTRIES = ['GB', 'US', null];

/** 120 shipments over two years, every combination of courier, status, destination and delivery time. */
function dataSet(assignees: (string | null)[]) {
  return Array.from({ length: 120 }, (_, i) => ({
    slug: SLUGS[i % 4]!,
    currentStatus: STATUSES[(i >> 2) % 4]!,
    destinationCountry: COUNTRIES[i % 3],
    deliveryTime: i % 5 === 0 ? null : i % 14,
    assignedId: assignees[i % assignees.length] ?? null,
    createdAt: new Date(Date.UTC(2024, 0, 1) + i * 6 * 86_400_000 + (i % 24) * 3_600_000 + i * 1000),
  }));
}

describe('rollups', () => {
  let tenantId: string;
  let subUser: SignedIn;
  let ids: string[];

  beforeAll(async () => {
    tenantId = merchant.session.user_details.tenant_id;
    subUser = await createSubUser(t.app, t.database, merchant, ['dashboard', 'assignTracking']);
    ids = (await seedShipments(t.database, tenantId, dataSet([null, subUser.session._id]))).map((row) => row.id);
  });

  const bulk = (url: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/tracking/bulk/${url}`, headers: merchant.headers, payload });

  it('match the shipments after inserts', async () => {
    await expectRollupsExact(tenantId);
  });

  it('match the shipments after status changes, reassignments, edits and deletes', async () => {
    expect((await bulk('update/status', { ids: ids.slice(0, 40), current_status: 'Delivered' })).statusCode).toBe(200);
    expect((await bulk('assign_or_unassign_user', { ids: ids.slice(20, 60), assigned_id: subUser.session._id })).statusCode).toBe(200);
    expect((await bulk('assign_or_unassign_user', { ids: ids.slice(60, 70) })).statusCode).toBe(200);
    // What the tracking engine changes: delivery time, destination, courier and (rarely) the creation date.
    await t.database.db.update(shipments).set({ deliveryTime: 11, destinationCountry: 'FR' }).where(eq(shipments.id, ids[3]!));
    await t.database.db.update(shipments).set({ slug: 'gls', createdAt: new Date('2023-12-31T23:59:59Z') }).where(eq(shipments.id, ids[4]!));
    // An update that touches no counted column changes nothing.
    await t.database.db.update(shipments).set({ nextCheckAt: new Date() }).where(eq(shipments.tenantId, tenantId));
    expect((await bulk('delete', { ids: ids.slice(90, 110) })).statusCode).toBe(200);
    await expectRollupsExact(tenantId);
  });

  it('give the same figures as counting every shipment of the range', async () => {
    const ranges: [string, string][] = [
      ['2014-01-01T00:00:00.000Z', '2026-12-31T23:59:59.999Z'],
      ['2024-02-10T05:00:00.000Z', '2025-03-20T04:59:59.999Z'],
      ['2024-06-01T00:00:00.000Z', '2024-06-30T23:59:59.999Z'],
    ];
    const filters: repo.Filter[] = [null, 'ups'].flatMap((courier) =>
      [null, subUser.session._id].map((assignee) => ({
        tenantId,
        courier,
        onlyAssignedTo: assignee,
        shipmentsWhere: sql`${shipments.tenantId} = ${tenantId} ${courier ? sql`and ${shipments.slug} = ${courier}` : sql``} ${assignee ? sql`and ${shipments.assignedId} = ${assignee}` : sql``}`,
      })),
    );
    const sorted = <T>(rows: T[]) => [...rows].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
    for (const [from, to] of ranges) {
      const plan = rangePlan(new Date(from), new Date(to));
      expect(plan.rollups.length).toBeGreaterThan(0);
      const everyShipment: Plan = { rollups: [], raw: [{ label: '', sign: 1, from: Date.parse(from) * 1000, to: Date.parse(to) * 1000 + 1 }] };
      for (const filter of filters) {
        for (const figure of [repo.countByStatus, repo.countByCourier, repo.countByDestination, repo.countDeliveries] as const) {
          const viaRollups = await (figure as (...args: unknown[]) => Promise<unknown[]>)(t.database.db, plan, filter);
          const counted = await (figure as (...args: unknown[]) => Promise<unknown[]>)(t.database.db, everyShipment, filter);
          expect(sorted(viaRollups), `${figure.name} ${from}..${to} ${filter.courier} ${filter.onlyAssignedTo}`).toEqual(sorted(counted));
        }
      }
    }
  });
});
