import { sql, type SQL } from 'drizzle-orm';
import { domainEvent, EVENT_PAYLOAD_FIELDS, type DomainEvent, type DomainEventType, type EventPayload } from '@trailpost/contracts';
import type { Db, Tx } from '../db/client.js';
import { events } from '../db/schema/index.js';

/**
 * The one writer of the `events` outbox (decision 0046). A change and its events go in the
 * caller's transaction or statement; the rows are the typed union of contracts, never a
 * hand-built JSON object, so what a consumer parses is what a producer wrote.
 */

/** An event to record: what happened (the union) to which shipment of which tenant. */
export type NewEvent = DomainEvent & { tenantId: string; subjectId: string };

/** Writes events, each checked against its schema first, in the transaction it is given. */
export async function recordEvents(tx: Tx | Db, raised: NewEvent[]): Promise<void> {
  if (!raised.length) return;
  const rows = raised.map(({ tenantId, subjectId, type, payload }) => {
    const event = domainEvent.parse({ type, payload });
    return { tenantId, subjectId, type: event.type, payload: event.payload };
  });
  await tx.insert(events).values(rows);
}

/** Payload fields are our own snake_case names: safe to write as SQL literals. */
const FIELD_NAME = /^[a-z_]+$/;

/**
 * The set-based form, for a statement that changes many shipments at once: SQL that inserts
 * one event of `type` per row of `from` (a CTE of the changed rows, with its filter), each
 * payload field named by the union and valued by a column expression. Append it to the
 * statement that makes the change, so a bulk update stays one round trip.
 */
export function recordEventsFrom<T extends DomainEventType>(
  type: T,
  rows: { from: SQL; tenantId: SQL; subjectId: SQL; payload: { [K in keyof EventPayload<T>]-?: SQL } },
): SQL {
  const payload = rows.payload as Record<string, SQL>;
  const fields = EVENT_PAYLOAD_FIELDS[type].map((field) => {
    if (!FIELD_NAME.test(field) || !payload[field]) throw new Error(`Event ${type} needs its payload field ${field}`);
    return sql`${sql.raw(`'${field}'`)}, ${payload[field]}`;
  });
  return sql`insert into events (tenant_id, type, subject_id, payload)
    select ${rows.tenantId}, ${sql.raw(`'${type}'`)}, ${rows.subjectId}, jsonb_build_object(${sql.join(fields, sql`, `)})
    from ${rows.from}`;
}

/**
 * `shipment.edited` for each changed shipment of `from`, whose columns are the shipments'
 * (tenant_id, id, tracking_number, slug, assigned_id, current_status): the bulk edits of tags
 * and of automation actions raise it the same way.
 */
export function editedEventsOf(from: SQL, change: string): SQL {
  return recordEventsFrom('shipment.edited', {
    from,
    tenantId: sql`tenant_id`,
    subjectId: sql`id`,
    payload: {
      tracking_number: sql`tracking_number`,
      slug: sql`slug`,
      assigned_id: sql`assigned_id`,
      current_status: sql`current_status`,
      change: sql`${change}::text`,
    },
  });
}
