import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DASHBOARD_MESSAGES } from '@trailpost/contracts';
import { users } from '../../db/schema/index.js';
import { NO_ACCESS_MESSAGE } from '../../platform/auth.js';
import { createSubUser, messagesOf, signUp, useMerchant, type SignedIn } from '../../test/accounts.js';
import { useTestApp } from '../../test/harness.js';
import { seedShipments, type SeedRow } from '../../test/shipments.js';

const t = useTestApp();
const merchant = useMerchant(t);

/** March 2025 in UTC, as the web sends it for a custom range of whole days. */
const MARCH = { from_date: '2025-03-01T00:00:00.000Z', to_date: '2025-03-31T23:59:59.999Z' };
const at = (iso: string) => new Date(iso);

/**
 * The hand-counted data set: eight shipments in March 2025 (UTC) and one in February.
 * Delivered: s1 ups 2 days, s2 ups 12 days, s4 dhl 0 days, s7 usps without a delivery time.
 */
const ROWS: SeedRow[] = [
  { slug: 'ups', currentStatus: 'Delivered', destinationCountry: 'GB', createdAt: at('2025-03-10T10:00:00Z'), deliveryTime: 2 },
  { slug: 'ups', currentStatus: 'Delivered', destinationCountry: 'GB', createdAt: at('2025-03-11T10:00:00Z'), deliveryTime: 12 },
  { slug: 'ups', currentStatus: 'InTransit', destinationCountry: 'US', createdAt: at('2025-03-12T10:00:00Z') },
  { slug: 'dhl', currentStatus: 'Delivered', destinationCountry: 'US', createdAt: at('2025-03-12T12:00:00Z'), deliveryTime: 0 },
  { slug: 'dhl', currentStatus: 'Pending', createdAt: at('2025-03-15T10:00:00Z') },
  { slug: 'fedex', currentStatus: 'Exception', destinationCountry: 'FR', createdAt: at('2025-02-20T10:00:00Z') },
  { slug: 'usps', currentStatus: 'Delivered', createdAt: at('2025-03-20T10:00:00Z') },
  { slug: 'ups', currentStatus: 'InTransit', destinationCountry: 'GB', createdAt: at('2025-03-25T10:00:00Z') },
  // The last millisecond of the range is in it; the next one is not.
  { slug: 'dhl', currentStatus: 'Exception', destinationCountry: 'FR', createdAt: at('2025-03-31T23:59:59.999Z') },
  { slug: 'dhl', currentStatus: 'Exception', destinationCountry: 'FR', createdAt: at('2025-04-01T00:00:00.000Z') },
];

async function call(who: SignedIn, path: string, body: object) {
  return t.app.inject({ method: 'POST', url: `/api/dashboard/${path}`, headers: who.headers, payload: body });
}

async function data(who: SignedIn, path: string, body: object) {
  const response = await call(who, path, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

beforeAll(async () => {
  await seedShipments(t.database, merchant.session.user_details.tenant_id, ROWS);
});

describe('tracking_count', () => {
  it('counts every status in the range with percentages to 2 decimals', async () => {
    expect(await data(merchant, 'tracking_count', MARCH)).toEqual({
      status: [
        { status: 'Pending', count: 1, percentage: 12.5 },
        { status: 'InfoReceived', count: 0, percentage: 0 },
        { status: 'InTransit', count: 2, percentage: 25 },
        { status: 'OutForDelivery', count: 0, percentage: 0 },
        { status: 'Delivered', count: 4, percentage: 50 },
        { status: 'Exception', count: 1, percentage: 12.5 },
        { status: 'FailedAttempt', count: 0, percentage: 0 },
        { status: 'Expired', count: 0, percentage: 0 },
      ],
      total_count: 8,
    });
  });

  it('narrows to one courier', async () => {
    const counts = await data(merchant, 'tracking_count', { ...MARCH, courier: 'ups' });
    expect(counts.total_count).toBe(4);
    expect(counts.status.find((s: { status: string }) => s.status === 'Delivered')).toEqual({ status: 'Delivered', count: 2, percentage: 50 });
  });

  it('gives zeros for a range without shipments', async () => {
    const counts = await data(merchant, 'tracking_count', { from_date: '2019-01-01T00:00:00.000Z', to_date: '2019-01-31T23:59:59.999Z' });
    expect(counts.total_count).toBe(0);
    expect(counts.status.every((s: { count: number; percentage: number }) => s.count === 0 && s.percentage === 0)).toBe(true);
  });
});

describe('top lists', () => {
  it('ranks couriers by shipments, the slug in `status`', async () => {
    expect(await data(merchant, 'top_couriers', MARCH)).toEqual([
      { status: 'ups', count: 4 },
      { status: 'dhl', count: 3 },
      { status: 'usps', count: 1 },
    ]);
  });

  it('ranks destination countries with their names, leaving out shipments without one', async () => {
    expect(await data(merchant, 'top_countries', MARCH)).toEqual([
      { country_iso: 'GB', country_name: 'United Kingdom', count: 3 },
      { country_iso: 'US', country_name: 'United States of America', count: 2 },
      { country_iso: 'FR', country_name: 'France', count: 1 },
    ]);
    expect(await data(merchant, 'top_countries', { ...MARCH, courier: 'dhl' })).toEqual([
      { country_iso: 'FR', country_name: 'France', count: 1 },
      { country_iso: 'US', country_name: 'United States of America', count: 1 },
    ]);
  });

  it('keeps 10 entries at most', async () => {
    const other = await signUp(t.app);
    const slugs = ['ups', 'usps', 'dhl', 'fedex', 'dpd', 'gls', 'royal-mail', 'canada-post', 'australia-post', 'bluedart', 'delhivery', 'postnl'];
    await seedShipments(t.database, other.session.user_details.tenant_id, slugs.map((slug) => ({ slug, createdAt: at('2025-03-05T10:00:00Z') })));
    expect(await data(other, 'top_couriers', MARCH)).toHaveLength(10);
    expect(await data(other, 'top_couriers', { from_date: '2019-01-01T00:00:00.000Z', to_date: '2019-12-31T23:59:59.999Z' })).toEqual([]);
  });
});

describe('deliveries', () => {
  it('averages the days in transit per courier, most deliveries first', async () => {
    expect(await data(merchant, 'shipments/average_days_to_delivery', MARCH)).toEqual([
      { courier_name: 'UPS', avg_days_to_delivery_shipment: 7 },
      { courier_name: 'DHL Express', avg_days_to_delivery_shipment: 0 },
    ]);
  });

  it('buckets deliveries by day 0 to 9 and 10 or more, every bucket present', async () => {
    const buckets = (filled: Record<number, number>) =>
      Array.from({ length: 11 }, (_, day) => ({ delivery_time: day, shipment_count: filled[day] ?? 0 }));
    expect(await data(merchant, 'shipments/day_wise_delivery_count', MARCH)).toEqual([
      { slug: 'ups', total_count: 2, data: buckets({ 2: 1, 10: 1 }) },
      { slug: 'dhl', total_count: 1, data: buckets({ 0: 1 }) },
    ]);
    expect(await data(merchant, 'shipments/day_wise_delivery_count', { ...MARCH, courier: 'dhl' })).toEqual([
      { slug: 'dhl', total_count: 1, data: buckets({ 0: 1 }) },
    ]);
  });
});

describe('tracking_summary', () => {
  const summary = (who: SignedIn, body: object) => data(who, 'tracking_summary', { utc_offset: '+00:00', ...body });

  it('returns one entry per label in order, with only the statuses counted in it', async () => {
    const days = Array.from({ length: 31 }, (_, i) => `2025-03-${String(i + 1).padStart(2, '0')}`);
    const result = await summary(merchant, { ...MARCH, date_type: 10, time_array: days });
    expect(result.map((bucket: { date: string }) => bucket.date)).toEqual(days);
    expect(result[11]).toEqual({ date: '2025-03-12', data: [{ status: 'InTransit', count: 1 }, { status: 'Delivered', count: 1 }] });
    expect(result[30]).toEqual({ date: '2025-03-31', data: [{ status: 'Exception', count: 1 }] });
    expect(result[0]).toEqual({ date: '2025-03-01', data: [] });
  });

  it('groups by month and by year as date_type says, ignoring buckets not asked for', async () => {
    // A 365-day range is drawn by month, a 366-day one by year (part 1 §9).
    const byMonth = await summary(merchant, { from_date: '2024-04-01T00:00:00.000Z', to_date: '2025-03-31T23:59:59.999Z', date_type: 7, time_array: ['2025-02', '2025-03'] });
    expect(byMonth).toEqual([
      { date: '2025-02', data: [{ status: 'Exception', count: 1 }] },
      { date: '2025-03', data: [{ status: 'Pending', count: 1 }, { status: 'InTransit', count: 2 }, { status: 'Delivered', count: 4 }, { status: 'Exception', count: 1 }] },
    ]);
    const byYear = await summary(merchant, { from_date: '2024-04-01T00:00:00.000Z', to_date: '2025-04-01T23:59:59.999Z', date_type: 4, time_array: ['2024', '2025'] });
    expect(byYear).toEqual([
      { date: '2024', data: [] },
      { date: '2025', data: [{ status: 'Pending', count: 1 }, { status: 'InTransit', count: 2 }, { status: 'Delivered', count: 4 }, { status: 'Exception', count: 3 }] },
    ]);
  });

  it('narrows to one courier', async () => {
    const result = await summary(merchant, { ...MARCH, courier: 'dhl', date_type: 7, time_array: ['2025-03'] });
    expect(result).toEqual([{ date: '2025-03', data: [{ status: 'Pending', count: 1 }, { status: 'Delivered', count: 1 }, { status: 'Exception', count: 1 }] }]);
  });

  it("buckets by the user's stored zone: 23:30 local on the range's last day, and summer time", async () => {
    const local = await signUp(t.app);
    await t.database.db.update(users).set({ timeZone: 'America/New_York' }).where(eq(users.id, local.session._id));
    await seedShipments(t.database, local.session.user_details.tenant_id, [
      // 23:30 on 31 March in New York is 1 April in UTC.
      { createdAt: at('2025-04-01T03:30:00Z'), currentStatus: 'InTransit' },
      // 00:30 on 10 March in summer time; a fixed -05:00 would say 23:30 on the 9th.
      { createdAt: at('2025-03-10T04:30:00Z'), currentStatus: 'Pending' },
      // 00:30 on 1 April in New York: after the range.
      { createdAt: at('2025-04-01T04:30:00Z'), currentStatus: 'Expired' },
    ]);
    const range = { from_date: '2025-03-01T05:00:00.000Z', to_date: '2025-04-01T03:59:59.999Z', utc_offset: '-05:00' };
    const days = await summary(local, { ...range, date_type: 10, time_array: ['2025-03-09', '2025-03-10', '2025-03-31'] });
    expect(days).toEqual([
      { date: '2025-03-09', data: [] },
      { date: '2025-03-10', data: [{ status: 'Pending', count: 1 }] },
      { date: '2025-03-31', data: [{ status: 'InTransit', count: 1 }] },
    ]);
    expect(await summary(local, { ...range, date_type: 7, time_array: ['2025-03', '2025-04'] })).toEqual([
      { date: '2025-03', data: [{ status: 'Pending', count: 1 }, { status: 'InTransit', count: 1 }] },
      { date: '2025-04', data: [] },
    ]);
    expect((await data(local, 'tracking_count', range)).total_count).toBe(2);
  });
});

describe('access and scope', () => {
  it('shows a sub-user with assignTracking only the shipments assigned to it', async () => {
    // An account of its own: the shipments it adds must not reach the hand-counted data set,
    // whatever order the tests run in.
    const owner = await signUp(t.app);
    const tenantId = owner.session.user_details.tenant_id;
    const scoped = await createSubUser(t.app, t.database, owner, ['dashboard', 'assignTracking']);
    const viewer = await createSubUser(t.app, t.database, owner, ['dashboard']);
    await seedShipments(t.database, tenantId, [
      { slug: 'gls', currentStatus: 'Delivered', deliveryTime: 4, destinationCountry: 'DE', assignedId: scoped.session._id, createdAt: at('2025-03-03T10:00:00Z') },
      { slug: 'gls', currentStatus: 'InTransit', assignedId: viewer.session._id, createdAt: at('2025-03-03T10:00:00Z') },
      { slug: 'ups', currentStatus: 'Pending', createdAt: at('2025-03-04T10:00:00Z') },
    ]);
    expect((await data(scoped, 'tracking_count', MARCH)).total_count).toBe(1);
    expect(await data(scoped, 'top_couriers', MARCH)).toEqual([{ status: 'gls', count: 1 }]);
    expect(await data(scoped, 'top_countries', MARCH)).toEqual([{ country_iso: 'DE', country_name: 'Germany', count: 1 }]);
    expect(await data(scoped, 'shipments/average_days_to_delivery', MARCH)).toEqual([{ courier_name: 'GLS', avg_days_to_delivery_shipment: 4 }]);
    // Without assignTracking the role sees the whole tenant, like the shipment list.
    expect((await data(viewer, 'tracking_count', MARCH)).total_count).toBe(3);
  });

  it('refuses a sub-user whose role lacks dashboard, and an anonymous caller', async () => {
    const tracker = await createSubUser(t.app, t.database, merchant, ['tracking']);
    const refused = await call(tracker, 'tracking_count', MARCH);
    expect(refused.statusCode).toBe(403);
    expect(messagesOf(refused)).toEqual([NO_ACCESS_MESSAGE]);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/dashboard/top_couriers', payload: MARCH });
    expect(anonymous.statusCode).toBe(401);
  });

  it("never counts another tenant's shipments", async () => {
    const stranger = await signUp(t.app);
    expect((await data(stranger, 'tracking_count', MARCH)).total_count).toBe(0);
    expect(await data(stranger, 'top_countries', MARCH)).toEqual([]);
  });
});

describe('validation', () => {
  const summaryBody = { ...MARCH, utc_offset: '+05:30', date_type: 10, time_array: ['2025-03-01'] };

  it.each([
    ['a range that ends before it starts', 'tracking_count', { from_date: MARCH.to_date, to_date: MARCH.from_date }, DASHBOARD_MESSAGES.invalidRange],
    ['a date that is no instant', 'top_couriers', { from_date: '2025-03-01', to_date: MARCH.to_date }, DASHBOARD_MESSAGES.invalidRange],
    ['an offset in another shape', 'tracking_summary', { ...summaryBody, utc_offset: '5:30' }, DASHBOARD_MESSAGES.invalidOffset],
    ['an offset beyond +14:00', 'tracking_summary', { ...summaryBody, utc_offset: '+15:00' }, DASHBOARD_MESSAGES.invalidOffset],
    ['a date type other than 10, 7 or 4', 'tracking_summary', { ...summaryBody, date_type: 5 }, DASHBOARD_MESSAGES.invalidDateType],
  ])('refuses %s', async (_name, path, body, message) => {
    const response = await call(merchant, path, body);
    expect(response.statusCode).toBe(400);
    expect(messagesOf(response)).toContain(message);
  });
});
