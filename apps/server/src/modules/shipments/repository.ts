import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ShipmentStatus } from '@trailpost/contracts';
import { toNumber, type Db } from '../../db/client.js';
import { checkpoints, shipments, shipmentStatusCounts } from '../../db/schema/index.js';
import { recordEvents, recordEventsFrom, type NewEvent } from '../../platform/event-log.js';
import { changedVersions, COUNTED_COLUMNS, countersFrom, countVersions, lockVersions, versionsOf } from './counters.js';
import type { ShipmentScope } from './scope.js';

export type ShipmentRow = typeof shipments.$inferSelect;
export type NewShipment = Omit<typeof shipments.$inferInsert, 'tenantId' | 'id'>;

/** The scope as a condition: tenant first, and the assignee for restricted sub-users. */
function inScope(scope: ShipmentScope, ...more: SQL[]): SQL {
  const conditions = [eq(shipments.tenantId, scope.tenantId), ...more];
  if (scope.onlyAssignedTo) conditions.push(eq(shipments.assignedId, scope.onlyAssignedTo));
  return and(...conditions)!;
}

type EventSubject = Pick<ShipmentRow, 'trackingNumber' | 'slug' | 'assignedId' | 'currentStatus'>;

/** The fields every shipment event carries; the status column's check keeps it one of the statuses. */
const subjectOf = (row: EventSubject) => ({
  tracking_number: row.trackingNumber,
  slug: row.slug,
  assigned_id: row.assignedId,
  current_status: row.currentStatus as ShipmentStatus,
});

/** Adds a shipment and its `shipment.created` event in one transaction; null when it already exists. */
export async function insertShipment(db: Db, tenantId: string, values: NewShipment): Promise<ShipmentRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(shipments)
      .values({ ...values, tenantId })
      .onConflictDoNothing({ target: [shipments.tenantId, shipments.slug, shipments.trackingNumber] })
      .returning();
    if (!row) return null;
    await countVersions(tx, [{ after: row }]);
    await recordEvents(tx, [{
      tenantId,
      type: 'shipment.created',
      subjectId: row.id,
      payload: { ...subjectOf(row), source: row.source },
    }]);
    return row;
  });
}

/** A new shipment in the bulk insert's JSON form: a batch waiting for its turn holds one string per row. */
export type EncodedShipment = string & { readonly __encoded: 'shipment' };

export function encodeShipment(row: NewShipment): EncodedShipment {
  return JSON.stringify({
    tracking_number: row.trackingNumber,
    slug: row.slug,
    source: row.source ?? 'Web',
    order_id: row.orderId ?? null,
    order_url: row.orderUrl ?? null,
    customer_name: row.customerName ?? null,
    customer_emails: row.customerEmails ?? [],
    other_emails: row.otherEmails ?? [],
    customer_phone_numbers: row.customerPhoneNumbers ?? [],
    postal_code: row.postalCode ?? null,
    tracking_ship_date: row.trackingShipDate ?? null,
    origin_country: row.originCountry ?? null,
    language: row.language ?? null,
    assigned_id: row.assignedId ?? null,
  }) as EncodedShipment;
}

/**
 * Many shipments and their `shipment.created` events in one statement (a bulk load: one JSON
 * parameter, no per-row SQL); existing ones are skipped. Returns the rows created.
 */
export async function insertShipments(db: Db, tenantId: string, rows: EncodedShipment[]): Promise<{ slug: string; trackingNumber: string }[]> {
  if (rows.length === 0) return [];
  const result = await db.execute(sql`
    with input as (
      select * from jsonb_to_recordset(${`[${rows.join(',')}]`}::jsonb) as r(
        tracking_number text, slug text, source text, order_id text, order_url text, customer_name text,
        customer_emails text[], other_emails text[], customer_phone_numbers text[], postal_code text,
        tracking_ship_date date, origin_country text, language text, assigned_id uuid)
    ), created as (
      insert into shipments (tenant_id, tracking_number, slug, source, order_id, order_url, customer_name, customer_emails,
        other_emails, customer_phone_numbers, postal_code, tracking_ship_date, origin_country, language, assigned_id, next_check_at)
      select ${tenantId}::uuid, tracking_number, slug, source, order_id, order_url, customer_name, customer_emails,
        other_emails, customer_phone_numbers, postal_code, tracking_ship_date, origin_country, language, assigned_id, now()
      from input
      on conflict (tenant_id, slug, tracking_number) do nothing
      returning id, tracking_number, slug, assigned_id, current_status, source, tenant_id, created_at, destination_country, delivery_time,
        origin_country, promised_delivery, delivered_at, failed_attempt_at, exception_seen
    ), ${countersFrom(versionsOf(sql`created`, 1))}, raised as (
      ${recordEventsFrom('shipment.created', {
        from: sql`created`,
        tenantId: sql`${tenantId}::uuid`,
        subjectId: sql`id`,
        payload: { tracking_number: sql`tracking_number`, slug: sql`slug`, assigned_id: sql`assigned_id`, current_status: sql`current_status`, source: sql`source` },
      })}
    )
    select slug, tracking_number from created`);
  const created = (result as unknown as { rows: { slug: string; tracking_number: string }[] }).rows;
  return created.map((row) => ({ slug: row.slug, trackingNumber: row.tracking_number }));
}

/** The last shipment of the page before: keyset paging for long reads. */
export type ListCursor = string;

/**
 * The next page of matches after the shipment `afterId`, in list order (newest first). The
 * cursor's time is read in SQL, at full precision: a JavaScript Date would round it to the
 * millisecond and skip rows written in the same transaction.
 */
export async function shipmentsAfter(db: Db, tenantId: string, where: SQL, afterId: ListCursor | null, limit: number): Promise<ShipmentRow[]> {
  const after = afterId
    ? sql`(${shipments.createdAt}, ${shipments.id}) < (select c.created_at, c.id from shipments c where c.tenant_id = ${tenantId}::uuid and c.id = ${afterId}::uuid)`
    : undefined;
  return db
    .select()
    .from(shipments)
    .where(after ? and(where, after) : where)
    .orderBy(desc(shipments.createdAt), desc(shipments.id))
    .limit(limit);
}

export async function findShipment(db: Db, scope: ShipmentScope, id: string): Promise<ShipmentRow | null> {
  const [row] = await db.select().from(shipments).where(inScope(scope, eq(shipments.id, id))).limit(1);
  return row ?? null;
}

/** The shipment of this courier and number the scope sees (the pair is unique per tenant). */
export async function findShipmentByNumber(db: Db, scope: ShipmentScope, slug: string, trackingNumber: string): Promise<ShipmentRow | null> {
  const [row] = await db
    .select()
    .from(shipments)
    .where(inScope(scope, eq(shipments.slug, slug), eq(shipments.trackingNumber, trackingNumber)))
    .limit(1);
  return row ?? null;
}

/** The event a change other than the status raises: the fields a consumer needs to find the shipment. */
function editedEvent(row: EventSubject & Pick<ShipmentRow, 'tenantId' | 'id'>, change: string): NewEvent {
  return {
    tenantId: row.tenantId,
    type: 'shipment.edited',
    subjectId: row.id,
    payload: { ...subjectOf(row), change },
  };
}

/** Saves an edit and its `shipment.edited` event in one transaction. */
export async function updateShipment(db: Db, scope: ShipmentScope, id: string, values: Partial<NewShipment>): Promise<ShipmentRow | null> {
  return db.transaction(async (tx) => {
    const before = await lockVersions(tx, scope.tenantId, [id]);
    const [row] = await tx
      .update(shipments)
      .set({ ...values, updatedAt: sql`now()` })
      .where(inScope(scope, eq(shipments.id, id)))
      .returning();
    if (!row) return null;
    await countVersions(tx, [{ before: before.get(row.id), after: row }]);
    await recordEvents(tx, [editedEvent(row, 'edit')]);
    return row;
  });
}

export async function findShipmentsByIds(db: Db, scope: ShipmentScope, ids: string[]): Promise<ShipmentRow[]> {
  if (!ids.length) return [];
  return db.select().from(shipments).where(inScope(scope, inArray(shipments.id, ids)));
}

/**
 * Deletes shipments with a `shipment.deleted` event each, in one transaction. The event carries
 * what consumers must still tell about a shipment that is gone (`snapshots`, by id).
 */
export async function deleteShipments(db: Db, scope: ShipmentScope, ids: string[], snapshots: Map<string, unknown> = new Map()): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx.delete(shipments).where(inScope(scope, inArray(shipments.id, ids))).returning();
    if (rows.length) {
      await countVersions(tx, rows.map((row) => ({ before: row })));
      await recordEvents(
        tx,
        rows.map((row): NewEvent => ({
          tenantId: row.tenantId,
          type: 'shipment.deleted',
          subjectId: row.id,
          payload: { ...subjectOf(row), shipment: snapshots.get(row.id) ?? null },
        })),
      );
    }
    return rows.length;
  });
}

/**
 * Sets a status by hand, with the same `shipment.updated` event a courier update raises (one
 * per shipment whose status changed), in one statement. Delivered and Expired stop polling;
 * Delivered records the delivery as a courier's would, so the dashboard counts it.
 */
export async function updateShipmentsStatus(db: Db, scope: ShipmentScope, ids: string[], status: string): Promise<number> {
  const idList = sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `);
  const assignee = scope.onlyAssignedTo ? sql`and assigned_id = ${scope.onlyAssignedTo}` : sql``;
  // The time is passed in: a distributed database evaluates no now() inside CASE or COALESCE.
  const now = sql`${new Date()}::timestamptz`;
  const result = await db.execute(sql`
    with target as (
      select id, ${COUNTED_COLUMNS}, tracking_number from shipments
      where tenant_id = ${scope.tenantId} and id in (${idList}) ${assignee}
      order by id for update
    ), changed as (
      update shipments s set current_status = ${status}, updated_at = ${now},
        -- A person's status counts as of now: only newer courier news replaces it (decision 0015).
        reported_status = ${status}, reported_at = ${now},
        -- Open again means followed again: the courier is asked soon.
        next_check_at = case when ${status} in ('Delivered', 'Expired') then null else coalesce(s.next_check_at, ${now}) end,
        -- Delivered by hand means delivered now (unless it already was): its days in transit
        -- count like a courier's delivery, from the first scan or, without one, from when it was added.
        delivered_at = case when ${status} = 'Delivered' then coalesce(s.delivered_at, ${now}) end,
        delivery_time = case when ${status} = 'Delivered' then greatest(0, floor(
          extract(epoch from coalesce(s.delivered_at, ${now}) - coalesce(s.shipped_at, s.created_at)) / 86400))::int end
      from target where s.tenant_id = target.tenant_id and s.id = target.id
      returning s.id, s.tenant_id, s.created_at, s.slug, s.current_status, s.destination_country, s.assigned_id, s.delivery_time,
        s.origin_country, s.promised_delivery, s.delivered_at, s.failed_attempt_at, s.exception_seen,
        target.current_status as previous, target.tracking_number
    ), ${countersFrom(changedVersions(sql`target`, sql`changed`))}, raised as (
      ${recordEventsFrom('shipment.updated', {
        from: sql`changed where previous <> ${status}`,
        tenantId: sql`tenant_id`,
        subjectId: sql`id`,
        payload: {
          tracking_number: sql`tracking_number`, slug: sql`slug`, assigned_id: sql`assigned_id`,
          previous_status: sql`previous`, current_status: sql`${status}::text`, new_checkpoints: sql`0`, source: sql`'manual'`,
        },
      })}
    )
    select count(*) as n from changed`);
  return toNumber((result as unknown as { rows: { n: unknown }[] }).rows[0]?.n);
}

export async function assignShipments(db: Db, scope: ShipmentScope, ids: string[], assignedId: string | null): Promise<number> {
  return db.transaction(async (tx) => {
    const before = await lockVersions(tx, scope.tenantId, ids);
    const rows = await tx
      .update(shipments)
      .set({ assignedId, updatedAt: sql`now()` })
      .where(inScope(scope, inArray(shipments.id, ids)))
      .returning();
    await countVersions(tx, rows.map((row) => ({ before: before.get(row.id), after: row })));
    await recordEvents(tx, rows.map((row) => editedEvent(row, 'assign')));
    return rows.length;
  });
}

/**
 * One page, newest first. The page's ids are found first (an index-only walk, cheap even at a
 * deep offset), then only those rows are read. With `withTotal` the same pass also counts
 * every match (`count(*) over ()`): right for searches, whose matches are few and whose index
 * scan is the expensive part; wrong for broad filters, where it forces a sort of every match.
 */
export async function listShipments(db: Db, tenantId: string, where: SQL, offset: number, limit: number, withTotal = false) {
  const page = db
    .select({ pageId: shipments.id, total: (withTotal ? sql<string>`count(*) over ()` : sql<string>`null`).as('total') })
    .from(shipments)
    .where(where)
    .orderBy(desc(shipments.createdAt), desc(shipments.id))
    .offset(offset)
    .limit(limit)
    .as('page');
  const rows = await db
    .select({ shipment: shipments, total: page.total })
    .from(shipments)
    .innerJoin(page, and(eq(shipments.tenantId, tenantId), eq(shipments.id, page.pageId)))
    .orderBy(desc(shipments.createdAt), desc(shipments.id));
  return { rows: rows.map((row) => row.shipment), total: rows.length ? toNumber(rows[0]!.total) : null };
}

export async function countShipments(db: Db, where: SQL): Promise<number> {
  const [row] = await db.select({ n: sql<string>`count(*)` }).from(shipments).where(where);
  return toNumber(row?.n);
}

/** Sum of the per-status counters (exact: counters.ts keeps them with every change). */
export async function countByStatusCounters(db: Db, tenantId: string, statuses: string[]): Promise<number> {
  const [row] = await db
    .select({ n: sql<string>`coalesce(sum(${shipmentStatusCounts.count}), 0)` })
    .from(shipmentStatusCounts)
    .where(and(eq(shipmentStatusCounts.tenantId, tenantId), inArray(shipmentStatusCounts.status, statuses)));
  return toNumber(row?.n);
}

/** The scans of several shipments, each shipment's newest first. */
export function checkpointsOf(db: Db, tenantId: string, shipmentIds: string[]) {
  return db
    .select()
    .from(checkpoints)
    .where(and(eq(checkpoints.tenantId, tenantId), inArray(checkpoints.shipmentId, shipmentIds)))
    .orderBy(checkpoints.shipmentId, sql`${checkpoints.checkpointTime} desc nulls last`, desc(checkpoints.id));
}

export function suggestShipments(db: Db, scope: ShipmentScope, matches: SQL, limit: number) {
  return db
    .select({ id: shipments.id, trackingNumber: shipments.trackingNumber, slug: shipments.slug })
    .from(shipments)
    .where(inScope(scope, matches))
    .orderBy(desc(shipments.createdAt))
    .limit(limit);
}

type FacetColumn = 'slug' | 'origin_country' | 'destination_country';

/**
 * Distinct values of one column for a tenant. With an index leading (tenant_id, column) a
 * recursive "skip scan" reads one index entry per distinct value instead of every row.
 */
export async function distinctValues(db: Db, scope: ShipmentScope, column: FacetColumn): Promise<string[]> {
  const col = sql.identifier(column);
  const query = scope.onlyAssignedTo
    ? sql`select distinct ${col} as v from shipments where tenant_id = ${scope.tenantId} and assigned_id = ${scope.onlyAssignedTo} and ${col} is not null order by 1`
    : sql`with recursive walk(v) as (
          (select ${col} from shipments where tenant_id = ${scope.tenantId} and ${col} is not null order by ${col} limit 1)
          union all
          select (select ${col} from shipments where tenant_id = ${scope.tenantId} and ${col} > walk.v order by ${col} limit 1)
          from walk where walk.v is not null
        ) select v from walk where v is not null`;
  // Both drivers return { rows }; the shared Db type leaves the result untyped.
  const result = (await db.execute(query)) as unknown as { rows: { v: string }[] };
  return result.rows.map((row) => row.v);
}


/** A store's privacy request: the customer's details leave the shipments of these orders (by their order address). */
export async function redactCustomerDetails(db: Db, tenantId: string, orderUrls: string[]): Promise<number> {
  if (!orderUrls.length) return 0;
  const rows = await db
    .update(shipments)
    .set({ customerName: null, customerEmails: [], otherEmails: [], customerPhoneNumbers: [], postalCode: null, updatedAt: sql`now()` })
    .where(and(eq(shipments.tenantId, tenantId), inArray(shipments.orderUrl, orderUrls)))
    .returning({ id: shipments.id });
  return rows.length;
}
