import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { messagesOf, useMerchant } from '../../test/accounts.js';
import { createTestApp, useTestApp } from '../../test/harness.js';
import { seedShipments, uniqueNumber } from '../../test/shipments.js';
import { trackingStateOf } from '../../test/tracking.js';
import { PUSH_MESSAGES } from './service.js';

const KEY = 'C4A1B2D3E4F5A6B7C8D9E0F1A2B3C4D5';
const t = useTestApp({ seventeenTrackApiKey: KEY });
const owner = useMerchant(t);

const scan = (time: string, description: string, subStatus: string) => ({
  time_iso: time, time_utc: time, description, location: 'Brooklyn, NY', stage: null, sub_status: subStatus,
  address: { country: 'US', state: 'NY', city: 'Brooklyn', street: null, postal_code: null },
});

/** A TRACKING_UPDATED push as 17TRACK's v2.2 documentation shows it, trimmed to what we read. */
const updated = (number: string, tag: string | null) => ({
  event: 'TRACKING_UPDATED',
  data: {
    number, carrier: 21051, param: null, tag,
    track_info: {
      latest_status: { status: 'OutForDelivery', sub_status: 'OutForDelivery_Other', sub_status_descr: null },
      tracking: {
        providers: [{
          provider: { key: 21051, name: 'USPS' },
          events: [
            scan('2024-03-10T08:05:00Z', 'Out for Delivery', 'OutForDelivery_Other'),
            scan('2024-03-09T20:40:00Z', 'Arrived at Post Office', 'InTransit_Arrival'),
          ],
        }],
      },
    },
  },
});

const sign = (raw: string, key = KEY) => createHash('sha256').update(`${raw}/${key}`).digest('hex');

function push(body: object | string, signature: string | null = null, app = t.app) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  return app.inject({ method: 'POST', url: '/api/webhooks/17track', headers: { 'content-type': 'application/json', sign: signature ?? sign(raw) }, payload: raw });
}

async function shipment() {
  const [row] = await seedShipments(t.database, owner.session.user_details.tenant_id, [{ slug: 'usps', trackingNumber: uniqueNumber('US') }]);
  return row!;
}

const untouched = { status: 'Pending', checkpoints: [], updates: 0 };

describe('17TRACK push webhook', () => {
  it('does not exist without an operator key', async () => {
    const bare = await createTestApp();
    try {
      const response = await push(updated('US1', null), null, bare.app);
      expect(response.json()).toEqual({ meta: { code: 404, message: [PUSH_MESSAGES.notFound], error_code: 'not_found' }, data: null });
    } finally {
      await bare.close();
    }
  });

  it('refuses a bad or missing sign and stores nothing', async () => {
    const row = await shipment();
    const body = updated(row.trackingNumber, row.id);
    for (const signature of [sign(JSON.stringify(body), 'another-key'), '']) {
      const response = await push(body, signature);
      expect(response.statusCode).toBe(401);
      expect(messagesOf(response)).toEqual([PUSH_MESSAGES.badSignature]);
    }
    expect(await trackingStateOf(t.database, row.id)).toMatchObject(untouched);
  });

  it('ingests a push into the shipment named by its tag, once', async () => {
    const row = await shipment();
    for (let i = 0; i < 2; i += 1) {
      const response = await push(updated(row.trackingNumber, row.id));
      expect(response.json()).toEqual({ meta: { code: 200, message: [PUSH_MESSAGES.stored] }, data: null });
    }
    const state = await trackingStateOf(t.database, row.id);
    expect(state).toMatchObject({ status: 'OutForDelivery', updates: 1 });
    expect(state.checkpoints.map((checkpoint) => checkpoint.message).sort()).toEqual(['Arrived at Post Office', 'Out for Delivery']);
  });

  it('acknowledges a push whose tag names no shipment with that number, storing nothing', async () => {
    const row = await shipment();
    for (const tag of [row.id.replace(/^.{8}/, '00000000'), null, 'order-42']) {
      expect(messagesOf(await push(updated(row.trackingNumber, tag)))).toEqual([PUSH_MESSAGES.ignored]);
    }
    const other = await shipment();
    expect(messagesOf(await push(updated(other.trackingNumber, row.id)))).toEqual([PUSH_MESSAGES.ignored]);
    for (const id of [row.id, other.id]) expect(await trackingStateOf(t.database, id)).toMatchObject(untouched);
  });

  it('acknowledges TRACKING_STOPPED without changing the shipment', async () => {
    const row = await shipment();
    const response = await push({ event: 'TRACKING_STOPPED', data: { number: row.trackingNumber, carrier: 21051, param: null, tag: row.id } });
    expect(response.json()).toEqual({ meta: { code: 200, message: [PUSH_MESSAGES.acknowledged] }, data: null });
    expect(await trackingStateOf(t.database, row.id)).toMatchObject(untouched);
  });

  it('answers 400 to a signed body it cannot read', async () => {
    const response = await push('{"event":');
    expect(response.statusCode).toBe(400);
    expect(messagesOf(response)).toEqual(['17TRACK push refused: body is not JSON']);
  });
});
