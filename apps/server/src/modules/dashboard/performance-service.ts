import type { CourierPerformanceAnswer, LanePerformanceAnswer, PerformanceFigures, PerformanceQuery, PerformanceWeek } from '@trailpost/contracts';
import type { AuthContext } from '../../platform/auth.js';
import type { ServiceContext } from '../../platform/context.js';
import { userTimeZone } from '../accounts/index.js';
import { courierTitle } from '../couriers/index.js';
import { listConditions, scopeOf } from '../shipments/index.js';
import { addSums, emptySums, figuresOf, type Sums } from './performance-figures.js';
import { accountZone, sumLanes, type LaneSums } from './performance-repository.js';
import { weekSpans } from './performance-weeks.js';
import { weeksPlan } from './plan.js';
import type { Filter } from './repository.js';
import { zoneFor } from './zone.js';

/**
 * Delivery performance (issue 41, decision 0064): per courier or lane, the shipments added in
 * a range of the user's local days, as the dashboard counts them (same scope, same zone rule),
 * with a trend by week. One read of the rollups and the edge days answers both views.
 */

/** The zone a range's days are in: the user's, as the dashboard's (UTC when the profile holds no zone). */
const UTC = '+00:00';

interface Group {
  key: string;
  first: LaneSums;
  total: Sums;
  weeks: Map<string, Sums>;
}

function groupsOf(rows: LaneSums[], keyOf: (row: LaneSums) => string): Group[] {
  const groups = new Map<string, Group>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key) ?? { key, first: row, total: emptySums(), weeks: new Map<string, Sums>() };
    addSums(group.total, row.sums);
    group.weeks.set(row.label, addSums(group.weeks.get(row.label) ?? emptySums(), row.sums));
    groups.set(key, group);
  }
  return [...groups.values()];
}

const trendOf = (labels: string[], weeks: Map<string, Sums>): PerformanceWeek[] =>
  labels.map((week) => ({ week, ...figuresOf(weeks.get(week) ?? emptySums()) }));

interface Counted {
  from: string;
  to: string;
  time_zone: string;
  labels: string[];
  rows: LaneSums[];
}

async function count(ctx: ServiceContext, auth: AuthContext, query: PerformanceQuery, byLane: boolean): Promise<Counted> {
  const scope = scopeOf(auth, 'dashboard');
  const zone = zoneFor(await userTimeZone(ctx, auth.tenantId, auth.userId), UTC);
  const weeks = weekSpans(query.from, query.to, zone);
  const filter: Filter = {
    tenantId: auth.tenantId,
    courier: query.courier_id ?? null,
    onlyAssignedTo: scope.onlyAssignedTo,
    shipmentsWhere: listConditions({
      scope,
      filters: { ...(query.courier_id ? { courier: [query.courier_id] } : {}), ...(query.destination_country ? { destination: [query.destination_country] } : {}) },
      search: '',
    }),
  };
  const zoneOfAccount = await accountZone(ctx.db, auth.tenantId);
  const rows = await sumLanes(ctx.db, weeksPlan(weeks, zone === zoneOfAccount), filter, { destination: query.destination_country ?? null, zone: zoneOfAccount, byLane });
  return { from: query.from, to: query.to, time_zone: zone, labels: weeks.map((week) => week.label), rows };
}

/** Most shipments first; ties by name, so the order does not flicker between calls. */
function ordered<T extends PerformanceFigures>(rows: T[], name: (row: T) => string): T[] {
  return rows.sort((a, b) => b.shipments - a.shipments || name(a).localeCompare(name(b)));
}

function answerOf<T extends PerformanceFigures>(counted: Counted, rows: T[]) {
  const [total] = groupsOf(counted.rows, () => '');
  return {
    from: counted.from,
    to: counted.to,
    time_zone: counted.time_zone,
    total: { ...figuresOf(total?.total ?? emptySums()), weeks: trendOf(counted.labels, total?.weeks ?? new Map()) },
    rows,
  };
}

export async function courierPerformance(ctx: ServiceContext, auth: AuthContext, query: PerformanceQuery): Promise<CourierPerformanceAnswer> {
  const counted = await count(ctx, auth, query, false);
  const rows = groupsOf(counted.rows, (row) => row.slug).map((group) => ({
    slug: group.first.slug,
    courier_name: courierTitle(group.first.slug),
    ...figuresOf(group.total),
    weeks: trendOf(counted.labels, group.weeks),
  }));
  return answerOf(counted, ordered(rows, (row) => row.courier_name));
}

export async function lanePerformance(ctx: ServiceContext, auth: AuthContext, query: PerformanceQuery): Promise<LanePerformanceAnswer> {
  const counted = await count(ctx, auth, query, true);
  const rows = groupsOf(counted.rows, (row) => `${row.slug}|${row.originCountry}|${row.destinationCountry}`).map((group) => ({
    slug: group.first.slug,
    courier_name: courierTitle(group.first.slug),
    origin_country: group.first.originCountry || null,
    destination_country: group.first.destinationCountry || null,
    ...figuresOf(group.total),
    weeks: trendOf(counted.labels, group.weeks),
  }));
  return answerOf(counted, ordered(rows, (row) => `${row.courier_name} ${row.origin_country ?? ''} ${row.destination_country ?? ''}`));
}
