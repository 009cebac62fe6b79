import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { shipments } from '../../db/schema/index.js';
import { createSubUser, useMerchant, type SignedIn } from '../../test/accounts.js';
import { useTestApp } from '../../test/harness.js';
import { expectCountersExact, writeCourierAnswers } from '../../test/counters.js';
import { seedShipments } from '../../test/shipments.js';
import { rangePlan, type Plan } from './plan.js';
import * as repo from './repository.js';

const t = useTestApp();
const merchant = useMerchant(t);
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
    await expectCountersExact(t.database.db, tenantId);
  });

  it('match the shipments after status changes, reassignments, edits and deletes', async () => {
    expect((await bulk('update/status', { ids: ids.slice(0, 40), current_status: 'Delivered' })).statusCode).toBe(200);
    expect((await bulk('assign_or_unassign_user', { ids: ids.slice(20, 60), assigned_id: subUser.session._id })).statusCode).toBe(200);
    expect((await bulk('assign_or_unassign_user', { ids: ids.slice(60, 70) })).statusCode).toBe(200);
    // What the tracking engine changes with a courier's answer: status, delivery time, destination.
    await writeCourierAnswers(t.database.db, tenantId, [
      { id: ids[3]!, status: 'Delivered', deliveryTime: 11, destinationCountry: 'FR' },
      { id: ids[4]!, status: 'InTransit', deliveryTime: null, destinationCountry: 'FR' },
    ]);
    // An update that touches no counted column changes nothing.
    await t.database.db.update(shipments).set({ nextCheckAt: new Date() }).where(eq(shipments.tenantId, tenantId));
    expect((await bulk('delete', { ids: ids.slice(90, 110) })).statusCode).toBe(200);
    await expectCountersExact(t.database.db, tenantId);
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
