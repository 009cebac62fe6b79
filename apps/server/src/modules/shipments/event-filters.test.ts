import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { events } from '../../db/schema/index.js';
import { useTestApp } from '../../test/harness.js';

const t = useTestApp();

/** The consumers a new shipment event is queued for, once handed over. */
async function queuedFor(type: string, payload: Record<string, unknown>): Promise<string[]> {
  const [event] = await t.database.db
    .insert(events)
    .values({ tenantId: randomUUID(), type, subjectId: randomUUID(), payload: { tracking_number: '1Z999', slug: 'ups', assigned_id: null, ...payload } })
    .returning({ id: events.id });
  while ((await t.app.events.fanOut(1000)) > 0);
  const rows = await t.database.db.execute(sql`select consumer from event_deliveries where event_id = ${event!.id} order by consumer`);
  return (rows as unknown as { rows: { consumer: string }[] }).rows.map((row) => row.consumer);
}

const courier = (previous: string, current: string) => ({ previous_status: previous, current_status: current, new_checkpoints: 1, source: 'courier' });

describe('events are queued only for the consumers they concern', () => {
  it('a new shipment: automations and the digest (no endpoint, so no webhooks)', async () => {
    expect(await queuedFor('shipment.created', { current_status: 'Pending' })).toEqual(['automations', 'digest tallies']);
  });

  it("a courier's scan that keeps the status: nobody", async () => {
    expect(await queuedFor('shipment.updated', courier('InTransit', 'InTransit'))).toEqual([]);
  });

  it('a courier moving a shipment along: automations only', async () => {
    expect(await queuedFor('shipment.updated', courier('InfoReceived', 'InTransit'))).toEqual(['automations']);
  });

  it('a courier reporting an exception or a delivery: automations, the digest and the bell', async () => {
    expect(await queuedFor('shipment.updated', courier('InTransit', 'Exception'))).toEqual(['automations', 'digest tallies', 'tracking notifications']);
    expect(await queuedFor('shipment.updated', courier('OutForDelivery', 'Delivered'))).toEqual(['automations', 'digest tallies', 'tracking notifications']);
  });

  it('an expiry tells the bell, not the digest', async () => {
    expect(await queuedFor('shipment.updated', { ...courier('InTransit', 'Expired'), source: 'expiry' })).toEqual(['automations', 'tracking notifications']);
  });

  it('a delivery set by hand: automations and the digest, not the bell of the person who set it', async () => {
    expect(await queuedFor('shipment.updated', { ...courier('InTransit', 'Delivered'), source: 'manual' })).toEqual(['automations', 'digest tallies']);
  });

  it('an edit or a deletion: automations take deletions; edits go only to webhooks', async () => {
    expect(await queuedFor('shipment.edited', { current_status: 'InTransit', change: 'assign' })).toEqual([]);
    expect(await queuedFor('shipment.deleted', { shipment: { id: randomUUID() } })).toEqual(['automations']);
  });
});
