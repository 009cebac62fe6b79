import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ShipmentDetail } from '@trailpost/contracts';
import { shipments } from '../../db/schema/index.js';
import { signUp, type SignedIn } from '../../test/accounts.js';
import { useTestApp } from '../../test/harness.js';
import { seedDeliveredHistory, noonOf, todayNumber, type HistoryOptions } from '../../test/delivered-history.js';
import { addShipment } from '../../test/shipments.js';
import { ingest } from '../../tracking/ingest.js';
import type { ProviderEvent } from '../../tracking/providers/types.js';
import { addWorkdays, isoDateOf, MONDAY_TO_FRIDAY, weekdayOf } from './calendar.js';
import { forgetPlatformModel } from './predictor.js';
import { PLATFORM_MIN_DELIVERIES } from './history.js';

const t = useTestApp();

const today = todayNumber;
/** The last weekday at least `days` days ago. */
function weekdayBefore(days: number) {
  let day = today() - days;
  while (!MONDAY_TO_FRIDAY[weekdayOf(day)]) day--;
  return day;
}

const deliveredHistory = (who: SignedIn, options: HistoryOptions) => seedDeliveredHistory(t.database, who.session.user_details.tenant_id, options);

const scan = (key: string, at: Date, tag: ProviderEvent['tag']): ProviderEvent => ({ dedupeKey: key, time: at, tag, subtag: null, message: tag, location: null, countryIso: 'US' });

async function onItsWay(who: SignedIn, pickedUp: number, options: { tag?: ProviderEvent['tag']; expected?: Date; from?: [string, string]; to?: [string, string]; slug?: string } = {}) {
  const { from = ['US', 'CA'], to = ['US', 'NY'], slug = 'usps' } = options;
  const added = await addShipment(t.app, who, { slug });
  await t.database.db
    .update(shipments)
    .set({ originCountry: from[0], originState: from[1], destinationCountry: to[0], destinationState: to[1] })
    .where(eq(shipments.id, added._id));
  const events = [scan('pickup', noonOf(pickedUp), 'InTransit'), ...(options.tag ? [scan('latest', new Date(), options.tag)] : [])];
  await ingest(t.database.db, { tenantId: who.session.user_details.tenant_id, shipmentId: added._id }, { events, expectedDelivery: options.expected }, { checkedAt: new Date() });
  return added._id;
}

async function detailOf(who: SignedIn, id: string): Promise<ShipmentDetail> {
  const response = await t.app.inject({ method: 'GET', url: `/api/trackings/${id}`, headers: who.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

const dateAfter = (pickedUp: number, days: number) => isoDateOf(addWorkdays(pickedUp, days, MONDAY_TO_FRIDAY));

describe('predicted delivery dates', () => {
  it("predicts a shipment on its way from the merchant's own deliveries of its lane, and shows customers ours when the courier sends none", async () => {
    const merchant = await signUp(t.app);
    await deliveredHistory(merchant, { count: 40, transit: 3 });
    const pickedUp = today();
    const id = await onItsWay(merchant, pickedUp);
    const { trackings } = await detailOf(merchant, id);
    expect(trackings.predicted_delivery).toEqual({
      date: dateAfter(pickedUp, 3),
      earliest: dateAfter(pickedUp, 3),
      latest: dateAfter(pickedUp, 3),
      basis: { level: 'state', courier: 'usps', origin: 'US-CA', destination: 'US-NY', deliveries: 40, days: 180 },
    });
    expect(trackings.customer_delivery_date).toBe(dateAfter(pickedUp, 3));
    const [row] = await t.database.db.select({ promised: shipments.promisedDelivery }).from(shipments).where(eq(shipments.id, id));
    expect(row!.promised).toBe(dateAfter(pickedUp, 3));
  });

  it('is due today once out for delivery, and moves out for a shipment later than its lane usually is', async () => {
    const merchant = await signUp(t.app);
    await deliveredHistory(merchant, { count: 40, transit: 2 });
    const outForDelivery = await onItsWay(merchant, weekdayBefore(1), { tag: 'OutForDelivery' });
    expect((await detailOf(merchant, outForDelivery)).trackings.predicted_delivery?.date).toBe(isoDateOf(today()));
    // Picked up ten days ago on a two-day lane: not before the next delivery day.
    const late = await onItsWay(merchant, weekdayBefore(10));
    const predicted = (await detailOf(merchant, late)).trackings.predicted_delivery!;
    expect(predicted.date > isoDateOf(today())).toBe(true);
    expect(predicted.date).toBe(isoDateOf(addWorkdays(today(), 1, MONDAY_TO_FRIDAY)));
  });

  it("shows the courier's date first by default, ours first or the courier's only as the merchant chooses, and keeps the first date shown as the promise", async () => {
    const merchant = await signUp(t.app);
    await deliveredHistory(merchant, { count: 30, transit: 1 });
    const pickedUp = today();
    const courierDate = noonOf(pickedUp + 6);
    const id = await onItsWay(merchant, pickedUp, { expected: courierDate });
    const ours = dateAfter(pickedUp, 1);
    expect((await detailOf(merchant, id)).trackings).toMatchObject({ customer_delivery_date: isoDateOf(pickedUp + 6), predicted_delivery: { date: ours } });

    const choose = async (source: string) => {
      const response = await t.app.inject({ method: 'PUT', url: '/api/user/tracking_page_settings', headers: merchant.headers, payload: { order_lookup_verification: true, delivery_date_source: source } });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.delivery_date_source).toBe(source);
    };
    await choose('predicted');
    expect((await detailOf(merchant, id)).trackings.customer_delivery_date).toBe(ours);
    await choose('courier');
    expect((await detailOf(merchant, id)).trackings.customer_delivery_date).toBe(isoDateOf(pickedUp + 6));
    const [row] = await t.database.db.select({ promised: shipments.promisedDelivery }).from(shipments).where(eq(shipments.id, id));
    expect(row!.promised).toBe(isoDateOf(pickedUp + 6));

    const bad = await t.app.inject({ method: 'PUT', url: '/api/user/tracking_page_settings', headers: merchant.headers, payload: { order_lookup_verification: true, delivery_date_source: 'soon' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().meta.fields).toEqual({ delivery_date_source: 'Please choose which delivery date customers see.' });
  });

  it('keeps the dates a delivered shipment was shown', async () => {
    const merchant = await signUp(t.app);
    await deliveredHistory(merchant, { count: 30, transit: 4 });
    const pickedUp = weekdayBefore(1);
    const id = await onItsWay(merchant, pickedUp);
    const before = (await detailOf(merchant, id)).trackings;
    await ingest(t.database.db, { tenantId: merchant.session.user_details.tenant_id, shipmentId: id }, { events: [scan('delivered', new Date(), 'Delivered')] }, { checkedAt: new Date() });
    const after = (await detailOf(merchant, id)).trackings;
    expect(after.predicted_delivery).toEqual(before.predicted_delivery);
    expect(after.customer_delivery_date).toBe(before.customer_delivery_date);
  });

  it('answers nothing for a courier the merchant never had delivered', async () => {
    const merchant = await signUp(t.app);
    const id = await onItsWay(merchant, today(), { slug: 'fedex' });
    expect((await detailOf(merchant, id)).trackings).toMatchObject({ predicted_delivery: null, customer_delivery_date: null });
  });

  it("draws on every merchant's deliveries of a lane only as totals from enough merchants, never one merchant's", async () => {
    const lane = { slug: 'dhl', from: ['DE', 'BY'] as [string, string], to: ['GB', 'LDN'] as [string, string] };
    const newcomer = await signUp(t.app);
    const others = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
    // Two merchants with plenty of deliveries are still too few merchants.
    for (const other of others.slice(0, 2)) await deliveredHistory(other, { ...lane, count: PLATFORM_MIN_DELIVERIES, transit: 5 });
    forgetPlatformModel(t.database.db);
    const before = await onItsWay(newcomer, today(), lane);
    expect((await detailOf(newcomer, before)).trackings.predicted_delivery).toBeNull();

    await deliveredHistory(others[2]!, { ...lane, count: 10, transit: 5 });
    forgetPlatformModel(t.database.db);
    const after = await onItsWay(newcomer, today(), lane);
    expect((await detailOf(newcomer, after)).trackings.predicted_delivery).toMatchObject({
      date: dateAfter(today(), 5),
      basis: { level: 'platform', courier: 'dhl', origin: 'DE', destination: 'GB', deliveries: PLATFORM_MIN_DELIVERIES * 2 + 10 },
    });
  });
});
