import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { setDistributedForTests } from '../db/distributed.js';
import { checkpoints, events, shipments } from '../db/schema/index.js';
import { createSubUser, signUp, useMerchant } from '../test/accounts.js';
import { restoreDistributedFlag } from '../test/distributed-flag.js';
import { useTestApp } from '../test/harness.js';
import { addShipment } from '../test/shipments.js';
import { ingest, ingestBatch } from './ingest.js';
import { createSandboxProvider } from './providers/sandbox.js';
import { ProviderError, type ProviderEvent, type ProviderResult, type TrackingProvider } from './providers/types.js';
import { always, createTrackingEngine } from './scheduler.js';

const t = useTestApp();
const owner = useMerchant(t);

const event = (key: string, minute: number, tag: ProviderEvent['tag'], message: string = tag): ProviderEvent => ({
  dedupeKey: key, time: new Date(Date.UTC(2026, 5, 1, 10, minute)), tag, subtag: null, message, location: `Hub ${key}`, countryIso: 'US',
});
const schedule = { nextCheckAt: new Date(Date.UTC(2026, 5, 2)), checkedAt: new Date(Date.UTC(2026, 5, 1, 12)) };

async function state(id: string) {
  const [row] = await t.database.db.select().from(shipments).where(eq(shipments.id, id));
  const scans = await t.database.db.select({ key: checkpoints.dedupeKey }).from(checkpoints).where(eq(checkpoints.shipmentId, id));
  const raised = await t.database.db.select().from(events).where(and(eq(events.subjectId, id), eq(events.type, 'shipment.updated')));
  return { row: row!, keys: scans.map((s) => s.key).sort(), events: raised };
}
/** Makes exactly these shipments due at that instant (other tests' shipments are not). */
async function dueOnly(ids: string[], at: string) {
  await t.database.db.execute(sql`update shipments set next_check_at = '2100-01-01' where next_check_at is not null`);
  for (const id of ids) await t.database.db.update(shipments).set({ nextCheckAt: new Date(at) }).where(eq(shipments.id, id));
}

const target = (id: string) => ({ tenantId: owner.session.user_details.tenant_id, shipmentId: id });

describe('ingest', () => {
  const detected = restoreDistributedFlag();

  it('stores checkpoints, updates the shipment and raises one event', async () => {
    const shipment = await addShipment(t.app, owner);
    const result: ProviderResult = {
      events: [event('a', 0, 'InfoReceived'), event('b', 10, 'InTransit'), event('c', 20, 'Delivered', 'Delivered to front door')],
      expectedDelivery: new Date(Date.UTC(2026, 5, 3)),
      destinationCountry: 'GB',
    };
    const outcome = await ingest(t.database.db, target(shipment._id), result, schedule);
    expect(outcome).toEqual({ newCheckpoints: 3, previousStatus: 'Pending', status: 'Delivered' });
    const { row, keys, events: raised } = await state(shipment._id);
    expect(keys).toEqual(['a', 'b', 'c']);
    expect(row).toMatchObject({
      currentStatus: 'Delivered',
      lastCheckpointMessage: 'Delivered to front door',
      lastCheckpointLocation: 'Hub c',
      destinationCountry: 'GB',
      originCountry: null,
      deliveryTime: 0,
      nextCheckAt: null,
    });
    expect(row.shippedAt).toEqual(new Date(Date.UTC(2026, 5, 1, 10, 0)));
    expect(raised).toHaveLength(1);
    expect(raised[0]!.payload).toEqual({
      tracking_number: shipment.tracking_number, slug: 'usps', assigned_id: null,
      previous_status: 'Pending', current_status: 'Delivered', new_checkpoints: 3, source: 'courier',
    });
  });

  it('stores a repeated answer once and raises nothing for it', async () => {
    const shipment = await addShipment(t.app, owner);
    const result = { events: [event('a', 0, 'InfoReceived'), event('b', 10, 'InTransit')] };
    await ingest(t.database.db, target(shipment._id), result, schedule);
    const again = await ingest(t.database.db, target(shipment._id), result, schedule);
    expect(again?.newCheckpoints).toBe(0);
    const { keys, events: raised } = await state(shipment._id);
    expect(keys).toEqual(['a', 'b']);
    expect(raised).toHaveLength(1);
  });

  // A distributed database writes a batch tenant by tenant, each statement naming its tenant;
  // one server writes it at once, and is tried the cluster's way too.
  it('stores a batch across tenants in one go, merging two answers for one shipment', async () => {
    for (const distributed of new Set([detected(), true])) {
      setDistributedForTests(distributed);
      const other = await signUp(t.app);
      const mine = await addShipment(t.app, owner);
      const theirs = await addShipment(t.app, other);
      const theirTarget = { tenantId: other.session.user_details.tenant_id, shipmentId: theirs._id };
      const outcomes = await ingestBatch(t.database.db, [
        { target: target(mine._id), result: { events: [event('a', 0, 'InfoReceived')] }, schedule },
        { target: theirTarget, result: { events: [event('x', 0, 'InTransit')] }, schedule },
        { target: target(mine._id), result: { events: [event('a', 0, 'InfoReceived'), event('b', 10, 'OutForDelivery')] }, schedule },
      ]);
      expect(outcomes.map((o) => o?.status)).toEqual(['OutForDelivery', 'InTransit', 'OutForDelivery']);
      expect((await state(mine._id)).keys).toEqual(['a', 'b']);
      expect((await state(mine._id)).events).toHaveLength(1);
      expect((await state(theirs._id)).row.currentStatus).toBe('InTransit');
      expect((await state(theirs._id)).events).toHaveLength(1);
    }
  });

  it('never writes into another tenant\'s shipment', async () => {
    const other = await signUp(t.app);
    const theirs = await addShipment(t.app, other);
    const [outcome] = await ingestBatch(t.database.db, [{ target: target(theirs._id), result: { events: [event('a', 0, 'Delivered')] }, schedule }]);
    expect(outcome).toBeNull();
    const { row, keys } = await state(theirs._id);
    expect(row.currentStatus).toBe('Pending');
    expect(keys).toEqual([]);
  });

  it('ends the same whatever order the answers arrive in', async () => {
    const early = { events: [event('a', 0, 'InfoReceived'), event('b', 10, 'InTransit')] };
    const late = { events: [event('c', 20, 'OutForDelivery'), event('d', 30, 'AttemptFail' as ProviderEvent['tag'], 'Nobody home')] };
    const inOrder = await addShipment(t.app, owner);
    const reversed = await addShipment(t.app, owner);
    await ingest(t.database.db, target(inOrder._id), early, schedule);
    await ingest(t.database.db, target(inOrder._id), late, schedule);
    await ingest(t.database.db, target(reversed._id), late, schedule);
    await ingest(t.database.db, target(reversed._id), early, schedule);
    await ingest(t.database.db, target(reversed._id), late, schedule);
    const a = await state(inOrder._id);
    const b = await state(reversed._id);
    const pick = (row: typeof a.row) => [row.currentStatus, row.lastCheckpointMessage, row.lastCheckpointTime, row.lastCheckpointTag, row.shippedAt, row.deliveredAt];
    expect(pick(b.row)).toEqual(pick(a.row));
    expect(a.row.currentStatus).toBe('FailedAttempt');
    expect(b.keys).toEqual(a.keys);
  });

  it('counts days in transit for a delivery set by hand from the first scan, and forgets them when undone', async () => {
    const shipment = await addShipment(t.app, owner);
    await t.database.db.update(shipments).set({ shippedAt: sql`now() - interval '3 days 2 hours'` }).where(eq(shipments.id, shipment._id));
    const setStatus = (current_status: string) =>
      t.app.inject({ method: 'POST', url: '/api/tracking/bulk/update/status', headers: owner.headers, payload: { ids: [shipment._id], current_status } });
    await setStatus('Delivered');
    expect((await state(shipment._id)).row.deliveryTime).toBe(3);
    await setStatus('InTransit');
    const { row } = await state(shipment._id);
    expect([row.deliveredAt, row.deliveryTime]).toEqual([null, null]);
  });

  it('keeps a status set by hand until the courier says something new', async () => {
    const shipment = await addShipment(t.app, owner);
    await ingest(t.database.db, target(shipment._id), { events: [event('a', 0, 'InTransit')] }, schedule);
    await t.app.inject({ method: 'POST', url: '/api/tracking/bulk/update/status', headers: owner.headers, payload: { ids: [shipment._id], current_status: 'Exception' } });
    await ingest(t.database.db, target(shipment._id), { events: [event('a', 0, 'InTransit')] }, schedule);
    expect((await state(shipment._id)).row.currentStatus).toBe('Exception');
    // A scan from before the change arrives late: the person's status is newer and stays.
    await ingest(t.database.db, target(shipment._id), { events: [event('b', 5, 'OutForDelivery')] }, schedule);
    expect((await state(shipment._id)).row.currentStatus).toBe('Exception');
    const later = { ...event('c', 0, 'OutForDelivery'), time: new Date(Date.now() + 60_000) };
    await ingest(t.database.db, target(shipment._id), { events: [later] }, schedule);
    expect((await state(shipment._id)).row.currentStatus).toBe('OutForDelivery');
  });
});

describe('shipment.created', () => {
  it('is raised with the shipment, in the same transaction', async () => {
    const shipment = await addShipment(t.app, owner);
    const raised = await t.database.db.select().from(events).where(and(eq(events.subjectId, shipment._id), eq(events.type, 'shipment.created')));
    expect(raised).toHaveLength(1);
    expect(raised[0]!.payload).toEqual({ tracking_number: shipment.tracking_number, slug: 'usps', assigned_id: null, current_status: 'Pending', source: 'Web' });
    expect(raised[0]!.tenantId).toBe(owner.session.user_details.tenant_id);
  });
});

describe('status changes by hand', () => {
  it('raise the same event as courier updates, and stop polling once delivered', async () => {
    const shipment = await addShipment(t.app, owner);
    await t.app.inject({ method: 'POST', url: '/api/tracking/bulk/update/status', headers: owner.headers, payload: { ids: [shipment._id], current_status: 'Delivered' } });
    const { row, events: raised } = await state(shipment._id);
    expect(row.nextCheckAt).toBeNull();
    expect(row.deliveredAt).not.toBeNull();
    expect(row.deliveryTime).toBe(0);
    expect(raised.map((e) => e.payload)).toEqual([
      { tracking_number: shipment.tracking_number, slug: 'usps', assigned_id: null, previous_status: 'Pending', current_status: 'Delivered', new_checkpoints: 0, source: 'manual' },
    ]);
    await t.app.inject({ method: 'POST', url: '/api/tracking/bulk/update/status', headers: owner.headers, payload: { ids: [shipment._id], current_status: 'Delivered' } });
    expect((await state(shipment._id)).events).toHaveLength(1);
  });
});

describe('scheduler', () => {
  const clockAt = (iso: string) => () => new Date(iso);
  const stepProvider = (result: ProviderResult): TrackingProvider => ({ name: 'fixed', fetch: async () => result });

  it('checks due shipments only, and schedules the next check', async () => {
    const due = await addShipment(t.app, owner);
    const later = await addShipment(t.app, owner);
    await dueOnly([due._id], '2026-06-01T12:00:00Z');
    await t.database.db.update(shipments).set({ nextCheckAt: new Date('2026-06-09T00:00:00Z') }).where(eq(shipments.id, later._id));
    const engine = createTrackingEngine(t.database.db, { choose: always(stepProvider({ events: [event('a', 0, 'InTransit')] })), now: clockAt('2026-06-01T12:00:01Z') });
    expect(await engine.pollOnce()).toEqual({ checked: 1, expired: 0 });
    const { row } = await state(due._id);
    expect(row.currentStatus).toBe('InTransit');
    expect(row.nextCheckAt!.getTime()).toBeGreaterThan(new Date('2026-06-01T13:00:00Z').getTime());
    expect((await state(later._id)).row.currentStatus).toBe('Pending');
  });

  it('picks the interval from the newest scan, whatever order the provider lists them in', async () => {
    const shipment = await addShipment(t.app, owner);
    await dueOnly([shipment._id], '2026-06-01T12:00:00Z');
    const newestFirst = { events: [event('b', 30, 'OutForDelivery'), event('a', 0, 'InfoReceived')] };
    const engine = createTrackingEngine(t.database.db, { choose: always(stepProvider(newestFirst)), now: clockAt('2026-06-01T12:00:00Z') });
    await engine.pollOnce();
    const { row } = await state(shipment._id);
    expect(row.currentStatus).toBe('OutForDelivery');
    // Out for delivery: looked at again within the hour, not after the four hours of InfoReceived.
    expect(row.nextCheckAt!.getTime() - new Date('2026-06-01T12:00:00Z').getTime()).toBeLessThanOrEqual(33 * 60_000);
  });

  it('backs off after a provider error', async () => {
    const shipment = await addShipment(t.app, owner);
    await dueOnly([shipment._id], '2026-06-01T12:00:00Z');
    const failing: TrackingProvider = { name: 'down', fetch: async () => Promise.reject(new ProviderError('rate limited', 900)) };
    const engine = createTrackingEngine(t.database.db, { choose: always(failing), now: clockAt('2026-06-01T12:00:00Z') });
    await engine.pollOnce();
    const { row } = await state(shipment._id);
    expect(row.checkFailures).toBe(1);
    expect(row.nextCheckAt!.getTime() - new Date('2026-06-01T12:00:00Z').getTime()).toBeGreaterThanOrEqual(900_000 * 0.9);
  });

  it('expires a shipment with no news for 30 days', async () => {
    const shipment = await addShipment(t.app, owner);
    await dueOnly([shipment._id], '2026-01-01T00:00:00Z');
    await t.database.db.update(shipments).set({ createdAt: new Date('2026-01-01T00:00:00Z') }).where(eq(shipments.id, shipment._id));
    const engine = createTrackingEngine(t.database.db, { choose: always(stepProvider({ events: [] })), now: clockAt('2026-02-15T00:00:00Z') });
    expect((await engine.pollOnce()).expired).toBe(1);
    const { row, events: raised } = await state(shipment._id);
    expect(row.currentStatus).toBe('Expired');
    expect(row.nextCheckAt).toBeNull();
    expect(raised.at(-1)!.payload).toEqual({
      tracking_number: shipment.tracking_number, slug: 'usps', assigned_id: null, previous_status: 'Pending', current_status: 'Expired', new_checkpoints: 0, source: 'expiry',
    });
  });

  it('loses and duplicates nothing when a worker dies in the middle of a batch', async () => {
    const a = await addShipment(t.app, owner);
    const b = await addShipment(t.app, owner);
    await dueOnly([a._id, b._id], '2026-06-01T12:00:00Z');
    const result = { events: [event('a', 0, 'InfoReceived'), event('b', 10, 'InTransit')] };
    let calls = 0;
    // The first worker stores one shipment, then dies before the second.
    const dying: TrackingProvider = { name: 'dying', fetch: async () => { calls += 1; if (calls === 2) throw new Error('killed'); return result; } };
    const first = createTrackingEngine(t.database.db, { choose: always(dying), now: clockAt('2026-06-01T12:00:01Z'), leaseSeconds: 300 });
    await first.pollOnce();
    // Nothing is due again while the lease lasts; after it, another worker finishes the job.
    const second = createTrackingEngine(t.database.db, { choose: always(stepProvider(result)), now: clockAt('2026-06-01T12:00:30Z') });
    expect((await second.pollOnce()).checked).toBe(0);
    const third = createTrackingEngine(t.database.db, { choose: always(stepProvider(result)), now: clockAt('2026-06-01T13:00:00Z') });
    await third.pollOnce();
    for (const id of [a._id, b._id]) {
      const { row, keys, events: raised } = await state(id);
      expect(row.currentStatus).toBe('InTransit');
      expect(keys).toEqual(['a', 'b']);
      expect(raised).toHaveLength(1);
    }
  });
});

describe('refresh now', () => {
  it('asks the sandbox at once and shows the new checkpoints', async () => {
    // A merchant of its own, so that the known journey of SBX10002 (it always moves) is free to add.
    const merchant = await signUp(t.app);
    const shipment = await addShipment(t.app, merchant, { tracking_number: 'SBX10002', origin_country: 'GB' });
    await t.database.db
      .update(shipments)
      .set({ createdAt: sql`now() - interval '1 hour'` })
      .where(and(eq(shipments.id, shipment._id)));
    const response = await t.app.inject({ method: 'POST', url: `/api/trackings/${shipment._id}/refresh`, headers: merchant.headers });
    expect(response.statusCode).toBe(200);
    const detail = response.json().data;
    expect(detail.trackings.checkpoints.length).toBeGreaterThan(0);
    expect(detail.trackings.address.ship_from.country_iso).toBe('GB');
    expect(detail.current_status).not.toBe('Pending');
  });

  it('is not open to another tenant or a sub-user who cannot see the shipment', async () => {
    const shipment = await addShipment(t.app, owner);
    const limited = await createSubUser(t.app, t.database, owner, ['tracking', 'assignTracking']);
    expect((await t.app.inject({ method: 'POST', url: `/api/trackings/${shipment._id}/refresh`, headers: limited.headers })).statusCode).toBe(404);
  });
});

describe('sandbox through the engine', () => {
  it('moves a new shipment along on its own, to delivery', async () => {
    // SBX10002 on USPS takes a plain journey: five scans, out for delivery, delivered.
    const shipment = await addShipment(t.app, owner, { tracking_number: 'SBX10002', origin_country: 'US' });
    const created = (await state(shipment._id)).row.createdAt;
    await dueOnly([shipment._id], created.toISOString());
    let now = new Date(created.getTime() + 3.5 * 60_000);
    const sandbox = createSandboxProvider({ stepSeconds: 60, now: () => now });
    const engine = createTrackingEngine(t.database.db, { choose: always(sandbox), now: () => now });
    await engine.pollOnce();
    const first = await state(shipment._id);
    expect(first.keys).toHaveLength(3);
    expect(first.row.currentStatus).toBe('InTransit');
    // The sandbox said when its next scan comes; the scheduler waits exactly for it.
    expect(first.row.nextCheckAt).toEqual(new Date(created.getTime() + 4 * 60_000));
    now = new Date(created.getTime() + 60 * 60_000);
    await engine.pollOnce();
    const later = await state(shipment._id);
    expect(later.keys).toHaveLength(7);
    expect(later.row.currentStatus).toBe('Delivered');
    expect(later.row.nextCheckAt).toBeNull();
  });
});
