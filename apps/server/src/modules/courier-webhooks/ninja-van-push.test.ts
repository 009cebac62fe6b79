import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { checkpoints } from '../../db/schema/index.js';
import { messagesOf, signUp, useMerchant, type SignedIn } from '../../test/accounts.js';
import { TEST_PUBLIC_URL, useTestApp } from '../../test/harness.js';
import { seedShipments, uniqueNumber } from '../../test/shipments.js';
import { connectStore } from '../../test/stores.js';
import { trackingStateOf } from '../../test/tracking.js';
import { listCouriers } from '../couriers/catalogue.js';
import { encodeNinjaVanUserId, NINJA_VAN_SIGNATURE_HEADER, ninjaVanWebhookUrl } from '../../tracking/providers/ninja-van.js';
import { NINJA_VAN_SLUGS, PUSH_MESSAGES } from './service.js';

const t = useTestApp();
const owner = useMerchant(t);

const tenantOf = (who: SignedIn) => who.session.user_details.tenant_id;

/** A Ninja Van integration (part 2 §3: channel 8, key2 = secret key, sealed at rest). */
async function ninjaVanStore(who: SignedIn, values: { active?: number } = {}): Promise<string> {
  const secret = `secret-${uniqueNumber()}`;
  await connectStore(t, who, 8, { key1: 'client-key', key2: secret }, values);
  return secret;
}

async function ninjaVanShipment(who: SignedIn, trackingNumber = uniqueNumber('NVSG'), slug = 'ninjavan-sg') {
  const [row] = await seedShipments(t.database, tenantOf(who), [{ slug, trackingNumber }]);
  return row!;
}

const v1 = (trackingId: string, status = 'Arrived at Sorting Hub') => ({
  shipper_id: 3495, status, shipper_order_ref_no: 'ORD-1001', timestamp: '2024-05-02T09:15:30+0800', previous_status: 'Pending Pickup', tracking_id: trackingId,
});
const v2 = (trackingId: string) => ({
  tracking_id: trackingId, timestamp: '2024-05-03T14:39:44+08:00', event: 'Delivered, Received by Customer', status: 'Delivered', is_parcel_on_rts_leg: false,
});

const sign = (raw: string, secret: string) => createHmac('sha256', secret).update(raw).digest('base64');

/** The path of the read-only webhook URL the integration form shows (composed with the API base). */
const webhookPath = (userId: string) => new URL(ninjaVanWebhookUrl(`${TEST_PUBLIC_URL}/api`, userId)).pathname;

function push(who: SignedIn, body: object | string, signature: string | null, contentType = 'application/json') {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: webhookPath(who.session._id),
    headers: { 'content-type': contentType, ...(signature === null ? {} : { [NINJA_VAN_SIGNATURE_HEADER]: signature }) },
    payload: raw,
  });
}

const signedPush = (who: SignedIn, body: object | string, secret: string) => push(who, body, sign(typeof body === 'string' ? body : JSON.stringify(body), secret));

describe('Ninja Van webhook', () => {
  it('stores a signed v1 push as a checkpoint and moves the shipment', async () => {
    const secret = await ninjaVanStore(owner);
    const shipment = await ninjaVanShipment(owner);
    const response = await signedPush(owner, v1(shipment.trackingNumber), secret);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ meta: { code: 200, message: [PUSH_MESSAGES.stored] }, data: null });
    const state = await trackingStateOf(t.database, shipment.id);
    expect(state).toMatchObject({ status: 'InTransit', checkpoints: [{ tag: 'InTransit', message: 'Arrived at Sorting Hub' }], updates: 1 });
    expect(state.nextCheckAt!.getTime()).toBeGreaterThan(Date.now());
  });

  it('stores the same push once', async () => {
    const secret = await ninjaVanStore(owner);
    const shipment = await ninjaVanShipment(owner);
    for (let i = 0; i < 2; i += 1) expect((await signedPush(owner, v1(shipment.trackingNumber), secret)).statusCode).toBe(200);
    expect(await trackingStateOf(t.database, shipment.id)).toMatchObject({ checkpoints: [expect.anything()], updates: 1 });
  });

  it('stores a v2 push, with a charset in the content type', async () => {
    const who = await signUp(t.app);
    const secret = await ninjaVanStore(who);
    const shipment = await ninjaVanShipment(who, uniqueNumber('NVMY'), 'ninjavan-my');
    const raw = JSON.stringify(v2(shipment.trackingNumber));
    expect((await push(who, raw, sign(raw, secret), 'application/json; charset=utf-8')).statusCode).toBe(200);
    expect(await trackingStateOf(t.database, shipment.id)).toMatchObject({ status: 'Delivered', nextCheckAt: null, updates: 1 });
  });

  it('refuses a wrong or missing signature and stores nothing', async () => {
    const secret = await ninjaVanStore(owner);
    const shipment = await ninjaVanShipment(owner);
    const body = v1(shipment.trackingNumber);
    for (const response of [
      await push(owner, body, sign(JSON.stringify(body), 'another-secret')),
      await push(owner, body, sign(`${JSON.stringify(body)} `, secret)),
      await push(owner, body, null),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(messagesOf(response)).toEqual([PUSH_MESSAGES.badSignature]);
    }
    expect(await trackingStateOf(t.database, shipment.id)).toMatchObject({ status: 'Pending', checkpoints: [], updates: 0 });
  });

  it('answers 404 for an id that does not decode, a user without a store and an inactive store', async () => {
    const noStore = await signUp(t.app);
    const inactive = await signUp(t.app);
    const secret = await ninjaVanStore(inactive, { active: 0 });
    const raw = JSON.stringify(v1('NVSG0'));
    const responses = [
      await t.app.inject({ method: 'POST', url: '/api/ninjavan_webhook/consume/abc=', headers: { 'content-type': 'application/json' }, payload: raw }),
      await t.app.inject({ method: 'POST', url: `/api/ninjavan_webhook/consume/${encodeNinjaVanUserId('not-a-user')}`, headers: { 'content-type': 'application/json' }, payload: raw }),
      await push(noStore, raw, sign(raw, 'anything')),
      await push(inactive, raw, sign(raw, secret)),
    ];
    for (const response of responses) expect(response.json()).toEqual({ meta: { code: 404, message: [PUSH_MESSAGES.notFound], error_code: 'not_found' }, data: null });
  });

  it('touches only the shipments of the store tenant under a Ninja Van slug', async () => {
    const merchant = await signUp(t.app);
    const stranger = await signUp(t.app);
    const secret = await ninjaVanStore(merchant);
    const mine = await ninjaVanShipment(merchant);
    const theirs = await ninjaVanShipment(stranger, mine.trackingNumber);
    const otherCourier = await ninjaVanShipment(merchant, mine.trackingNumber, 'usps');
    expect((await signedPush(merchant, v1(mine.trackingNumber), secret)).statusCode).toBe(200);
    expect(await trackingStateOf(t.database, mine.id)).toMatchObject({ status: 'InTransit', updates: 1 });
    for (const untouched of [theirs, otherCourier]) {
      expect(await trackingStateOf(t.database, untouched.id)).toMatchObject({ status: 'Pending', checkpoints: [], updates: 0 });
    }
  });

  it('finds the secret among several Ninja Van stores of the user', async () => {
    const who = await signUp(t.app);
    await ninjaVanStore(who);
    const second = await ninjaVanStore(who);
    const shipment = await ninjaVanShipment(who);
    expect((await signedPush(who, v1(shipment.trackingNumber), second)).statusCode).toBe(200);
    expect(await trackingStateOf(t.database, shipment.id)).toMatchObject({ updates: 1 });
  });

  it('acknowledges a tracking number the merchant never added, storing nothing', async () => {
    const secret = await ninjaVanStore(owner);
    const response = await signedPush(owner, v1(uniqueNumber('NVUNKNOWN')), secret);
    expect(response.json()).toEqual({ meta: { code: 200, message: [PUSH_MESSAGES.ignored] }, data: null });
  });

  it.each([
    ['a body that is not JSON', '{"tracking_id":', PUSH_MESSAGES.notJson],
    ['a body without tracking id', JSON.stringify({ status: 'Completed' }), 'Ninja Van webhook without tracking_id'],
  ])('answers 400 to %s', async (_case, raw, message) => {
    const secret = await ninjaVanStore(owner);
    const response = await push(owner, raw, sign(raw, secret));
    expect(response.statusCode).toBe(400);
    expect(messagesOf(response)).toEqual([message]);
  });

  it('stores a scan whose status it does not know, with the fallback status, and acknowledges it', async () => {
    const secret = await ninjaVanStore(owner);
    const shipment = await ninjaVanShipment(owner);
    const response = await signedPush(owner, v1(shipment.trackingNumber, 'Parcel Teleported to Hub'), secret);
    expect(response.json()).toEqual({ meta: { code: 200, message: [PUSH_MESSAGES.stored] }, data: null });
    const [scan] = await t.database.db.select().from(checkpoints).where(eq(checkpoints.shipmentId, shipment.id));
    expect(scan).toMatchObject({ tag: 'InTransit', subtag: 'Parcel Teleported to Hub', unmapped: true });
    expect(await trackingStateOf(t.database, shipment.id)).toMatchObject({ status: 'InTransit', updates: 1 });
  });

  it('keeps a delivered shipment delivered when a measurement update arrives after the delivery', async () => {
    const secret = await ninjaVanStore(owner);
    const shipment = await ninjaVanShipment(owner);
    await signedPush(owner, { ...v1(shipment.trackingNumber, 'Successful Delivery'), timestamp: '2024-05-02T09:15:30+0800' }, secret);
    await signedPush(owner, { ...v1(shipment.trackingNumber, 'Parcel Measurements Update'), timestamp: '2024-05-02T18:00:00+0800' }, secret);
    const state = await trackingStateOf(t.database, shipment.id);
    expect(state).toMatchObject({ status: 'Delivered', nextCheckAt: null });
    expect(state.checkpoints).toHaveLength(2);
  });

  it('knows every Ninja Van slug of the courier catalogue', () => {
    const catalogue = listCouriers().map((courier) => courier.slug).filter((slug) => slug.startsWith('ninjavan'));
    expect([...NINJA_VAN_SLUGS].sort()).toEqual(catalogue.sort());
  });
});
