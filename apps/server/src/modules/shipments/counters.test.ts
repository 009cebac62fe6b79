import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SHIPMENT_STATUSES } from '@trailpost/contracts';
import { createSubUser, useMerchant, type SignedIn } from '../../test/accounts.js';
import { expectCountersExact, writeCourierAnswers } from '../../test/counters.js';
import { useTestApp } from '../../test/harness.js';
import { daysAgo, seedShipments, uniqueNumber } from '../../test/shipments.js';
import { assignShipments as automationAssign } from './bulk-edits.js';
import { expireStale } from './check-schedule.js';
import * as repo from './repository.js';

const t = useTestApp();
const merchant = useMerchant(t);

const SLUGS = ['usps', 'ups', 'fedex'];
const COUNTRIES = ['US', 'GB', null];

/**
 * Every write of shipments that can move a counter, run concurrently in random mixes, leaves
 * the status counts and the dashboard's rollups equal to a full recount (decision 0053). On
 * PostgreSQL the writes really overlap (a pool of five connections); a lost or doubled change,
 * or a deadlock, fails the property.
 */
describe('shipment counters under concurrent writes', () => {
  let tenantId: string;
  let subUser: SignedIn;
  const ids: string[] = [];
  const scope = () => ({ tenantId, onlyAssignedTo: null });

  beforeAll(async () => {
    tenantId = merchant.session.user_details.tenant_id;
    subUser = await createSubUser(t.app, t.database, merchant, ['tracking']);
    const seeded = await seedShipments(
      t.database,
      tenantId,
      Array.from({ length: 40 }, (_, i) => ({
        slug: SLUGS[i % 3]!,
        currentStatus: SHIPMENT_STATUSES[i % 8]!,
        destinationCountry: COUNTRIES[i % 3],
        createdAt: daysAgo(i * 9, i),
      })),
    );
    ids.push(...seeded.map((row) => row.id));
  });

  const pick = (indexes: number[]) => [...new Set(indexes.map((i) => ids[i % ids.length]!))];
  const status = fc.constantFrom(...SHIPMENT_STATUSES);
  const some = fc.array(fc.nat(), { minLength: 1, maxLength: 6 });
  const write = fc.oneof(
    fc.record({ kind: fc.constant('add' as const), slug: fc.constantFrom(...SLUGS) }),
    fc.record({ kind: fc.constant('import' as const), count: fc.integer({ min: 1, max: 5 }) }),
    fc.record({ kind: fc.constant('status' as const), at: some, status }),
    fc.record({ kind: fc.constant('assign' as const), at: some, toSubUser: fc.boolean() }),
    fc.record({ kind: fc.constant('edit' as const), at: fc.nat(), toSubUser: fc.boolean() }),
    fc.record({ kind: fc.constant('automation assign' as const), at: some }),
    fc.record({ kind: fc.constant('scan' as const), at: some, status, days: fc.option(fc.integer({ min: 0, max: 14 })), country: fc.constantFrom(...COUNTRIES) }),
    fc.record({ kind: fc.constant('delete' as const), at: some }),
  );
  type Write = typeof write extends fc.Arbitrary<infer W> ? W : never;

  async function run(change: Write): Promise<void> {
    const db = t.database.db;
    const assignee = (toSubUser: boolean) => (toSubUser ? subUser.session._id : null);
    switch (change.kind) {
      case 'add': {
        const row = await repo.insertShipment(db, tenantId, { slug: change.slug, trackingNumber: uniqueNumber('CNT') });
        if (row) ids.push(row.id);
        return;
      }
      case 'import': {
        const rows = Array.from({ length: change.count }, () => repo.encodeShipment({ slug: 'ups', trackingNumber: uniqueNumber('IMP') }));
        await repo.insertShipments(db, tenantId, rows);
        return;
      }
      case 'status':
        await repo.updateShipmentsStatus(db, scope(), pick(change.at), change.status);
        return;
      case 'assign':
        await repo.assignShipments(db, scope(), pick(change.at), assignee(change.toSubUser));
        return;
      case 'edit':
        await repo.updateShipment(db, scope(), pick([change.at])[0]!, { assignedId: assignee(change.toSubUser) });
        return;
      case 'automation assign':
        await db.transaction((tx) => automationAssign(tx, tenantId, pick(change.at).map((shipmentId) => ({ shipmentId, userId: subUser.session._id }))));
        return;
      case 'scan':
        await writeCourierAnswers(db, tenantId, pick(change.at).map((id) => ({
          id, status: change.status, deliveryTime: change.status === 'Delivered' ? change.days : null, destinationCountry: change.country,
        })));
        return;
      case 'delete':
        await repo.deleteShipments(db, scope(), pick(change.at));
        return;
    }
  }

  it('equal a full recount after any mix of concurrent writes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(write, { minLength: 2, maxLength: 10 }), async (writes) => {
        await Promise.all(writes.map(run));
        await expectCountersExact(t.database.db, tenantId);
      }),
      { numRuns: 15 },
    );
  });

  it('equal a full recount after stale shipments expire', async () => {
    await seedShipments(t.database, tenantId, [
      { slug: 'ups', currentStatus: 'InTransit', destinationCountry: 'GB', createdAt: daysAgo(200) },
      { slug: 'usps', currentStatus: 'Pending', createdAt: daysAgo(300) },
    ]);
    expect(await expireStale(t.database.db, { at: new Date(), afterDays: 120, limit: 1000 })).toBeGreaterThanOrEqual(2);
    await expectCountersExact(t.database.db, tenantId);
  });
});
