import {
  BULK_LIMIT,
  parseShipDate,
  SHIPMENT_MESSAGES,
  SHIPMENT_STATUSES,
  STATUS_LABELS,
  TRANSIT_DAY_OPTIONS,
  type ShipmentFilters,
} from '@trailpost/contracts';
import type { z } from 'zod';
import type { SQL } from 'drizzle-orm';
import { createShipmentBody, pageInfo, type ShipmentDetail, type ShipmentListItem, type updateShipmentBody } from '@trailpost/contracts';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../platform/auth.js';
import type { ServiceContext } from '../../platform/context.js';
import { AppError, badRequest, duplicate, invalidField, notFound } from '../../platform/errors.js';
import { assignableUserOptions, isAssignableUser, userNamesById } from '../accounts/index.js';
import { countryName, isCountry } from '../countries/index.js';
import { courierTitle, findCourier } from '../couriers/index.js';
import { resolveTags, tagsById } from '../tags/index.js';
import { countableStatuses, listConditions, searchCondition, type ListCriteria } from './list-filters.js';
import * as repo from './repository.js';
import { scopeOf, type ShipmentScope } from './scope.js';
import { toDetail, toListItem, type Lookups } from './views.js';

type CreateInput = z.output<typeof createShipmentBody>;
export type UpdateInput = z.output<typeof updateShipmentBody>;

async function lookupsFor(ctx: ServiceContext, tenantId: string, rows: repo.ShipmentRow[]): Promise<Lookups> {
  const [tags, userNames] = await Promise.all([
    tagsById(ctx, tenantId, rows.flatMap((row) => row.tagIds)),
    userNamesById(ctx, tenantId, rows.flatMap((row) => (row.assignedId ? [row.assignedId] : []))),
  ]);
  return { tags, userNames };
}

async function detailOf(ctx: ServiceContext, tenantId: string, row: repo.ShipmentRow): Promise<ShipmentDetail> {
  return (await detailsOfRows(ctx, tenantId, [row])).get(row.id)!;
}

/**
 * Shipments as `GET /trackings/{id}` gives them, for consumers of shipment events (webhooks),
 * by id; shipments that are gone are left out. Reads in the caller's transaction when given one.
 */
export async function shipmentDetails(ctx: ServiceContext, tenantId: string, ids: string[]): Promise<Map<string, ShipmentDetail>> {
  return detailsOfRows(ctx, tenantId, await repo.findShipmentsByIds(ctx.db, { tenantId, onlyAssignedTo: null }, [...new Set(ids)]));
}

async function detailsOfRows(ctx: ServiceContext, tenantId: string, rows: repo.ShipmentRow[]): Promise<Map<string, ShipmentDetail>> {
  if (!rows.length) return new Map();
  const [scans, lookups] = await Promise.all([repo.checkpointsOf(ctx.db, tenantId, rows.map((row) => row.id)), lookupsFor(ctx, tenantId, rows)]);
  const scansOf = new Map<string, typeof scans>();
  for (const scan of scans) {
    const list = scansOf.get(scan.shipmentId);
    if (list) list.push(scan);
    else scansOf.set(scan.shipmentId, [scan]);
  }
  return new Map(rows.map((row) => [row.id, toDetail(row, scansOf.get(row.id) ?? [], lookups)]));
}

/** Deletes what the caller may see; each deletion's event carries the shipment as it was. */
async function removeShipments(ctx: ServiceContext, scope: ShipmentScope, ids: string[]): Promise<number> {
  const snapshots = await detailsOfRows(ctx, scope.tenantId, await repo.findShipmentsByIds(ctx.db, scope, ids));
  return repo.deleteShipments(ctx.db, scope, ids, snapshots);
}

/** Only main users assign; the assignee must be an active sub-user of the same tenant. */
async function checkAssignee(ctx: ServiceContext, auth: AuthContext, assignedId: string | null): Promise<void> {
  if (auth.userType !== 'user') throw new AppError(403, SHIPMENT_MESSAGES.subUserCannotAssign);
  if (assignedId && !(await isAssignableUser(ctx, auth.tenantId, assignedId))) throw invalidField('assigned_id', SHIPMENT_MESSAGES.assigneeNotFound);
}

/** The Add-shipment rules that need the courier catalogue: the first broken rule's message, or null. */
function courierRuleViolation(input: CreateInput): { field: string; message: string } | null {
  const courier = findCourier(input.slug);
  if (!courier) return { field: 'slug', message: SHIPMENT_MESSAGES.courierRequired };
  if (courier.required_fields.includes('postal_code') && !input.postal_code) return { field: 'postal_code', message: SHIPMENT_MESSAGES.postalCodeRequired };
  if (courier.required_fields.includes('tracking_ship_date') && !input.tracking_ship_date) return { field: 'tracking_ship_date', message: SHIPMENT_MESSAGES.shipDateInvalid };
  if (input.origin_country && !isCountry(input.origin_country)) return { field: 'origin_country', message: SHIPMENT_MESSAGES.countryInvalid };
  return null;
}

/** The row to store for a checked input; due at once, so the tracking engine picks it up on its next pass. */
function newShipmentRow(input: CreateInput, assignedId: string | null, tagIds: string[]): repo.NewShipment {
  return {
    trackingNumber: input.tracking_number,
    slug: input.slug,
    source: input.source || 'Web',
    orderId: input.order_id,
    orderUrl: input.order_url,
    customerName: input.customer_name,
    customerEmails: input.customer_emails,
    otherEmails: input.other_emails,
    customerPhoneNumbers: input.customer_phone_numbers,
    postalCode: input.postal_code,
    trackingShipDate: input.tracking_ship_date ? parseShipDate(input.tracking_ship_date)!.toISOString().slice(0, 10) : null,
    originCountry: input.origin_country,
    language: input.language,
    assignedId,
    tagIds,
    nextCheckAt: new Date(),
  };
}

export async function createShipment(ctx: ServiceContext, auth: AuthContext, input: CreateInput) {
  const violation = courierRuleViolation(input);
  if (violation) throw invalidField(violation.field, violation.message);
  const scope = scopeOf(auth);
  let assignedId = input.assigned_id ?? null;
  if (assignedId) await checkAssignee(ctx, auth, assignedId);
  // A sub-user who sees only its own shipments would otherwise create one it cannot see.
  if (scope.onlyAssignedTo) assignedId = scope.onlyAssignedTo;
  const tags = await resolveTags(ctx, auth.tenantId, input.tag.map((tag) => tag.tag_id));
  const row = await repo.insertShipment(ctx.db, auth.tenantId, newShipmentRow(input, assignedId, tags.map((tag) => tag._id)));
  if (!row) throw duplicate(SHIPMENT_MESSAGES.duplicate, (await repo.findShipmentByNumber(ctx.db, scope, input.slug, input.tracking_number))?.id);
  return detailOf(ctx, auth.tenantId, row);
}

export type NewShipment = repo.NewShipment;
export type CheckedShipment = { values: NewShipment } | { error: string };

/**
 * One imported row checked with the rules of Add shipment (the same schema and courier rules);
 * assignment and tags are not imported, and a restricted sub-user's rows are assigned to it.
 */
export function checkNewShipment(raw: unknown, scope: ShipmentScope): CheckedShipment {
  const parsed = createShipmentBody.safeParse(raw);
  if (!parsed.success) return { error: parsed.error.issues[0]!.message };
  const input = { ...parsed.data, assigned_id: null, tag: [] };
  const violation = courierRuleViolation(input);
  return violation ? { error: violation.message } : { values: newShipmentRow(input, scope.onlyAssignedTo, []) };
}

export type EncodedShipment = repo.EncodedShipment;
/** A checked shipment as `addCheckedShipments` takes it, encoded once when it is checked. */
export const encodeShipment = (values: NewShipment): EncodedShipment => repo.encodeShipment(values);

/**
 * Stores checked shipments with their `shipment.created` events in one statement (pass a
 * transaction to commit them with other work); returns "slug tracking_number" of those created,
 * the others already existed.
 */
export async function addCheckedShipments(db: Db, tenantId: string, rows: EncodedShipment[]): Promise<Set<string>> {
  const created = await repo.insertShipments(db, tenantId, rows);
  return new Set(created.map((row) => shipmentKey(row.slug, row.trackingNumber)));
}

/** A store's privacy request (Shopify customers/redact): the customer's details leave the shipments of those orders. */
export function redactCustomers(ctx: ServiceContext, tenantId: string, orderUrls: string[]): Promise<number> {
  return repo.redactCustomerDetails(ctx.db, tenantId, orderUrls);
}

/** The identity of a shipment within a tenant (unique on courier and tracking number). */
export const shipmentKey = (slug: string, trackingNumber: string) => `${slug} ${trackingNumber}`;

/** How many shipments a list request matches. */
export async function countMatching(ctx: ServiceContext, criteria: ListCriteria): Promise<number> {
  return repo.countShipments(ctx.db, listConditions(criteria));
}

/**
 * Every shipment a list request matches as list rows, newest first, a page at a time (exports).
 * The next page is read while the caller handles the current one.
 */
export async function* listAllMatching(ctx: ServiceContext, criteria: ListCriteria, pageSize: number): AsyncGenerator<ShipmentListItem[]> {
  const where = listConditions(criteria);
  type Page = { rows: repo.ShipmentRow[]; lookups: Lookups };
  const read = async (after: repo.ListCursor | null): Promise<Page> => {
    const rows = await repo.shipmentsAfter(ctx.db, criteria.scope.tenantId, where, after, pageSize);
    return { rows, lookups: await lookupsFor(ctx, criteria.scope.tenantId, rows) };
  };
  for (let next: Promise<Page> | null = read(null); next; ) {
    const page: Page = await next;
    next = page.rows.length === pageSize ? read(page.rows[page.rows.length - 1]!.id) : null;
    if (page.rows.length) yield page.rows.map((row) => toListItem(row, page.lookups));
  }
}

/** The id of the caller's shipment of this courier and number (`/trackings/{slug}/{tracking_number}`). */
export async function shipmentIdOf(ctx: ServiceContext, auth: AuthContext, slug: string, trackingNumber: string): Promise<string> {
  const row = await repo.findShipmentByNumber(ctx.db, scopeOf(auth), slug, trackingNumber);
  if (!row) throw notFound(SHIPMENT_MESSAGES.notFound);
  return row.id;
}

export async function getShipment(ctx: ServiceContext, auth: AuthContext, id: string) {
  const row = await repo.findShipment(ctx.db, scopeOf(auth), id);
  if (!row) throw notFound(SHIPMENT_MESSAGES.notFound);
  return detailOf(ctx, auth.tenantId, row);
}

export async function updateShipment(ctx: ServiceContext, auth: AuthContext, id: string, input: UpdateInput) {
  const scope = scopeOf(auth);
  const current = await repo.findShipment(ctx.db, scope, id);
  if (!current) throw notFound(SHIPMENT_MESSAGES.notFound);
  if (input.assigned_id !== undefined && input.assigned_id !== current.assignedId) await checkAssignee(ctx, auth, input.assigned_id);
  const tags = await resolveTags(ctx, auth.tenantId, input.tags.map((tag) => tag.tag_id));
  const row = await repo.updateShipment(ctx.db, scope, id, {
    customerName: input.customer_name,
    customerEmails: input.customer_emails,
    otherEmails: input.other_emails,
    customerPhoneNumbers: input.customer_phone_numbers,
    orderId: input.order_id,
    orderUrl: input.order_url,
    tagIds: tags.map((tag) => tag._id),
    ...(input.assigned_id !== undefined ? { assignedId: input.assigned_id } : {}),
    ...(input.language !== undefined ? { language: input.language } : {}),
  });
  if (!row) throw notFound(SHIPMENT_MESSAGES.notFound);
  return detailOf(ctx, auth.tenantId, row);
}

export async function deleteShipment(ctx: ServiceContext, auth: AuthContext, id: string): Promise<void> {
  if ((await removeShipments(ctx, scopeOf(auth), [id])) === 0) throw notFound(SHIPMENT_MESSAGES.notFound);
}

function checkBulk(ids: string[]): string[] {
  if (ids.length > BULK_LIMIT) throw badRequest(SHIPMENT_MESSAGES.tooManySelected);
  return [...new Set(ids)];
}

/** Bulk actions touch only shipments the caller may see; the count says how many changed. */
/** None of the ids is a shipment the caller may see (another tenant's, or gone): 404 like a single one. */
function someFound(count: number): number {
  if (count === 0) throw notFound(SHIPMENT_MESSAGES.notFound);
  return count;
}

export async function bulkDelete(ctx: ServiceContext, auth: AuthContext, ids: string[]): Promise<number> {
  return someFound(await removeShipments(ctx, scopeOf(auth), checkBulk(ids)));
}

export async function bulkUpdateStatus(ctx: ServiceContext, auth: AuthContext, ids: string[], status: string): Promise<number> {
  return someFound(await repo.updateShipmentsStatus(ctx.db, scopeOf(auth), checkBulk(ids), status));
}

export async function bulkAssign(ctx: ServiceContext, auth: AuthContext, ids: string[], assignedId: string | null): Promise<number> {
  const scope = scopeOf(auth);
  await checkAssignee(ctx, auth, assignedId);
  return someFound(await repo.assignShipments(ctx.db, scope, checkBulk(ids), assignedId));
}

export async function listShipments(
  ctx: ServiceContext,
  auth: AuthContext,
  request: { pageId: number; limit: number; filters: ShipmentFilters; search: string },
) {
  const criteria = { scope: scopeOf(auth), filters: request.filters, search: request.search };
  const where = listConditions(criteria);
  const offset = (request.pageId - 1) * request.limit;
  const { rows, total } = request.search
    ? await searchPage(ctx, auth.tenantId, where, offset, request.limit)
    : await pageAndCount(ctx, auth.tenantId, where, countableStatuses(criteria), offset, request.limit);
  const lookups = await lookupsFor(ctx, auth.tenantId, rows);
  return { trackings: rows.map((row) => toListItem(row, lookups)), total_records: total, page_info: pageInfo(request.pageId, request.limit, total) };
}

/** The page and its total in parallel: the total from the status counters when they suffice. */
async function pageAndCount(ctx: ServiceContext, tenantId: string, where: SQL, countFrom: string[] | null, offset: number, limit: number) {
  const [page, total] = await Promise.all([
    repo.listShipments(ctx.db, tenantId, where, offset, limit),
    countFrom ? repo.countByStatusCounters(ctx.db, tenantId, countFrom) : repo.countShipments(ctx.db, where),
  ]);
  return { rows: page.rows, total };
}

/** A search's page and total from one trigram scan; past the last page the total is counted. */
async function searchPage(ctx: ServiceContext, tenantId: string, where: SQL, offset: number, limit: number) {
  const page = await repo.listShipments(ctx.db, tenantId, where, offset, limit, true);
  const total = page.total ?? (offset > 0 ? await repo.countShipments(ctx.db, where) : 0);
  return { rows: page.rows, total };
}

/** Options of the list's filter dropdowns, from the values the tenant's shipments hold. */
export async function filterOptions(ctx: ServiceContext, auth: AuthContext) {
  const scope = scopeOf(auth);
  const [couriers, origins, destinations, subUsers] = await Promise.all([
    repo.distinctValues(ctx.db, scope, 'slug'),
    repo.distinctValues(ctx.db, scope, 'origin_country'),
    repo.distinctValues(ctx.db, scope, 'destination_country'),
    auth.userType === 'user' ? assignableUserOptions(ctx, auth.tenantId) : Promise.resolve([]),
  ]);
  const byLabel = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label);
  const countries = (values: string[]) => values.map((iso) => ({ label: countryName(iso) ?? iso, value: iso })).sort(byLabel);
  return {
    status: SHIPMENT_STATUSES.map((status) => ({ label: STATUS_LABELS[status], value: status })),
    courier: couriers.map((slug) => ({ label: courierTitle(slug), value: slug })).sort(byLabel),
    origin: countries(origins),
    destination: countries(destinations),
    sub_users: subUsers.length ? [{ label: 'Unassigned Shipments', value: false as const }, ...subUsers] : [],
    transit_days: TRANSIT_DAY_OPTIONS.map((option) => ({ ...option })),
  };
}

export async function suggest(ctx: ServiceContext, auth: AuthContext, query: string) {
  const scope = scopeOf(auth);
  if (query.replace(/\\(.)/g, '$1').trim().length < 3) throw invalidField('query', SHIPMENT_MESSAGES.searchTooShort);
  const rows = await repo.suggestShipments(ctx.db, scope, searchCondition(query), 10);
  return rows.map((row) => ({ _id: row.id, tracking_number: row.trackingNumber || '-', slug: row.slug }));
}
