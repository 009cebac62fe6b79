import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SHIPMENT_MESSAGES, SHIPMENT_STATUSES, type ShipmentFilters, type ShipmentListItem } from '@trailpost/contracts';
import { shipments, shipmentStatusCounts } from '../../db/schema/index.js';
import { createSubUser, messagesOf, signUp, type SignedIn } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { addShipment, daysAgo, seedShipments } from '../../test/shipments.js';

let t: TestApp;
let owner: SignedIn;
let tenantId: string;
let sub: SignedIn;
let tagA: string;
let tagB: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t.app);
  tenantId = owner.session.user_details.tenant_id;
  sub = await createSubUser(t.app, t.database, owner, ['tracking']);
  const tag = async (name: string) =>
    (await t.app.inject({ method: 'POST', url: '/api/tag', headers: owner.headers, payload: { tag_name: name } })).json().data._id as string;
  tagA = await tag('Fragile');
  tagB = await tag('Gift');
  // Twelve rows, created one hour apart (R01 newest), each with known filterable values.
  await seedShipments(t.database, tenantId, [
    { trackingNumber: 'R01', slug: 'usps', currentStatus: 'Pending', originCountry: 'US', destinationCountry: 'CA', createdAt: daysAgo(0, 1) },
    { trackingNumber: 'R02', slug: 'usps', currentStatus: 'InTransit', originCountry: 'US', destinationCountry: 'GB', shippedAt: daysAgo(1, 2), createdAt: daysAgo(0, 2), tagIds: [tagA] },
    { trackingNumber: 'R03', slug: 'fedex', currentStatus: 'InTransit', originCountry: 'CN', destinationCountry: 'US', shippedAt: daysAgo(3, 1), createdAt: daysAgo(0, 3), tagIds: [tagA, tagB] },
    { trackingNumber: 'R04', slug: 'fedex', currentStatus: 'Delivered', originCountry: 'CN', destinationCountry: 'US', shippedAt: daysAgo(9), deliveredAt: daysAgo(7), deliveryTime: 2, createdAt: daysAgo(0, 4), assignedId: sub.session._id },
    { trackingNumber: 'R05', slug: 'dhl', currentStatus: 'Delivered', originCountry: 'DE', destinationCountry: 'FR', shippedAt: daysAgo(20), deliveredAt: daysAgo(12), deliveryTime: 8, createdAt: daysAgo(0, 5), assignedId: sub.session._id },
    { trackingNumber: 'R06', slug: 'dhl', currentStatus: 'Exception', originCountry: 'DE', destinationCountry: 'FR', shippedAt: daysAgo(7), createdAt: daysAgo(0, 6), tagIds: [tagB] },
    { trackingNumber: 'R07', slug: 'ups', currentStatus: 'OutForDelivery', originCountry: 'US', destinationCountry: 'US', shippedAt: daysAgo(5, 3), createdAt: daysAgo(0, 7) },
    { trackingNumber: 'R08', slug: 'ups', currentStatus: 'FailedAttempt', originCountry: 'US', destinationCountry: 'MX', shippedAt: daysAgo(4, 1), createdAt: daysAgo(0, 8) },
    { trackingNumber: 'R09', slug: 'usps', currentStatus: 'InfoReceived', createdAt: daysAgo(10) },
    { trackingNumber: 'R10', slug: 'usps', currentStatus: 'Expired', createdAt: daysAgo(40) },
    { trackingNumber: 'R11', slug: 'usps', currentStatus: 'Pending', orderId: 'ORD-7781', customerName: 'Jane Roe', customerEmails: ['jane@shop.io'], createdAt: daysAgo(41) },
    { trackingNumber: 'R12.X%', slug: 'usps', currentStatus: 'Pending', createdAt: daysAgo(42) },
  ]);
  // Noise: another tenant's shipments never show up.
  const other = await signUp(t.app);
  await seedShipments(t.database, other.session.user_details.tenant_id, [{ trackingNumber: 'R01' }, { trackingNumber: 'NOISE1', slug: 'fedex', originCountry: 'JP' }]);
});
afterAll(async () => t.close());

async function list(filters: ShipmentFilters = {}, options: { query?: string; pageId?: number; limit?: number; who?: SignedIn } = {}) {
  const params = new URLSearchParams({ pageId: String(options.pageId ?? 1), limit: String(options.limit ?? 20), filters: JSON.stringify(filters) });
  if (options.query !== undefined) params.set('searchQuery', JSON.stringify({ query: options.query }));
  const response = await t.app.inject({ method: 'GET', url: `/api/trackings?${params}`, headers: (options.who ?? owner).headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { trackings: ShipmentListItem[]; total_records: number };
}
const numbers = (page: { trackings: ShipmentListItem[] }) => page.trackings.map((row) => row.tracking_number);
const ALL = [...SHIPMENT_STATUSES];

describe('GET /trackings', () => {
  it('lists every shipment of the tenant, newest first, with the All tab total', async () => {
    const page = await list({ status: ALL });
    expect(numbers(page)).toEqual(['R01', 'R02', 'R03', 'R04', 'R05', 'R06', 'R07', 'R08', 'R09', 'R10', 'R11', 'R12.X%']);
    expect(page.total_records).toBe(12);
  });

  it('answers a plain call without filters', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/trackings', headers: owner.headers });
    expect(response.json().data.total_records).toBe(12);
    expect(response.json().data.trackings).toHaveLength(12);
  });

  it('pages with pageId and limit', async () => {
    const second = await list({ status: ALL }, { pageId: 2, limit: 5 });
    expect(numbers(second)).toEqual(['R06', 'R07', 'R08', 'R09', 'R10']);
    expect(second.total_records).toBe(12);
    expect(numbers(await list({}, { pageId: 4, limit: 5 }))).toEqual([]);
  });

  it('maps each row to the list columns', async () => {
    const page = await list({ courier: ['fedex'], status: ['Delivered'] });
    expect(page.trackings[0]).toMatchObject({
      tracking_number: 'R04',
      courier: 'FedEx®',
      origin: 'CN',
      destination: 'US',
      status: 'Delivered',
      transit_day: 2,
      assigned_id: sub.session._id,
      assigned_to: 'Sub User',
      tag: [],
    });
  });

  it.each<[string, ShipmentFilters, string[]]>([
    ['status', { status: ['InTransit', 'Exception'] }, ['R02', 'R03', 'R06']],
    ['courier', { courier: ['fedex', 'ups'] }, ['R03', 'R04', 'R07', 'R08']],
    ['origin', { origin: ['DE'] }, ['R05', 'R06']],
    ['destination', { destination: ['US', 'MX'] }, ['R03', 'R04', 'R07', 'R08']],
    ['tags', { tagsIds: [] as string[] }, ['R01', 'R02', 'R03', 'R04', 'R05', 'R06', 'R07', 'R08', 'R09', 'R10', 'R11', 'R12.X%']],
    ['two keys combined', { courier: ['usps', 'dhl'], destination: ['FR', 'GB'] }, ['R02', 'R05', 'R06']],
    ['status and courier', { status: ['Delivered'], courier: ['dhl'] }, ['R05']],
  ])('filters by %s', async (_case, filters, expected) => {
    const page = await list(filters);
    expect(numbers(page)).toEqual(expected);
    expect(page.total_records).toBe(expected.length);
  });

  it('filters by tag ids (any of them)', async () => {
    expect(numbers(await list({ tagsIds: [tagA] }))).toEqual(['R02', 'R03']);
    expect(numbers(await list({ tagsIds: [tagB] }))).toEqual(['R03', 'R06']);
    expect(numbers(await list({ tagsIds: [tagA, tagB] }))).toEqual(['R02', 'R03', 'R06']);
  });

  it.each<[number | number[], string[]]>([
    [1, ['R02']],
    [3, ['R03']],
    [2, ['R04']],
    [4, ['R08']],
    [5, ['R07']],
    [6, ['R05', 'R06']],
    [[1, 6], ['R02', 'R05', 'R06']],
  ])('filters by transit days %j (delivered: days taken; travelling: days since the first scan)', async (transitdays, expected) => {
    expect(numbers(await list({ transitdays }))).toEqual(expected);
  });

  it('filters by sub-user and by unassigned', async () => {
    expect(numbers(await list({ assigned_id: [sub.session._id] }))).toEqual(['R04', 'R05']);
    expect((await list({ assigned_id: [false] })).total_records).toBe(10);
    expect((await list({ assigned_id: [false, sub.session._id] })).total_records).toBe(12);
    expect(numbers(await list({ is_shipment_assigned: true }))).toEqual(['R04', 'R05']);
  });

  it('filters by created date range', async () => {
    const page = await list({ from_date: daysAgo(41, 1).toISOString(), to_date: daysAgo(9).toISOString() });
    expect(numbers(page)).toEqual(['R09', 'R10', 'R11']);
  });

  it('finds what starts with the text in tracking numbers, order ids, names and e-mails, in any case', async () => {
    expect(numbers(await list({}, { query: 'r0' }))).toHaveLength(9);
    expect(numbers(await list({}, { query: 'ord-77' }))).toEqual(['R11']);
    expect(numbers(await list({}, { query: 'JANE@shop' }))).toEqual(['R11']);
    expect(numbers(await list({}, { query: 'jane r' }))).toEqual(['R11']);
    expect(numbers(await list({ status: ['Pending'] }, { query: 'r1' }))).toEqual(['R11', 'R12.X%']);
  });

  it('does not match in the middle of a value', async () => {
    expect(numbers(await list({}, { query: '7781' }))).toEqual([]);
    expect(numbers(await list({}, { query: 'shop.io' }))).toEqual([]);
  });

  it('treats the search as literal text (escaped regex, % and _)', async () => {
    expect(numbers(await list({}, { query: 'R12\\.X' }))).toEqual(['R12.X%']);
    expect(numbers(await list({}, { query: 'r12.x%' }))).toEqual(['R12.X%']);
    expect(numbers(await list({}, { query: 'r_1' }))).toEqual([]);
    expect(numbers(await list({}, { query: 'r%' }))).toEqual([]);
  });

  it('refuses filters that are not JSON', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/trackings?filters=%7Bbroken', headers: owner.headers });
    expect(response.statusCode).toBe(400);
    expect(messagesOf(response)).toEqual([SHIPMENT_MESSAGES.invalidFilters]);
  });

  it('refuses an unknown status and a bad date', async () => {
    const bad = (filters: object) => t.app.inject({ method: 'GET', url: `/api/trackings?filters=${encodeURIComponent(JSON.stringify(filters))}`, headers: owner.headers });
    expect((await bad({ status: ['Lost'] })).statusCode).toBe(400);
    expect(messagesOf(await bad({ from_date: 'yesterday' }))).toEqual([SHIPMENT_MESSAGES.invalidFilters]);
  });
});

describe('status counters', () => {
  it('match an exact count after an add, a status change by hand and a delete', async () => {
    const exact = async () => {
      const rows = await t.database.db.select({ status: shipments.currentStatus }).from(shipments).where(eq(shipments.tenantId, tenantId));
      const counts: Record<string, number> = {};
      for (const row of rows) counts[row.status] = (counts[row.status] ?? 0) + 1;
      return counts;
    };
    const counters = async () => {
      const rows = await t.database.db.select().from(shipmentStatusCounts).where(eq(shipmentStatusCounts.tenantId, tenantId));
      return Object.fromEntries(rows.filter((row) => row.count !== 0).map((row) => [row.status, Number(row.count)]));
    };
    expect(await counters()).toEqual(await exact());
    const extra = await addShipment(t.app, owner, { tracking_number: 'COUNT1' });
    expect(await counters()).toEqual(await exact());
    const marked = await t.app.inject({ method: 'POST', url: '/api/tracking/bulk/update/status', headers: owner.headers, payload: { ids: [extra._id], current_status: 'Delivered' } });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(await counters()).toEqual(await exact());
    expect((await list({ status: ['Delivered'] })).total_records).toBe(3);
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/trackings/${extra._id}`, headers: owner.headers });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await counters()).toEqual(await exact());
    expect((await list({ status: ALL })).total_records).toBe(12);
  });
});

describe('GET /trackings/filters', () => {
  it("offers the values the tenant's shipments hold", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/trackings/filters', headers: owner.headers });
    const data = response.json().data;
    expect(data.status).toHaveLength(8);
    expect(data.status[1]).toEqual({ label: 'Info Received', value: 'InfoReceived' });
    expect(data.courier.map((o: { value: string }) => o.value).sort()).toEqual(['dhl', 'fedex', 'ups', 'usps']);
    expect(data.courier).toContainEqual({ label: 'DHL Express', value: 'dhl' });
    expect(data.origin.map((o: { value: string }) => o.value).sort()).toEqual(['CN', 'DE', 'US']);
    expect(data.origin).toContainEqual({ label: 'Germany', value: 'DE' });
    expect(data.destination.map((o: { value: string }) => o.value).sort()).toEqual(['CA', 'FR', 'GB', 'MX', 'US']);
    expect(data.sub_users).toEqual([
      { label: 'Unassigned Shipments', value: false },
      { label: 'Sub User', value: sub.session._id },
    ]);
    expect(data.transit_days.at(-1)).toEqual({ label: 'More than 5 Days', value: 6 });
  });
});

describe('POST /trackings/suggestions', () => {
  const suggest = (query: string) => t.app.inject({ method: 'POST', url: '/api/trackings/suggestions', headers: owner.headers, payload: { query } });

  it('suggests matching shipments', async () => {
    const response = await suggest('ord-77');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([{ _id: expect.any(String), tracking_number: 'R11', slug: 'usps' }]);
  });

  it('needs three characters', async () => {
    const response = await suggest('r1');
    expect(response.statusCode).toBe(400);
    expect(messagesOf(response)).toEqual([SHIPMENT_MESSAGES.searchTooShort]);
  });

  it('says when nothing matches', async () => {
    const response = await suggest('zzzz');
    expect(response.json()).toMatchObject({ meta: { code: 200, message: [SHIPMENT_MESSAGES.noTrackingFound] }, data: [] });
  });
});

describe('search paging', () => {
  it('gives the total of all matches on every page, and past the last one', async () => {
    const first = await list({}, { query: 'r0', limit: 4 });
    expect(first.total_records).toBe(9);
    expect(numbers(first)).toEqual(['R01', 'R02', 'R03', 'R04']);
    const last = await list({}, { query: 'r0', limit: 4, pageId: 3 });
    expect(numbers(last)).toEqual(['R09']);
    expect(last.total_records).toBe(9);
    const beyond = await list({}, { query: 'r0', limit: 4, pageId: 9 });
    expect(numbers(beyond)).toEqual([]);
    expect(beyond.total_records).toBe(9);
    expect((await list({}, { query: 'nothing-like-this' })).total_records).toBe(0);
  });
});
