import { describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { events, notifications } from '../../db/schema/index.js';
import { createEventDispatcher } from '../../platform/events.js';
import { createSubUser, signUp, type SignedIn } from '../../test/accounts.js';
import { useTestApp } from '../../test/harness.js';
import { addShipment } from '../../test/shipments.js';
import { ingest } from '../../tracking/ingest.js';
import type { ProviderEvent } from '../../tracking/providers/types.js';
import { trackingNotifications } from './tracking-consumer.js';

const t = useTestApp();

const scan = (key: string, tag: ProviderEvent['tag']): ProviderEvent => ({
  dedupeKey: key, time: new Date(Date.UTC(2026, 5, 1, 10, key.length)), tag, subtag: null, message: tag, location: null, countryIso: null,
});
const schedule = { nextCheckAt: null, checkedAt: new Date(Date.UTC(2026, 5, 1, 12)) };

async function courierSays(merchant: SignedIn, shipmentId: string, ...scans: ProviderEvent[]) {
  await ingest(t.database.db, { tenantId: merchant.session.user_details.tenant_id, shipmentId }, { events: scans }, schedule);
}
/** Hands every pending event over, as the worker does. */
async function dispatchAll() {
  const dispatcher = createEventDispatcher(t.database.db, [trackingNotifications]);
  while ((await dispatcher.dispatchPending(50)) > 0);
}
async function notificationsOf(user: SignedIn) {
  return t.database.db.select().from(notifications).where(eq(notifications.userId, user.session._id)).orderBy(notifications.createdAt);
}

describe('tracking notifications', () => {
  it('tell the main user when a courier reports a delivery, once, with a link to the shipment', async () => {
    const merchant = await signUp(t.app);
    const shipment = await addShipment(t.app, merchant, { tracking_number: 'TPNOTE0001' });
    await courierSays(merchant, shipment._id, scan('a', 'InTransit'), scan('bb', 'Delivered'));
    await dispatchAll();
    await dispatchAll();
    const mine = await notificationsOf(merchant);
    expect(mine.map((n) => [n.type, n.message, n.link])).toEqual([['tracking', 'Shipment TPNOTE0001 (USPS) is Delivered.', `/tracking/${shipment._id}`]]);
  });

  it('reach the assigned sub-user too, and no other tenant', async () => {
    const merchant = await signUp(t.app);
    const stranger = await signUp(t.app);
    const sub = await createSubUser(t.app, t.database, merchant, ['tracking']);
    const shipment = await addShipment(t.app, merchant, { assigned_id: sub.session._id });
    await courierSays(merchant, shipment._id, scan('a', 'AttemptFail' as ProviderEvent['tag']));
    await dispatchAll();
    expect((await notificationsOf(merchant)).map((n) => n.message)).toEqual([`Shipment ${shipment.tracking_number} (USPS) is Failed Attempt.`]);
    expect(await notificationsOf(sub)).toHaveLength(1);
    expect(await notificationsOf(stranger)).toHaveLength(0);
  });

  it('stay quiet for routine scans and for changes made by hand', async () => {
    const merchant = await signUp(t.app);
    const shipment = await addShipment(t.app, merchant);
    await courierSays(merchant, shipment._id, scan('a', 'InTransit'));
    await t.app.inject({ method: 'POST', url: '/api/tracking/bulk/update/status', headers: merchant.headers, payload: { ids: [shipment._id], current_status: 'Exception' } });
    await dispatchAll();
    expect(await notificationsOf(merchant)).toHaveLength(0);
  });

  it('are stored once even when an event is handed over again', async () => {
    const merchant = await signUp(t.app);
    const shipment = await addShipment(t.app, merchant);
    await courierSays(merchant, shipment._id, scan('a', 'Exception'));
    await dispatchAll();
    // A worker that died after storing but before its commit returned: the event comes back.
    await t.database.db.update(events).set({ dispatchedAt: null }).where(eq(events.subjectId, shipment._id));
    await dispatchAll();
    expect(await notificationsOf(merchant)).toHaveLength(1);
  });
});

describe('the event hand-over', () => {
  it('marks every event handed over, and leaves none behind', async () => {
    const merchant = await signUp(t.app);
    const a = await addShipment(t.app, merchant);
    const b = await addShipment(t.app, merchant);
    await courierSays(merchant, a._id, scan('a', 'Delivered'));
    await dispatchAll();
    const pending = await t.database.db.select({ n: sql<number>`count(*)` }).from(events).where(inArray(events.subjectId, [a._id, b._id]));
    expect(Number(pending[0]!.n)).toBe(3);
    const left = await t.database.db.execute(sql`select count(*) as n from events where dispatched_at is null`);
    expect(Number((left as unknown as { rows: { n: unknown }[] }).rows[0]!.n)).toBe(0);
  });

  it('are stored whatever another consumer of the same events does', async () => {
    const merchant = await signUp(t.app);
    const shipment = await addShipment(t.app, merchant);
    await courierSays(merchant, shipment._id, scan('a', 'Delivered'));
    const withBroken = createEventDispatcher(t.database.db, [
      trackingNotifications,
      { name: 'broken', types: ['shipment.updated'], handle: async () => Promise.reject(new Error('consumer crashed')) },
    ]);
    await withBroken.dispatchPending();
    expect(await notificationsOf(merchant)).toHaveLength(1);
    await dispatchAll();
    expect(await notificationsOf(merchant)).toHaveLength(1);
  });
});
