import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { CustomTriggerId } from '@trailpost/contracts';
import { shipments, users } from '../../../db/schema/index.js';
import { forgetMerchantModel, localDateIn } from '../../predictions/index.js';
import { signUp, type SignedIn } from '../../../test/accounts.js';
import { useTestApp } from '../../../test/harness.js';
import { daysAgo, seedShipments, type SeedRow } from '../../../test/shipments.js';
import { createRule, createTag, defaultEmailTemplateId, emailRule, logsOf, setActivatedAt, statusIs, sweepAndRun, switchRule, tagAction, tenantOf } from '../test/helpers.js';

const t = useTestApp();

const hoursAgo = (hours: number) => daysAgo(0, hours);
const inHours = (hours: number) => hoursAgo(-hours);

/** A merchant with a custom rule (any status, tags what it matches) switched on `activatedHoursAgo` hours ago. */
async function customRule(trigger: CustomTriggerId, activatedHoursAgo: number) {
  const owner = await signUp(t.app);
  const rule = await createRule(
    t.app,
    owner,
    emailRule(await defaultEmailTemplateId(t.app, owner), {
      event_type: 'CUSTOM',
      custom_event_id: trigger,
      condition: [statusIs('Pending', 'InTransit', 'Exception', 'Delivered', 'Expired')],
      action: [tagAction(await createTag(t.app, owner))],
    }),
  );
  await setActivatedAt(t, rule._id, hoursAgo(activatedHoursAgo));
  return { owner, rule };
}

async function seed(owner: SignedIn, rows: SeedRow[]) {
  return seedShipments(t.database, tenantOf(owner), rows);
}

/** The tracking numbers of the rule's runs, with their event, newest first. */
async function firedFor(owner: SignedIn, ruleId: string) {
  return (await logsOf(t.app, owner, ruleId)).data.map((run) => `${run.tracking_number} ${run.event} ${run.outcome}`);
}

describe('No update for N hours', () => {
  it('fires for a shipment stalled since after the rule was switched on, from its last scan or else its creation', async () => {
    const { owner, rule } = await customRule('NO_UPDATE_24H', 48);
    await seed(owner, [
      { trackingNumber: 'STALL-SCAN', lastCheckpointTime: hoursAgo(30), createdAt: hoursAgo(200), currentStatus: 'InTransit' },
      { trackingNumber: 'STALL-ADDED', createdAt: hoursAgo(25) },
      { trackingNumber: 'STALL-RECENT', lastCheckpointTime: hoursAgo(20), createdAt: hoursAgo(200) },
      // Came due 50 hours ago, before the rule was on.
      { trackingNumber: 'STALL-EARLY', lastCheckpointTime: hoursAgo(74), currentStatus: 'InTransit' },
      { trackingNumber: 'STALL-DELIVERED', lastCheckpointTime: hoursAgo(30), currentStatus: 'Delivered' },
    ]);
    await sweepAndRun(t);
    const fired = await firedFor(owner, rule._id);
    expect(fired.sort()).toEqual(['STALL-ADDED NO_UPDATE_24H matched', 'STALL-SCAN NO_UPDATE_24H matched']);
    const [run] = (await logsOf(t.app, owner, rule._id)).data;
    expect(run).toMatchObject({ event_name: 'No update for 24 hours', actions: [{ type: 'TAG', status: 'done' }] });
  });

  it('waits for activated_at: a rule just switched on ignores stalls that came due before', async () => {
    const { owner, rule } = await customRule('NO_UPDATE_24H', 0);
    await seed(owner, [{ trackingNumber: 'OLD-STALL', lastCheckpointTime: hoursAgo(30) }]);
    await sweepAndRun(t);
    expect(await firedFor(owner, rule._id)).toEqual([]);
    // Set the rule's clock back: the stall came due 6 hours ago, after it.
    await setActivatedAt(t, rule._id, hoursAgo(7));
    await sweepAndRun(t);
    expect(await firedFor(owner, rule._id)).toEqual(['OLD-STALL NO_UPDATE_24H matched']);
  });

  it('fires once per stall, and again after a new scan and a new stall', async () => {
    const { owner, rule } = await customRule('NO_UPDATE_48H', 200);
    const [shipment] = await seed(owner, [{ trackingNumber: 'TWICE', lastCheckpointTime: hoursAgo(100) }, { trackingNumber: 'NOT-YET', lastCheckpointTime: hoursAgo(30) }]);
    await sweepAndRun(t);
    await sweepAndRun(t);
    expect(await firedFor(owner, rule._id)).toEqual(['TWICE NO_UPDATE_48H matched']);
    await t.database.db.update(shipments).set({ lastCheckpointTime: hoursAgo(49) }).where(eq(shipments.id, shipment!.id));
    await sweepAndRun(t);
    await sweepAndRun(t);
    expect(await firedFor(owner, rule._id)).toEqual(['TWICE NO_UPDATE_48H matched', 'TWICE NO_UPDATE_48H matched']);
  });

  it('does not fire while the rule is off, and only for its own account', async () => {
    const { owner, rule } = await customRule('NO_UPDATE_72H', 500);
    const stranger = await signUp(t.app);
    await seed(stranger, [{ trackingNumber: 'THEIRS', lastCheckpointTime: hoursAgo(100) }]);
    await switchRule(t.app, owner, rule._id, 0);
    await seed(owner, [{ trackingNumber: 'MINE', lastCheckpointTime: hoursAgo(100) }]);
    await sweepAndRun(t);
    expect(await firedFor(owner, rule._id)).toEqual([]);
    await switchRule(t.app, owner, rule._id, 1);
    await setActivatedAt(t, rule._id, hoursAgo(500));
    await sweepAndRun(t);
    expect(await firedFor(owner, rule._id)).toEqual(['MINE NO_UPDATE_72H matched']);
  });
});

describe('Expected delivery date passed', () => {
  it('fires once per expected delivery date that passed after the rule was on, never for a delivered shipment', async () => {
    const { owner, rule } = await customRule('EXPECTED_DELIVERY_PASSED', 24);
    const [late] = await seed(owner, [
      { trackingNumber: 'LATE', expectedDelivery: hoursAgo(2), currentStatus: 'InTransit' },
      { trackingNumber: 'ON-TIME', expectedDelivery: inHours(5), currentStatus: 'InTransit' },
      { trackingNumber: 'LONG-AGO', expectedDelivery: hoursAgo(48), currentStatus: 'InTransit' },
      { trackingNumber: 'ARRIVED', expectedDelivery: hoursAgo(2), currentStatus: 'Delivered' },
      { trackingNumber: 'NO-DATE', currentStatus: 'InTransit' },
    ]);
    await sweepAndRun(t);
    await sweepAndRun(t);
    expect(await firedFor(owner, rule._id)).toEqual(['LATE EXPECTED_DELIVERY_PASSED matched']);

    // The courier names a new date, which passes too: one more run.
    await t.database.db.update(shipments).set({ expectedDelivery: hoursAgo(1) }).where(eq(shipments.id, late!.id));
    await sweepAndRun(t);
    await sweepAndRun(t);
    expect(await firedFor(owner, rule._id)).toEqual(['LATE EXPECTED_DELIVERY_PASSED matched', 'LATE EXPECTED_DELIVERY_PASSED matched']);
  });

  it('fires when the date customers see has passed in the merchant’s zone: ours, or the courier’s when that is the one shown', async () => {
    const { owner, rule } = await customRule('EXPECTED_DELIVERY_PASSED', 24);
    await t.database.db.update(users).set({ timeZone: 'Asia/Tokyo' }).where(eq(users.tenantId, tenantOf(owner)));
    forgetMerchantModel(t.database.db, tenantOf(owner));
    const tokyoToday = localDateIn(new Date(), 'Asia/Tokyo');
    // The end of today in Tokyo, as an instant.
    const endOfToday = new Date(`${tokyoToday}T15:00:00Z`);
    const courierTime = new Date(endOfToday.getTime() - 2 * 3_600_000);
    await seed(owner, [
      // Ours is shown: the courier's earlier time does not count.
      { trackingNumber: 'OURS', expectedDelivery: courierTime, customerDeliveryDate: tokyoToday, predictedDelivery: tokyoToday, currentStatus: 'InTransit' },
      { trackingNumber: 'COURIERS', expectedDelivery: courierTime, customerDeliveryDate: tokyoToday, currentStatus: 'InTransit' },
      { trackingNumber: 'LATER', expectedDelivery: courierTime, customerDeliveryDate: localDateIn(new Date(endOfToday.getTime() + 86_400_000), 'Asia/Tokyo'), currentStatus: 'InTransit' },
    ]);
    // The OURS row's courier time is the same date; make it a day earlier so that only ours is on today.
    await t.database.db.update(shipments).set({ expectedDelivery: new Date(courierTime.getTime() - 86_400_000) }).where(eq(shipments.trackingNumber, 'OURS'));
    await sweepAndRun(t, new Date(courierTime.getTime() + 60_000));
    expect(await firedFor(owner, rule._id)).toEqual(['COURIERS EXPECTED_DELIVERY_PASSED matched']);
    await sweepAndRun(t, new Date(endOfToday.getTime() - 60_000));
    expect(await firedFor(owner, rule._id)).toHaveLength(1);
    await sweepAndRun(t, new Date(endOfToday.getTime() + 60_000));
    expect((await firedFor(owner, rule._id)).sort()).toEqual(['COURIERS EXPECTED_DELIVERY_PASSED matched', 'OURS EXPECTED_DELIVERY_PASSED matched']);
  });

  it('evaluates the conditions when it fires: a status not chosen is logged as skipped', async () => {
    const owner = await signUp(t.app);
    const rule = await createRule(t.app, owner, emailRule(await defaultEmailTemplateId(t.app, owner), { event_type: 'CUSTOM', custom_event_id: 'EXPECTED_DELIVERY_PASSED', condition: [statusIs('Exception')] }));
    await setActivatedAt(t, rule._id, hoursAgo(24));
    await seed(owner, [{ trackingNumber: 'LATE-TRANSIT', expectedDelivery: hoursAgo(3), currentStatus: 'InTransit', customerEmails: ['late@example.com'] }]);
    await sweepAndRun(t);
    expect((await logsOf(t.app, owner, rule._id)).data).toEqual([
      expect.objectContaining({ tracking_number: 'LATE-TRANSIT', outcome: 'skipped', reason: 'Skipped: condition not met: Shipment Status is Exception', actions: [] }),
    ]);
  });
});
