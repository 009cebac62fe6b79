import { describe, expect, it } from 'vitest';
import { useMerchant } from '../../test/accounts.js';
import { useTestApp } from '../../test/harness.js';
import { addShipment } from '../../test/shipments.js';
import { ingest } from '../../tracking/ingest.js';

const t = useTestApp();
const owner = useMerchant(t);

describe('health details', () => {
  it('list the courier words stored with the fallback status, and each event queue', async () => {
    const shipment = await addShipment(t.app, owner);
    const scan = (key: string, word: string) => ({
      dedupeKey: `ninjavan:${key}`, time: new Date(Date.UTC(2026, 5, 1, 10)), tag: 'InTransit' as const, subtag: word,
      message: `${word} at the hub`, location: null, countryIso: null, unmapped: true,
    });
    await ingest(t.database.db, { tenantId: owner.session.user_details.tenant_id, shipmentId: shipment._id },
      { events: [scan('1', 'Parcel Teleported'), scan('2', 'Parcel Teleported'), scan('3', 'Hub Renamed')] }, { checkedAt: new Date() });
    await t.app.events.fanOut();

    const response = await t.app.inject({ method: 'GET', url: '/api/health/details' });
    expect(response.statusCode).toBe(200);
    const { details } = response.json().data;
    expect(details.unmapped_courier_words).toEqual([
      { provider: 'ninjavan', word: 'Parcel Teleported', count: 2 },
      { provider: 'ninjavan', word: 'Hub Renamed', count: 1 },
    ]);
    // The new shipment and its move to In Transit wait for the automations consumer.
    expect(details.event_queues).toContainEqual({ consumer: 'automations', waiting: expect.any(Number), retrying: 0, dead: 0 });
  });

  it('answer only the operator: requests from this machine, or with the operator token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health/details', remoteAddress: '203.0.113.9' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/health/details', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '203.0.113.9' })).statusCode).toBe(200);
  });
});
