import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ShipmentFilters, ShipmentListItem } from '@trailpost/contracts';
import { users } from '../../db/schema/index.js';
import { signUp, type SignedIn } from '../../test/accounts.js';
import { useTestApp } from '../../test/harness.js';
import { seedShipments } from '../../test/shipments.js';
import { localDateIn } from '../predictions/index.js';

const t = useTestApp();
const DAY_MS = 86_400_000;

async function listed(who: SignedIn, filters: ShipmentFilters | Record<string, unknown>) {
  const response = await t.app.inject({ method: 'GET', url: `/api/trackings?filters=${encodeURIComponent(JSON.stringify(filters))}`, headers: who.headers });
  return response;
}
const numbersOf = async (who: SignedIn, filters: ShipmentFilters) =>
  ((await listed(who, filters)).json().data.trackings as ShipmentListItem[]).map((item) => item.tracking_number).sort();

describe('the delivery date filter', () => {
  it("finds shipments on their way due today or late by the date customers see, today in the merchant's zone", async () => {
    const merchant = await signUp(t.app);
    // Far from UTC, so that its today is another date than UTC's for half the day.
    await t.database.db.update(users).set({ timeZone: 'Pacific/Kiritimati' }).where(eq(users.tenantId, merchant.session.user_details.tenant_id));
    const day = (offset: number) => localDateIn(new Date(Date.now() + offset * DAY_MS), 'Pacific/Kiritimati');
    await seedShipments(t.database, merchant.session.user_details.tenant_id, [
      { trackingNumber: 'TODAY', currentStatus: 'InTransit', customerDeliveryDate: day(0) },
      { trackingNumber: 'OUT-TODAY', currentStatus: 'OutForDelivery', customerDeliveryDate: day(0) },
      { trackingNumber: 'YESTERDAY', currentStatus: 'Exception', customerDeliveryDate: day(-1) },
      { trackingNumber: 'TOMORROW', currentStatus: 'InTransit', customerDeliveryDate: day(1) },
      { trackingNumber: 'ARRIVED', currentStatus: 'Delivered', customerDeliveryDate: day(-1) },
      { trackingNumber: 'NO-DATE', currentStatus: 'InTransit' },
    ]);
    expect(await numbersOf(merchant, { delivery: ['due_today'] })).toEqual(['OUT-TODAY', 'TODAY']);
    expect(await numbersOf(merchant, { delivery: ['late'] })).toEqual(['YESTERDAY']);
    expect(await numbersOf(merchant, { delivery: ['due_today', 'late'] })).toEqual(['OUT-TODAY', 'TODAY', 'YESTERDAY']);
    expect(await numbersOf(merchant, { delivery: ['late'], status: ['InTransit'] })).toEqual([]);
    // Another merchant's late shipment is not in this list.
    const other = await signUp(t.app);
    await seedShipments(t.database, other.session.user_details.tenant_id, [{ trackingNumber: 'OTHERS', currentStatus: 'InTransit', customerDeliveryDate: day(-3) }]);
    expect(await numbersOf(merchant, { delivery: ['late'] })).toEqual(['YESTERDAY']);
    expect(await numbersOf(other, { delivery: ['late'] })).toEqual(['OTHERS']);
  });

  it('refuses a value it does not know', async () => {
    const merchant = await signUp(t.app);
    const response = await listed(merchant, { delivery: ['someday'] });
    expect(response.statusCode).toBe(400);
  });
});
