import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { checkpoints, shipments } from '../db/schema/index.js';
import { useMerchant } from '../test/accounts.js';
import { useTestApp } from '../test/harness.js';
import { addShipment, daysAgo, seedShipments } from '../test/shipments.js';
import { ingest } from './ingest.js';
import type { ProviderEvent } from './providers/types.js';
import { always, createTrackingEngine } from './scheduler.js';

const t = useTestApp();
const owner = useMerchant(t);
const tenant = () => owner.session.user_details.tenant_id;
const target = (id: string) => ({ tenantId: tenant(), shipmentId: id });
const checked = { checkedAt: new Date() };

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
const scan = (key: string, time: Date, tag: ProviderEvent['tag'], extra: Partial<ProviderEvent> = {}): ProviderEvent => ({
  dedupeKey: `truth:${key}`, time, tag, subtag: null, message: `${tag} (${key})`, location: null, countryIso: null, ...extra,
});

async function row(id: string) {
  const [found] = await t.database.db.select().from(shipments).where(eq(shipments.id, id));
  return found!;
}

describe('statuses that never go backwards', () => {
  it('an older answer that carries its own status does not turn a delivered shipment back', async () => {
    const shipment = await addShipment(t.app, owner);
    const early = scan(`${shipment._id}-1`, minutesAgo(120), 'InTransit');
    const delivered = scan(`${shipment._id}-2`, minutesAgo(10), 'Delivered');
    await ingest(t.database.db, target(shipment._id), { events: [early, delivered], status: 'Delivered' }, checked);
    // The same provider's answer from two hours ago, retried late: In Transit as of then.
    await ingest(t.database.db, target(shipment._id), { events: [early], status: 'InTransit', asOf: early.time }, checked);
    const after = await row(shipment._id);
    expect(after.currentStatus).toBe('Delivered');
    expect(after.nextCheckAt).toBeNull();
    expect(after.deliveredAt).toEqual(delivered.time);
  });

  it('a late informational scan after delivery is stored and shown but does not un-deliver', async () => {
    const shipment = await addShipment(t.app, owner);
    await ingest(t.database.db, target(shipment._id), { events: [scan(`${shipment._id}-d`, minutesAgo(30), 'Delivered')] }, checked);
    const measured = scan(`${shipment._id}-m`, minutesAgo(5), 'InTransit', { informational: true, subtag: 'Parcel Measurements Update', message: 'Parcel Measurements Update' });
    await ingest(t.database.db, target(shipment._id), { events: [measured] }, checked);
    expect((await row(shipment._id)).currentStatus).toBe('Delivered');
    const detail = await t.app.inject({ method: 'GET', url: `/api/trackings/${shipment._id}`, headers: owner.headers });
    const messages = detail.json().data.trackings.checkpoints.map((c: { message: string }) => c.message);
    expect(messages).toContain('Parcel Measurements Update');
  });

  it('an informational scan alone shows its text but leaves the status where it was', async () => {
    const shipment = await addShipment(t.app, owner);
    await ingest(t.database.db, target(shipment._id), { events: [scan(`${shipment._id}-l`, minutesAgo(5), 'InfoReceived', { informational: true, message: 'Label printed' })] }, checked);
    const after = await row(shipment._id);
    expect(after.currentStatus).toBe('Pending');
    expect(after.lastCheckpointMessage).toBe('Label printed');
  });

  it('an answer with a newer expected delivery replaces it, an older one does not', async () => {
    const shipment = await addShipment(t.app, owner);
    const first = scan(`${shipment._id}-a`, minutesAgo(60), 'InTransit');
    const second = scan(`${shipment._id}-b`, minutesAgo(30), 'InTransit');
    await ingest(t.database.db, target(shipment._id), { events: [first, second], expectedDelivery: new Date('2026-12-03T00:00:00Z') }, checked);
    await ingest(t.database.db, target(shipment._id), { events: [first], expectedDelivery: new Date('2026-12-01T00:00:00Z') }, checked);
    expect((await row(shipment._id)).expectedDelivery).toEqual(new Date('2026-12-03T00:00:00Z'));
  });
});

describe('every open shipment has a next check', () => {
  it('after a push that brings a scan, from the shipment\'s status and not the scan\'s', async () => {
    const shipment = await addShipment(t.app, owner);
    await ingest(t.database.db, target(shipment._id), { events: [scan(`${shipment._id}-o`, minutesAgo(5), 'OutForDelivery')] }, checked);
    const after = await row(shipment._id);
    expect(after.currentStatus).toBe('OutForDelivery');
    expect(after.nextCheckAt!.getTime()).toBeGreaterThan(Date.now());
  });

  it('after a delivery set by hand and taken back', async () => {
    const shipment = await addShipment(t.app, owner);
    const set = (status: string) => t.app.inject({ method: 'POST', url: '/api/tracking/bulk/update/status', headers: owner.headers, payload: { ids: [shipment._id], current_status: status } });
    await set('Delivered');
    expect((await row(shipment._id)).nextCheckAt).toBeNull();
    await set('InTransit');
    const reopened = await row(shipment._id);
    expect(reopened.currentStatus).toBe('InTransit');
    expect(reopened.nextCheckAt).not.toBeNull();
  });

  it('whatever path writes the row: the database fills a missing next check and clears a final one', async () => {
    const [open] = await seedShipments(t.database, tenant(), [{ currentStatus: 'InTransit', nextCheckAt: null }]);
    expect(open!.nextCheckAt).not.toBeNull();
    await t.database.db.execute(sql`update shipments set next_check_at = null where id = ${open!.id}`);
    expect((await row(open!.id)).nextCheckAt).not.toBeNull();
    await t.database.db.execute(sql`update shipments set current_status = 'Delivered' where id = ${open!.id}`);
    expect((await row(open!.id)).nextCheckAt).toBeNull();
    const [imported] = await seedShipments(t.database, tenant(), [{ currentStatus: 'Expired', nextCheckAt: new Date() }]);
    expect(imported!.nextCheckAt).toBeNull();
  });

  it('after refresh now on an open shipment', async () => {
    const shipment = await addShipment(t.app, owner);
    const quiet = createTrackingEngine(t.database.db, { choose: always({ name: 'quiet', fetch: async () => ({ events: [] }) }) });
    await quiet.refresh(tenant(), shipment._id);
    expect((await row(shipment._id)).nextCheckAt).not.toBeNull();
  });

  it('so a shipment reopened by hand still expires after 30 days without news', async () => {
    const [stale] = await seedShipments(t.database, tenant(), [{ currentStatus: 'Delivered', createdAt: daysAgo(60), lastCheckpointTime: daysAgo(45) }]);
    await t.app.inject({ method: 'POST', url: '/api/tracking/bulk/update/status', headers: owner.headers, payload: { ids: [stale!.id], current_status: 'InTransit' } });
    const engine = createTrackingEngine(t.database.db, { choose: always({ name: 'quiet', fetch: async () => ({ events: [] }) }) });
    // Other tests' shipments are not due: only expiry is looked at here.
    await engine.pollOnce();
    const after = await row(stale!.id);
    expect(after.currentStatus).toBe('Expired');
    expect(after.nextCheckAt).toBeNull();
    expect(after.reportedStatus).toBe('Expired');
    const scans = await t.database.db.select().from(checkpoints).where(eq(checkpoints.shipmentId, stale!.id));
    expect(scans).toHaveLength(0);
  });
});
