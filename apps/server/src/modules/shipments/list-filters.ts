import { and, eq, gte, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { SHIPMENT_MESSAGES, SHIPMENT_STATUSES, type DeliveryDateFilter, type ShipmentFilters } from '@trailpost/contracts';
import { shipments } from '../../db/schema/index.js';
import { badRequest } from '../../platform/errors.js';
import { accountZones } from './counters.js';
import type { ShipmentScope } from './scope.js';

const DAY = sql`interval '1 day'`;

/** "1 Day".."5 Days" match that many whole days; 6 means more than 5 (part 1 §5). */
function transitCondition(days: number): SQL {
  const delivered = days >= 6 ? sql`${shipments.deliveryTime} > 5` : sql`${shipments.deliveryTime} = ${days}`;
  // Still travelling: shipped between (days + 1) and days days ago, an index range on shipped_at.
  const upper = sql`now() - ${days} * ${DAY}`;
  const travelling =
    days >= 6
      ? and(isNull(shipments.deliveredAt), sql`${shipments.shippedAt} <= now() - 6 * ${DAY}`)!
      : and(isNull(shipments.deliveredAt), sql`${shipments.shippedAt} > now() - ${days + 1} * ${DAY}`, sql`${shipments.shippedAt} <= ${upper}`)!;
  return or(and(isNotNull(shipments.deliveredAt), delivered)!, travelling)!;
}

/**
 * Due today or late by the date customers see, today taken in the merchant's zone (its main
 * user's, as the dates were written): a range of the partial index of shipments on their way.
 */
function deliveryDateCondition(tenantId: string, wanted: readonly DeliveryDateFilter[]): SQL {
  const today = sql`(now() at time zone coalesce((select z.time_zone from (${accountZones(sql`(${tenantId}::uuid)`)}) z), 'UTC'))::date`;
  const onItsWay = sql`${shipments.currentStatus} not in ('Delivered', 'Expired') and ${shipments.customerDeliveryDate} is not null`;
  const dates = wanted.map((filter) => (filter === 'due_today' ? sql`${shipments.customerDeliveryDate} = ${today}` : sql`${shipments.customerDeliveryDate} < ${today}`));
  return sql`(${onItsWay} and (${sql.join(dates, sql` or `)}))`;
}

function parseDate(value: string): Date {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw badRequest(SHIPMENT_MESSAGES.invalidFilters);
  return date;
}

/** "ABC" -> "abc%" with LIKE's own wildcards escaped; the client's regex escapes removed. */
export function searchPattern(query: string): string {
  const plain = query.replace(/\\(.)/g, '$1').trim().toLowerCase();
  return `${plain.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * A search matches shipments whose tracking number, order id, customer name or (first) customer
 * e-mail starts with the text, case-insensitively: each is a per-tenant index range.
 */
export function searchCondition(query: string): SQL {
  const pattern = searchPattern(query);
  return or(
    sql`lower(${shipments.trackingNumber}) like ${pattern}`,
    sql`lower(${shipments.orderId}) like ${pattern}`,
    sql`lower(${shipments.customerName}) like ${pattern}`,
    sql`lower(${shipments.customerEmails}[1]) like ${pattern}`,
  )!;
}

export interface ListCriteria {
  scope: ShipmentScope;
  filters: ShipmentFilters;
  search: string;
  /** Only these shipments (an export of the selected rows). */
  ids?: string[];
}

/** Every condition of a list request, tenant first. */
export function listConditions({ scope, filters, search, ids }: ListCriteria): SQL {
  const conditions: SQL[] = [eq(shipments.tenantId, scope.tenantId)];
  if (ids) conditions.push(ids.length ? inArray(shipments.id, ids) : sql`false`);
  if (scope.onlyAssignedTo) conditions.push(eq(shipments.assignedId, scope.onlyAssignedTo));
  // Every status (the All tab) is no restriction; leaving it out lets the planner walk the date index.
  const statuses = new Set(filters.status ?? []);
  if (statuses.size > 0 && statuses.size < SHIPMENT_STATUSES.length) conditions.push(inArray(shipments.currentStatus, [...statuses]));
  if (filters.courier?.length) conditions.push(inArray(shipments.slug, filters.courier));
  if (filters.origin?.length) conditions.push(inArray(shipments.originCountry, filters.origin));
  if (filters.destination?.length) conditions.push(inArray(shipments.destinationCountry, filters.destination));
  if (filters.tagsIds?.length) conditions.push(sql`${shipments.tagIds} && array[${sql.join(filters.tagsIds.map((id) => sql`${id}::uuid`), sql`, `)}]`);
  if (filters.delivery?.length) conditions.push(deliveryDateCondition(scope.tenantId, filters.delivery));
  const transit = filters.transitdays === undefined ? [] : [filters.transitdays].flat();
  if (transit.length) conditions.push(or(...transit.map(transitCondition))!);
  if (filters.from_date) conditions.push(gte(shipments.createdAt, parseDate(filters.from_date)));
  if (filters.to_date) conditions.push(lte(shipments.createdAt, parseDate(filters.to_date)));
  if (!scope.onlyAssignedTo) {
    const assigned = filters.assigned_id ?? [];
    const ids = assigned.filter((value): value is string => typeof value === 'string');
    const wantsUnassigned = assigned.includes(false) || filters.is_shipment_assigned === false;
    const parts: SQL[] = [];
    if (ids.length) parts.push(inArray(shipments.assignedId, ids));
    if (wantsUnassigned) parts.push(isNull(shipments.assignedId));
    if (parts.length) conditions.push(or(...parts)!);
    else if (filters.is_shipment_assigned === true) conditions.push(isNotNull(shipments.assignedId));
  }
  if (search) conditions.push(searchCondition(search));
  return and(...conditions)!;
}

/** Statuses asked for when the list can be counted from the per-status counters. */
export function countableStatuses({ scope, filters, search }: ListCriteria): string[] | null {
  const { status, ...rest } = filters;
  const otherFilters = Object.values(rest).some((value) => value !== undefined && !(Array.isArray(value) && value.length === 0));
  if (scope.onlyAssignedTo || search || otherFilters) return null;
  return status?.length ? status : [...SHIPMENT_STATUSES];
}
