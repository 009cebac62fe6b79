import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as XLSX from '@e965/xlsx';
import { eq, sql } from 'drizzle-orm';
import { addCalendarDays, dayInZone, PERFORMANCE_MESSAGES, TRANSIT_DAYS_CAP, type PerformanceFigures, type ShipmentStatus } from '@trailpost/contracts';
import { rowsOf } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { NO_ACCESS_MESSAGE } from '../../platform/auth.js';
import { applyScans, type ShipmentUpdate } from '../shipments/index.js';
import { createSubUser, messagesOf, signUp, useMerchant, type SignedIn } from '../../test/accounts.js';
import { useTestApp } from '../../test/harness.js';
import { seedShipments, type SeedRow } from '../../test/shipments.js';
import type { ProviderEvent } from '../../tracking/index.js';

const t = useTestApp();
const merchant = useMerchant(t);

const at = (iso: string) => new Date(iso);
const HOUR = 3_600_000;

async function call(who: SignedIn, view: 'couriers' | 'lanes', query: Record<string, string>) {
  return t.app.inject({ method: 'GET', url: `/api/performance/${view}?${new URLSearchParams(query)}`, headers: who.headers });
}

async function data(who: SignedIn, view: 'couriers' | 'lanes', query: Record<string, string>) {
  const response = await call(who, view, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

const setZone = (who: SignedIn, timeZone: string) => t.database.db.update(users).set({ timeZone }).where(eq(users.id, who.session._id));

interface Scan {
  tag: ShipmentStatus;
  time: Date | null;
  informational?: boolean;
}

/** Stores scans and a courier's answer through the shipments module, as the tracking engine does. */
async function scan(tenantId: string, shipmentId: string, scans: Scan[], answer: Partial<ShipmentUpdate> & { status: ShipmentStatus }) {
  const events: ProviderEvent[] = scans.map((s, i) => ({
    dedupeKey: `${shipmentId}-${i}-${s.tag}`,
    time: s.time,
    tag: s.tag,
    subtag: null,
    message: s.tag,
    location: null,
    countryIso: null,
    informational: s.informational,
  }));
  await applyScans(t.database.db, [{ target: { tenantId, shipmentId }, scans: events }], async (_tx, stored) =>
    stored.map(({ before }): ShipmentUpdate => ({
      tenantId,
      id: shipmentId,
      lastMessage: null,
      lastLocation: null,
      lastTime: null,
      lastTag: answer.status,
      shippedAt: null,
      deliveredAt: null,
      deliveryTime: null,
      expectedDelivery: null,
      stated: null,
      originCountry: before.originCountry,
      destinationCountry: before.destinationCountry,
      shipmentType: null,
      checkedAt: new Date(),
      nextCheckAt: null,
      changed: true,
      ...answer,
    })),
  );
}

describe('a hand-counted account', () => {
  let tenantId: string;

  beforeAll(async () => {
    tenantId = merchant.session.user_details.tenant_id;
    // Sydney: 2025-03-10T14:30Z is already the 11th there.
    await setZone(merchant, 'Australia/Sydney');
    const [a, b, c, d] = await seedShipments(t.database, tenantId, [
      { slug: 'ups', originCountry: 'US', destinationCountry: 'GB', createdAt: at('2025-03-03T01:00:00Z'), promisedDelivery: '2025-03-11' },
      { slug: 'ups', originCountry: 'US', destinationCountry: 'GB', createdAt: at('2025-03-04T01:00:00Z'), promisedDelivery: '2025-03-10' },
      { slug: 'ups', originCountry: 'US', destinationCountry: 'FR', createdAt: at('2025-03-05T01:00:00Z') },
      { slug: 'dhl', destinationCountry: 'GB', createdAt: at('2025-03-12T01:00:00Z') },
      // Added on 2 March in Sydney (1 March in UTC): in the range.
      { slug: 'dhl', destinationCountry: 'GB', currentStatus: 'InTransit', createdAt: at('2025-03-01T20:00:00Z') },
      // Added on 1 April in Sydney: after it.
      { slug: 'dhl', destinationCountry: 'GB', createdAt: at('2025-03-31T14:00:00Z') },
    ]);
    // a: delivered on the 11th in Sydney, its promised day: on time, after a failed attempt.
    await scan(tenantId, a!.id, [{ tag: 'FailedAttempt', time: at('2025-03-09T00:00:00Z') }], {
      status: 'Delivered', deliveredAt: at('2025-03-10T14:30:00Z'), deliveryTime: 7,
    });
    // b: delivered on the 11th in Sydney, a day after its promised date: late; first attempt (the failed one came after).
    await scan(tenantId, b!.id, [{ tag: 'FailedAttempt', time: at('2025-03-12T00:00:00Z') }], {
      status: 'Delivered', deliveredAt: at('2025-03-10T14:30:00Z'), deliveryTime: 6,
    });
    // c: an exception, then delivered in 2 days; no date shown.
    await scan(tenantId, c!.id, [{ tag: 'Exception', time: at('2025-03-06T00:00:00Z') }], { status: 'Delivered', deliveredAt: at('2025-03-07T00:00:00Z'), deliveryTime: 2 });
    // d: an informational exception scan counts for nothing.
    await scan(tenantId, d!.id, [{ tag: 'Exception', time: at('2025-03-13T00:00:00Z'), informational: true }], { status: 'InTransit' });
  });

  const RANGE = { from: '2025-03-02', to: '2025-03-31' };

  it('answers each courier with its figures and its weeks', async () => {
    const answer = await data(merchant, 'couriers', RANGE);
    expect(answer.time_zone).toBe('Australia/Sydney');
    const [ups, dhl] = answer.rows;
    expect(ups).toMatchObject({
      slug: 'ups', courier_name: 'UPS', shipments: 3, delivered: 3, delivered_pct: 100, on_time_of: 2, on_time: 1, on_time_pct: 50,
      transit_days_p50: 6, transit_days_p90: 7, first_attempt: 2, first_attempt_pct: 66.67, exceptions: 1, exception_pct: 33.33,
    });
    expect(dhl).toMatchObject({ slug: 'dhl', shipments: 2, delivered: 0, delivered_pct: 0, on_time_pct: null, transit_days_p50: null, first_attempt_pct: null, exceptions: 0 });
    // Weeks run Monday to Sunday in Sydney: the range starts on Sunday 2 March, in the week of 24 February.
    expect(ups.weeks.map((w: { week: string }) => w.week)).toEqual(['2025-02-24', '2025-03-03', '2025-03-10', '2025-03-17', '2025-03-24', '2025-03-31']);
    expect(ups.weeks.map((w: PerformanceFigures) => w.shipments)).toEqual([0, 3, 0, 0, 0, 0]);
    expect(dhl.weeks.map((w: PerformanceFigures) => w.shipments)).toEqual([1, 0, 1, 0, 0, 0]);
    expect(answer.total).toMatchObject({ shipments: 5, delivered: 3, on_time_of: 2, exceptions: 1 });
  });

  it('answers each lane, and filters by courier and by destination', async () => {
    const lanes = await data(merchant, 'lanes', RANGE);
    expect(lanes.rows.map((r: { slug: string; origin_country: string | null; destination_country: string | null; shipments: number }) =>
      [r.slug, r.origin_country, r.destination_country, r.shipments])).toEqual([
      // Ties by courier name: DHL before UPS.
      ['dhl', null, 'GB', 2],
      ['ups', 'US', 'GB', 2],
      ['ups', 'US', 'FR', 1],
    ]);
    const toGb = await data(merchant, 'lanes', { ...RANGE, destination_country: 'GB' });
    expect(toGb.total.shipments).toBe(4);
    const dhl = await data(merchant, 'couriers', { ...RANGE, courier_id: 'dhl' });
    expect(dhl.rows.map((r: { slug: string }) => r.slug)).toEqual(['dhl']);
  });

  it('exports each view as an .xlsx: every row for the whole range, then week by week, and all of them last', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/performance/lanes/export?${new URLSearchParams({ ...RANGE, courier_id: 'ups' })}`, headers: merchant.headers });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="delivery-performance-lanes-2025-03-02-2025-03-31.xlsx"');
    const book = XLSX.read(response.rawPayload, { type: 'buffer' });
    const sheet = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1, raw: false, defval: '' });
    expect(sheet[0]).toEqual([
      'Courier', 'Origin', 'Destination', 'Week', 'Shipments', 'Delivered %', 'On-time %', 'With a date shown',
      'Transit days p50', 'Transit days p90', 'First-attempt %', 'Exception %',
    ]);
    // UPS to the UK: a on time after a failed attempt, b late at its first attempt.
    expect(sheet[1]).toEqual(['UPS', 'United States of America', 'United Kingdom', 'Whole range', '2', '100', '50', '2', '6', '7', '50', '0']);
    expect(sheet.slice(2, 8).map((row) => [row[3], row[4]])).toEqual([
      ['2025-02-24', '0'], ['2025-03-03', '2'], ['2025-03-10', '0'], ['2025-03-17', '0'], ['2025-03-24', '0'], ['2025-03-31', '0'],
    ]);
    expect(sheet.at(-7)!.slice(0, 5)).toEqual(['All', 'All', 'All', 'Whole range', '3']);
    const couriers = await t.app.inject({ method: 'GET', url: `/api/performance/couriers/export?${new URLSearchParams(RANGE)}`, headers: merchant.headers });
    expect(couriers.statusCode).toBe(200);
    const refused = await t.app.inject({ method: 'GET', url: `/api/performance/couriers/export?${new URLSearchParams({ from: RANGE.to, to: RANGE.from })}`, headers: merchant.headers });
    expect(refused.statusCode).toBe(400);
  });

  it("refuses a sub-user whose role lacks dashboard and counts only an assignTracking sub-user's shipments", async () => {
    const tracker = await createSubUser(t.app, t.database, merchant, ['tracking']);
    const refused = await call(tracker, 'couriers', RANGE);
    expect(refused.statusCode).toBe(403);
    expect(messagesOf(refused)).toEqual([NO_ACCESS_MESSAGE]);
    expect((await t.app.inject({ method: 'GET', url: `/api/performance/lanes/export?${new URLSearchParams(RANGE)}`, headers: tracker.headers })).statusCode).toBe(403);
    const scoped = await createSubUser(t.app, t.database, merchant, ['dashboard', 'assignTracking']);
    await setZone(scoped, 'Australia/Sydney');
    expect((await data(scoped, 'lanes', RANGE)).total.shipments).toBe(0);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/performance/lanes?${new URLSearchParams(RANGE)}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it("judges on time again in the account's new zone once its main user changes it", async () => {
    const editZone = async (timeZone: string) => {
      const payload = { name: 'Merchant', date_format: 'YYYY-MM-DD', time_zone_id: timeZone };
      const edited = await t.app.inject({ method: 'PUT', url: '/api/user/edit_profile', headers: merchant.headers, payload });
      expect(edited.statusCode, edited.body).toBe(200);
    };
    const upsOnTime = async () => (await data(merchant, 'couriers', { ...RANGE, courier_id: 'ups' })).rows[0];
    await editZone('UTC');
    // In UTC both were delivered on 10 March: a (shown the 11th) and b (shown the 10th) are on time.
    expect(await upsOnTime()).toMatchObject({ on_time_of: 2, on_time: 2, on_time_pct: 100 });
    await editZone('Australia/Sydney');
    expect(await upsOnTime()).toMatchObject({ on_time_of: 2, on_time: 1, on_time_pct: 50 });
  });

  it("never counts another tenant's shipments", async () => {
    const stranger = await signUp(t.app);
    await setZone(stranger, 'Australia/Sydney');
    const answer = await data(stranger, 'lanes', RANGE);
    expect(answer.rows).toEqual([]);
    expect(answer.total.shipments).toBe(0);
  });
});

describe('validation', () => {
  it.each([
    ['a date in another shape', { from: '2025/03/01', to: '2025-03-31' }, 'from', PERFORMANCE_MESSAGES.invalidDate],
    ['a day that does not exist', { from: '2025-02-30', to: '2025-03-31' }, 'from', PERFORMANCE_MESSAGES.invalidDate],
    ['a range that ends before it starts', { from: '2025-03-31', to: '2025-03-01' }, 'to', PERFORMANCE_MESSAGES.invalidRange],
    ['a range over 366 days', { from: '2024-01-01', to: '2025-01-01' }, 'to', PERFORMANCE_MESSAGES.rangeTooLong],
    ['a country that is no two-letter code', { from: '2025-03-01', to: '2025-03-31', destination_country: 'GBR' }, 'destination_country', PERFORMANCE_MESSAGES.invalidCountry],
  ])('refuses %s with the field named', async (_name, query, field, message) => {
    const response = await call(merchant, 'couriers', query);
    expect(response.statusCode).toBe(400);
    expect(messagesOf(response)).toContain(message);
    expect(response.json().meta.fields[field]).toBe(message);
  });

  it('refuses a missing range', async () => {
    const response = await call(merchant, 'lanes', {});
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().meta.fields)).toEqual(expect.arrayContaining(['from', 'to']));
  });
});

/**
 * Random histories through the product's own writes (a seed, then courier scans), and every
 * figure of both views, their weeks and the total, against a recount from the stored shipments
 * and checkpoints, with the definitions of decision 0064 written out again here.
 */
describe('every figure equals a recount from the shipments', () => {
  const SLUGS = ['ups', 'dhl'];
  const ORIGINS = ['US', null];
  const DESTINATIONS = ['GB', 'FR', null];
  const ZONES = ['UTC', 'Asia/Kolkata', 'Australia/Sydney', 'America/Los_Angeles'];
  // Shipments are added within 20 January (a Monday) … 20 March 2025, so ranges cross months, weeks and edges.
  const WINDOW_START = Date.parse('2025-01-20T00:00:00Z');
  const WINDOW_HOURS = 59 * 24;
  const history = fc.record({
    slug: fc.constantFrom(...SLUGS),
    origin: fc.constantFrom(...ORIGINS),
    destination: fc.constantFrom(...DESTINATIONS),
    // Anywhere in the window, or within 14 hours of a UTC Monday, where local weeks and UTC weeks part.
    addedHour: fc.oneof(
      fc.integer({ min: 0, max: WINDOW_HOURS }),
      { arbitrary: fc.tuple(fc.integer({ min: 1, max: 8 }), fc.integer({ min: -14, max: 13 })).map(([week, hours]) => week * 7 * 24 + hours), weight: 2 },
    ),
    scans: fc.array(
      fc.record({
        tag: fc.constantFrom<ShipmentStatus>('InTransit', 'FailedAttempt', 'Exception'),
        afterHours: fc.integer({ min: 0, max: 400 }),
        timeless: fc.boolean(),
        informational: fc.boolean(),
      }),
      { maxLength: 3 },
    ),
    delivered: fc.option(fc.record({ afterHours: fc.integer({ min: 1, max: 1000 }), knownDays: fc.boolean() }), { nil: null }),
    // The date shown, in days from the local day of delivery (or of being added): mostly around it, where on-time is decided.
    promisedOffset: fc.option(fc.integer({ min: -2, max: 2 }), { nil: null }),
    scanned: fc.boolean(),
    // A date shown to the customer by the scan itself (the ingest keeps the first one as the promise).
    shownOnScan: fc.option(fc.integer({ min: -1, max: 1 }), { nil: null }),
  });
  const query = fc.record({
    fromDay: fc.integer({ min: 0, max: 50 }),
    days: fc.integer({ min: 0, max: 40 }),
    courier: fc.option(fc.constantFrom(...SLUGS), { nil: undefined }),
    destination: fc.option(fc.constantFrom('GB', 'FR'), { nil: undefined }),
  });

  interface Stored {
    id: string;
    created_at: Date;
    slug: string;
    origin_country: string | null;
    destination_country: string | null;
    current_status: string;
    delivered_at: Date | null;
    delivery_time: number | null;
    promised_delivery: string | null;
  }
  interface StoredScan {
    shipment_id: string;
    tag: string;
    at: Date;
    informational: boolean;
  }

  /** The figures of a set of shipments, counted one by one (the decision's definitions). */
  function recount(rows: Stored[], scans: StoredScan[], accountZone: string): PerformanceFigures {
    const delivered = rows.filter((r) => r.current_status === 'Delivered');
    const withDate = delivered.filter((r) => r.promised_delivery && r.delivered_at);
    const onTime = withDate.filter((r) => dayInZone(r.delivered_at!, accountZone) <= r.promised_delivery!);
    const counted = scans.filter((s) => !s.informational);
    const failedBefore = (r: Stored) => counted.some((s) => s.shipment_id === r.id && s.tag === 'FailedAttempt' && (!r.delivered_at || s.at < r.delivered_at));
    const firstAttempt = delivered.filter((r) => !failedBefore(r));
    const exceptions = rows.filter((r) => counted.some((s) => s.shipment_id === r.id && s.tag === 'Exception'));
    const days = delivered.filter((r) => r.delivery_time !== null).map((r) => Math.min(Math.max(r.delivery_time!, 0), TRANSIT_DAYS_CAP)).sort((a, b) => a - b);
    const rank = (p: number) => (days.length ? days[Math.max(1, Math.ceil(p * days.length)) - 1]! : null);
    const pct = (n: number, of: number) => (of ? Math.round((n / of) * 10000) / 100 : null);
    return {
      shipments: rows.length,
      delivered: delivered.length,
      delivered_pct: pct(delivered.length, rows.length),
      on_time_of: withDate.length,
      on_time: onTime.length,
      on_time_pct: pct(onTime.length, withDate.length),
      transit_days_p50: rank(0.5),
      transit_days_p90: rank(0.9),
      first_attempt: firstAttempt.length,
      first_attempt_pct: pct(firstAttempt.length, delivered.length),
      exceptions: exceptions.length,
      exception_pct: pct(exceptions.length, rows.length),
    };
  }

  const mondayOf = (day: string) => addCalendarDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));
  const figuresOnly = ({ weeks: _weeks, ...figures }: Record<string, unknown>) => figures;

  let owner: SignedIn;
  let reader: SignedIn;
  beforeAll(async () => {
    owner = await signUp(t.app);
    reader = await createSubUser(t.app, t.database, owner, ['dashboard']);
  });

  it('for any history, range, filter and time zone', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(history, { minLength: 1, maxLength: 12 }), fc.array(query, { minLength: 1, maxLength: 3 }), fc.constantFrom(...ZONES), fc.constantFrom(...ZONES), async (histories, queries, zone, readerZone) => {
        // One account for every run: its shipments go, the new ones are counted again from scratch with the account's new zone.
        await setZone(owner, zone);
        await setZone(reader, readerZone);
        const tenantId = owner.session.user_details.tenant_id;
        await t.database.db.execute(sql`delete from shipments where tenant_id = ${tenantId}::uuid`);
        const seeded = await seedShipments(
          t.database,
          tenantId,
          histories.map((h): SeedRow => {
            const added = WINDOW_START + h.addedHour * HOUR;
            return {
              slug: h.slug,
              originCountry: h.origin,
              destinationCountry: h.destination,
              createdAt: new Date(added),
              promisedDelivery:
                h.promisedOffset === null
                  ? null
                  : addCalendarDays(dayInZone(new Date(added + (h.delivered?.afterHours ?? 0) * HOUR), zone), h.promisedOffset),
            };
          }),
        );
        for (const [i, h] of histories.entries()) {
          if (!h.scanned) continue;
          const added = seeded[i]!.createdAt.getTime();
          const deliveredAt = h.delivered ? new Date(added + h.delivered.afterHours * HOUR) : null;
          await scan(
            tenantId,
            seeded[i]!.id,
            h.scans.map((s) => ({ tag: s.tag, time: s.timeless ? null : new Date(added + s.afterHours * HOUR), informational: s.informational })),
            {
              status: deliveredAt ? 'Delivered' : 'InTransit',
              deliveredAt,
              deliveryTime: deliveredAt && h.delivered!.knownDays ? Math.floor(h.delivered!.afterHours / 24) : null,
              ...(h.shownOnScan === null
                ? {}
                : { delivery: { predicted: null, customerDate: addCalendarDays(dayInZone(deliveredAt ?? new Date(added), zone), h.shownOnScan) } }),
            },
          );
        }
        const stored = rowsOf<Stored>(
          await t.database.db.execute(sql`select id, created_at, slug, origin_country, destination_country, current_status, delivered_at,
            delivery_time, promised_delivery::text as promised_delivery from shipments where tenant_id = ${tenantId}::uuid`),
        ).map((r) => ({ ...r, created_at: new Date(r.created_at), delivered_at: r.delivered_at && new Date(r.delivered_at) }));
        const scans = rowsOf<StoredScan & { at: string }>(
          await t.database.db.execute(sql`select shipment_id, tag, coalesce(checkpoint_time, created_at) as at, informational
            from checkpoints where tenant_id = ${tenantId}::uuid`),
        ).map((s) => ({ ...s, at: new Date(s.at) }));

        // The owner reads in the account's zone; a sub-user with the Dashboard access in its own zone (range and weeks in it, on-time still in the account's).
        for (const [who, zoneOfReader] of [[owner, zone], [reader, readerZone]] as const)
        for (const q of queries) {
          const from = addCalendarDays('2025-01-20', q.fromDay);
          const to = addCalendarDays(from, q.days);
          const params: Record<string, string> = { from, to, ...(q.courier ? { courier_id: q.courier } : {}), ...(q.destination ? { destination_country: q.destination } : {}) };
          const inRange = stored.filter((r) => {
            const day = dayInZone(r.created_at, zoneOfReader);
            return day >= from && day <= to && (!q.courier || r.slug === q.courier) && (!q.destination || r.destination_country === q.destination);
          });
          const weeks: string[] = [];
          for (let monday = mondayOf(from); monday <= to; monday = addCalendarDays(monday, 7)) weeks.push(monday);
          const trend = (rows: Stored[]) =>
            weeks.map((week) => ({ week, ...recount(rows.filter((r) => mondayOf(dayInZone(r.created_at, zoneOfReader)) === week), scans, zone) }));

          const couriers = await data(who, 'couriers', params);
          expect(figuresOnly(couriers.total)).toEqual(recount(inRange, scans, zone));
          expect(couriers.total.weeks).toEqual(trend(inRange));
          const bySlug = [...new Set(inRange.map((r) => r.slug))];
          expect(couriers.rows.map((r: { slug: string }) => r.slug).sort()).toEqual(bySlug.sort());
          for (const row of couriers.rows) {
            const mine = inRange.filter((r) => r.slug === row.slug);
            expect(figuresOnly(row)).toEqual({ slug: row.slug, courier_name: row.courier_name, ...recount(mine, scans, zone) });
            expect(row.weeks).toEqual(trend(mine));
          }

          const lanes = await data(who, 'lanes', params);
          const laneOf = (r: { slug: string; origin_country: string | null; destination_country: string | null }) => `${r.slug}|${r.origin_country}|${r.destination_country}`;
          expect(lanes.rows.map(laneOf).sort()).toEqual([...new Set(inRange.map(laneOf))].sort());
          for (const row of lanes.rows) {
            const mine = inRange.filter((r) => laneOf(r) === laneOf(row));
            expect(figuresOnly(row)).toMatchObject(recount(mine, scans, zone));
            expect(row.weeks).toEqual(trend(mine));
          }
        }
      }),
      { numRuns: 80 },
    );
    // 80 histories (fewer let a flipped week edge through): about 16 s alone, twice that beside other files on two cores.
  }, 120_000);
});
