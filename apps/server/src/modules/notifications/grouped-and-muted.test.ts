import { describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { NOTIFICATION_KINDS, NOTIFICATION_MESSAGES } from '@trailpost/contracts';
import { notifications, shipments } from '../../db/schema/index.js';
import { createEventDispatcher } from '../../platform/events.js';
import { createSubUser, messagesOf, signUp, type SignedIn } from '../../test/accounts.js';
import { useTestApp } from '../../test/harness.js';
import { addShipment } from '../../test/shipments.js';
import { ingest } from '../../tracking/ingest.js';
import { createPushOnlyProvider } from '../../tracking/provider-choice.js';
import type { ProviderEvent } from '../../tracking/providers/types.js';
import { always, createTrackingEngine } from '../../tracking/scheduler.js';
import { trackingNotifications } from './tracking-consumer.js';

const t = useTestApp();
const DAY = 86_400_000;

const scan = (tag: ProviderEvent['tag']): ProviderEvent => ({
  dedupeKey: tag, time: new Date(), tag, subtag: null, message: tag, location: null, countryIso: null,
});
async function courierSays(merchant: SignedIn, shipmentId: string, tag: ProviderEvent['tag']) {
  await ingest(t.database.db, { tenantId: merchant.session.user_details.tenant_id, shipmentId }, { events: [scan(tag)] }, { checkedAt: new Date() });
}
async function dispatchAll() {
  const dispatcher = createEventDispatcher(t.database.db, [trackingNotifications]);
  while ((await dispatcher.dispatchPending(500)) > 0);
}
const listOf = async (user: SignedIn) => (await t.app.inject({ method: 'GET', url: '/api/firebase/notifications', headers: user.headers })).json().data;
const saveMutes = (user: SignedIn, muted_kinds: unknown) => t.app.inject({ method: 'PUT', url: '/api/notifications/mutes', headers: user.headers, payload: { muted_kinds } });
const shipmentsOf = async (merchant: SignedIn, count: number, payload: Record<string, unknown> = {}) => {
  const added = [];
  for (let i = 0; i < count; i += 1) added.push(await addShipment(t.app, merchant, payload));
  return added;
};

describe('grouped notifications', () => {
  it('one expiry pass that ends many shipments of a user tells that user once, with a link to the list of expired shipments', async () => {
    const merchant = await signUp(t.app);
    const sub = await createSubUser(t.app, t.database, merchant, ['tracking']);
    const quiet = await shipmentsOf(merchant, 5);
    const [assigned] = await shipmentsOf(merchant, 1, { assigned_id: sub.session._id });
    const ids = [...quiet, assigned!].map((shipment) => shipment._id);
    // Silent for 40 days, and not due a check before the pass.
    await t.database.db
      .update(shipments)
      .set({ createdAt: new Date(Date.now() - 40 * DAY), nextCheckAt: new Date(Date.now() + DAY) })
      .where(inArray(shipments.id, ids));
    const engine = createTrackingEngine(t.database.db, { choose: always(createPushOnlyProvider()) });
    expect((await engine.pollOnce()).expired).toBe(6);
    await dispatchAll();

    const mine = await listOf(merchant);
    expect(mine.unreadMessageCount).toBe(1);
    expect(mine.notifications).toEqual([
      expect.objectContaining({ type: 'tracking', kind: 'tracking.expired', count: 6, message: '6 shipments expired', link: '/tracking?trackingStatusArr=Expired' }),
    ]);
    // The assignee heard of its one shipment: a single notice stays as it is.
    expect((await listOf(sub)).notifications).toEqual([
      expect.objectContaining({ kind: 'tracking.expired', count: 1, message: `Shipment ${assigned!.tracking_number} (USPS) is Expired.`, link: `/tracking/${assigned!._id}` }),
    ]);
    // Handed over again, the pass stores nothing more.
    await t.database.db.execute(sql`update events set dispatched_at = null where tenant_id = ${merchant.session.user_details.tenant_id}`);
    await dispatchAll();
    expect(await t.database.db.select().from(notifications).where(eq(notifications.userId, merchant.session._id))).toHaveLength(1);
  });

  it('leaves a few notices of a kind, and notices of other kinds, as they are', async () => {
    const merchant = await signUp(t.app);
    const delivered = await shipmentsOf(merchant, 3);
    const [failed] = await shipmentsOf(merchant, 1);
    for (const shipment of delivered) await courierSays(merchant, shipment._id, 'Delivered');
    await courierSays(merchant, failed!._id, 'Exception');
    await dispatchAll();
    const { notifications: items, unreadMessageCount } = await listOf(merchant);
    expect(unreadMessageCount).toBe(4);
    expect(items.map((item: { count: number; kind: string }) => [item.kind, item.count]).sort()).toEqual([
      ['tracking.delivered', 1], ['tracking.delivered', 1], ['tracking.delivered', 1], ['tracking.exception', 1],
    ]);
  });
});

describe('muted kinds', () => {
  it('are none at first, listed with every kind there is, and saved per user', async () => {
    const merchant = await signUp(t.app);
    const other = await signUp(t.app);
    const first = await t.app.inject({ method: 'GET', url: '/api/notifications/mutes', headers: merchant.headers });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.muted_kinds).toEqual([]);
    expect(first.json().data.kinds.map((entry: { kind: string }) => entry.kind)).toEqual([...NOTIFICATION_KINDS]);
    expect(first.json().data.kinds[3]).toEqual({ kind: 'tracking.expired', label: 'Shipment expired' });

    const saved = await saveMutes(merchant, ['tracking.expired', 'tracking.delivered', 'tracking.expired']);
    expect(saved.statusCode).toBe(200);
    expect(messagesOf(saved)).toEqual([NOTIFICATION_MESSAGES.mutesSaved]);
    expect(saved.json().data.muted_kinds).toEqual(['tracking.delivered', 'tracking.expired']);
    const again = await t.app.inject({ method: 'GET', url: '/api/notifications/mutes', headers: merchant.headers });
    expect(again.json().data.muted_kinds).toEqual(['tracking.delivered', 'tracking.expired']);
    const theirs = await t.app.inject({ method: 'GET', url: '/api/notifications/mutes', headers: other.headers });
    expect(theirs.json().data.muted_kinds).toEqual([]);

    expect((await saveMutes(merchant, [])).json().data.muted_kinds).toEqual([]);
  });

  it('refuses an unknown kind or a missing list with a clear error in the envelope', async () => {
    const merchant = await signUp(t.app);
    const cases: [unknown, string][] = [
      [['tracking.lost'], NOTIFICATION_MESSAGES.unknownKind],
      ['tracking.expired', NOTIFICATION_MESSAGES.mutesNotAList],
      [null, NOTIFICATION_MESSAGES.mutesNotAList],
    ];
    for (const [bad, message] of cases) {
      const response = await saveMutes(merchant, bad);
      expect(response.statusCode).toBe(400);
      expect(response.json().meta.code).toBe(400);
      expect(messagesOf(response)).toEqual([message]);
    }
    const unauthenticated = await t.app.inject({ method: 'PUT', url: '/api/notifications/mutes', payload: { muted_kinds: [] } });
    expect(unauthenticated.statusCode).toBe(401);
  });

  it('keep a muted kind out of the list and the stream of the user who muted it, and only of that user', async () => {
    const merchant = await signUp(t.app);
    const sub = await createSubUser(t.app, t.database, merchant, ['tracking']);
    expect((await saveMutes(merchant, ['tracking.delivered'])).statusCode).toBe(200);
    const [delivered, failed] = await shipmentsOf(merchant, 2, { assigned_id: sub.session._id });
    const many = await shipmentsOf(merchant, 4);
    await courierSays(merchant, delivered!._id, 'Delivered');
    await courierSays(merchant, failed!._id, 'Exception');
    for (const shipment of many) await courierSays(merchant, shipment._id, 'Delivered');
    await dispatchAll();

    // Nothing of the muted kind was stored, singly or grouped, so nothing was pushed either.
    const stored = await t.database.db.select().from(notifications).where(and(eq(notifications.userId, merchant.session._id)));
    expect(stored.map((row) => row.kind)).toEqual(['tracking.exception']);
    expect((await listOf(merchant)).unreadMessageCount).toBe(1);
    expect((await listOf(sub)).notifications.map((item: { kind: string }) => item.kind).sort()).toEqual(['tracking.delivered', 'tracking.exception']);
  });
});
