import {
  DASHBOARD_TOP_LIMIT,
  DAY_WISE_LAST_BUCKET,
  percentageOf,
  SHIPMENT_STATUSES,
  type AverageDays,
  type DashboardRangeBody,
  type DayWiseRow,
  type SummaryBucket,
  type TopCountry,
  type TopCourier,
  type TrackingCount,
  type TrackingSummaryBody,
} from '@trailpost/contracts';
import type { AuthContext } from '../../platform/auth.js';
import type { ServiceContext } from '../../platform/context.js';
import { userTimeZone } from '../accounts/index.js';
import { countryName } from '../countries/index.js';
import { courierTitle } from '../couriers/index.js';
import { listConditions, scopeOf } from '../shipments/index.js';
import { bucketPlan, rangePlan } from './plan.js';
import * as repo from './repository.js';
import { zoneFor } from './zone.js';

/**
 * The dashboard figures (part 1 §7). Every figure counts the shipments created within the
 * range, with the shipment list's own conditions for the tenant, the sub-user scope and the
 * courier, so a click-through to /tracking with the same range shows the same numbers.
 */
function filterFor(auth: AuthContext, courier: string | undefined): repo.Filter {
  const scope = scopeOf(auth, 'dashboard');
  return {
    tenantId: auth.tenantId,
    courier: courier ?? null,
    onlyAssignedTo: scope.onlyAssignedTo,
    shipmentsWhere: listConditions({ scope, filters: courier ? { courier: [courier] } : {}, search: '' }),
  };
}

const planOf = (body: DashboardRangeBody) => rangePlan(new Date(body.from_date), new Date(body.to_date));
const round2 = (value: number) => Math.round(value * 100) / 100;
/** Largest first; ties in a stable order so the top 10 does not flicker between calls. */
const byCountThen = <T>(count: (item: T) => number, name: (item: T) => string) => (a: T, b: T) =>
  count(b) - count(a) || name(a).localeCompare(name(b));

export async function trackingSummary(ctx: ServiceContext, auth: AuthContext, body: TrackingSummaryBody): Promise<SummaryBucket[]> {
  const zone = zoneFor(await userTimeZone(ctx, auth.tenantId, auth.userId), body.utc_offset);
  const plan = bucketPlan(new Date(body.from_date), new Date(body.to_date), body.time_array, body.date_type, zone);
  const counts = await repo.countByStatus(ctx.db, plan, filterFor(auth, body.courier));
  const byLabel = new Map<string, Map<string, number>>();
  for (const { label, key, count } of counts) byLabel.set(label, (byLabel.get(label) ?? new Map()).set(key, count));
  return body.time_array.map((label) => {
    const statuses = byLabel.get(label) ?? new Map<string, number>();
    return { date: label, data: SHIPMENT_STATUSES.filter((status) => statuses.has(status)).map((status) => ({ status, count: statuses.get(status)! })) };
  });
}

export async function trackingCount(ctx: ServiceContext, auth: AuthContext, body: DashboardRangeBody): Promise<TrackingCount> {
  const counts = new Map((await repo.countByStatus(ctx.db, planOf(body), filterFor(auth, body.courier))).map((row) => [row.key, row.count]));
  const total = [...counts.values()].reduce((sum, n) => sum + n, 0);
  return {
    status: SHIPMENT_STATUSES.map((status) => ({ status, count: counts.get(status) ?? 0, percentage: percentageOf(counts.get(status) ?? 0, total) })),
    total_count: total,
  };
}

export async function topCouriers(ctx: ServiceContext, auth: AuthContext, body: DashboardRangeBody): Promise<TopCourier[]> {
  const rows = await repo.countByCourier(ctx.db, planOf(body), filterFor(auth, body.courier));
  return rows
    .map((row) => ({ status: row.key, count: row.count }))
    .sort(byCountThen((row) => row.count, (row) => row.status))
    .slice(0, DASHBOARD_TOP_LIMIT);
}

export async function topCountries(ctx: ServiceContext, auth: AuthContext, body: DashboardRangeBody): Promise<TopCountry[]> {
  const rows = await repo.countByDestination(ctx.db, planOf(body), filterFor(auth, body.courier));
  return rows
    .map((row) => ({ country_iso: row.key, country_name: countryName(row.key) ?? row.key, count: row.count }))
    .sort(byCountThen((row) => row.count, (row) => row.country_name))
    .slice(0, DASHBOARD_TOP_LIMIT);
}

interface CourierDeliveries {
  slug: string;
  total: number;
  daysSum: number;
  buckets: number[];
}

/** Delivered shipments per courier, the couriers with the most deliveries first, top 10. */
async function deliveriesByCourier(ctx: ServiceContext, auth: AuthContext, body: DashboardRangeBody): Promise<CourierDeliveries[]> {
  const bySlug = new Map<string, CourierDeliveries>();
  for (const row of await repo.countDeliveries(ctx.db, planOf(body), filterFor(auth, body.courier))) {
    const courier = bySlug.get(row.slug) ?? { slug: row.slug, total: 0, daysSum: 0, buckets: Array<number>(DAY_WISE_LAST_BUCKET + 1).fill(0) };
    courier.total += row.count;
    courier.daysSum += row.daysSum;
    courier.buckets[row.dayBucket] = (courier.buckets[row.dayBucket] ?? 0) + row.count;
    bySlug.set(row.slug, courier);
  }
  return [...bySlug.values()].sort(byCountThen((c) => c.total, (c) => c.slug)).slice(0, DASHBOARD_TOP_LIMIT);
}

export async function averageDaysToDelivery(ctx: ServiceContext, auth: AuthContext, body: DashboardRangeBody): Promise<AverageDays[]> {
  return (await deliveriesByCourier(ctx, auth, body)).map((courier) => ({
    courier_name: courierTitle(courier.slug),
    avg_days_to_delivery_shipment: round2(courier.daysSum / courier.total),
  }));
}

export async function dayWiseDeliveryCount(ctx: ServiceContext, auth: AuthContext, body: DashboardRangeBody): Promise<DayWiseRow[]> {
  return (await deliveriesByCourier(ctx, auth, body)).map((courier) => ({
    slug: courier.slug,
    total_count: courier.total,
    data: courier.buckets.map((shipmentCount, deliveryTime) => ({ delivery_time: deliveryTime, shipment_count: shipmentCount })),
  }));
}
