import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { events, notifications, shipments } from '../db/schema/index.js';
import { listCouriers } from '../modules/couriers/catalogue.js';
import { insertDemoShipments } from '../modules/shipments/demo-rows.js';
import { trackingNotifications } from '../modules/notifications/tracking-consumer.js';
import { createEventDispatcher } from '../platform/events.js';
import { signUp } from '../test/accounts.js';
import { useTestApp } from '../test/harness.js';
import { createPushOnlyProvider } from '../tracking/provider-choice.js';
import { always, createTrackingEngine } from '../tracking/scheduler.js';
import { demoShipments } from './demo-shipments.js';

const t = useTestApp();
const DAY = 86_400_000;

describe('demo data', () => {
  it('stays as it was told: the tracking engine neither checks nor expires it, so the bell stays quiet', async () => {
    const merchant = await signUp(t.app);
    const tenantId = merchant.session.user_details.tenant_id;
    const now = Date.now();
    const rows = demoShipments({ count: 400, now, couriers: listCouriers().map((courier) => courier.slug) });
    // The sample holds what made the noise: open shipments whose last scan is older than the expiry window.
    expect(rows.filter((row) => !['Delivered', 'Expired'].includes(row.shipment.currentStatus!) && row.shipment.lastCheckpointTime! < new Date(now - 31 * DAY)).length).toBeGreaterThan(10);
    await insertDemoShipments(t.database.db, tenantId, rows);
    const statuses = () =>
      t.database.db
        .select({ status: shipments.currentStatus, n: sql<number>`count(*)::int` })
        .from(shipments)
        .where(eq(shipments.tenantId, tenantId))
        .groupBy(shipments.currentStatus)
        .orderBy(shipments.currentStatus);
    const before = await statuses();

    // The product starts again, and again the next day: the engine's passes, then the event hand-over.
    for (const at of [now + 60_000, now + DAY + 60_000]) {
      const engine = createTrackingEngine(t.database.db, { choose: always(createPushOnlyProvider(() => new Date(at))), now: () => new Date(at), batchSize: 500 });
      expect(await engine.pollOnce()).toEqual({ checked: 0, expired: 0 });
    }
    const dispatcher = createEventDispatcher(t.database.db, [trackingNotifications]);
    while ((await dispatcher.dispatchPending(500)) > 0);

    expect(await statuses()).toEqual(before);
    const [due] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(shipments).where(and(eq(shipments.tenantId, tenantId), sql`${shipments.nextCheckAt} is not null`));
    expect(due!.n).toBe(0);
    expect(await t.database.db.select().from(events).where(and(eq(events.tenantId, tenantId), eq(events.type, 'shipment.updated')))).toEqual([]);
    expect(await t.database.db.select().from(notifications).where(eq(notifications.tenantId, tenantId))).toEqual([]);
  });
});
