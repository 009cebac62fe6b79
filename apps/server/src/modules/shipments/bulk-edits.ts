import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { editedEventsOf } from '../../platform/event-log.js';
import { changedVersions, COUNTED_COLUMNS, countersFrom } from './counters.js';

/**
 * Edits of many shipments at once that other modules ask for (automation actions, a deleted
 * tag): each is one statement, with a `shipment.edited` event per changed shipment in it, so
 * webhooks and the list hear of it as of an edit by hand.
 */

/** Assigns each shipment to its user in one statement; a shipment already theirs is left as it is. */
export async function assignShipments(tx: Tx, tenantId: string, assignments: { shipmentId: string; userId: string }[]): Promise<void> {
  if (!assignments.length) return;
  await tx.execute(sql`
    with input as (
      select * from jsonb_to_recordset(${JSON.stringify(assignments.map(({ shipmentId, userId }) => ({ id: shipmentId, new_assigned_id: userId })))}::jsonb) as input(id uuid, new_assigned_id uuid)
    ), target as (
      -- Locked first: the old assignee is what the counters take the shipment from.
      select id, ${COUNTED_COLUMNS}, new_assigned_id from shipments s join input using (id)
      where s.tenant_id = ${tenantId}::uuid and s.assigned_id is distinct from input.new_assigned_id order by s.id for update of s
    ), changed as (
      update shipments s set assigned_id = target.new_assigned_id, updated_at = now()
      from target where s.tenant_id = target.tenant_id and s.id = target.id
      returning s.tenant_id, s.id, s.tracking_number, s.slug, s.assigned_id, s.current_status, s.created_at, s.destination_country, s.delivery_time
    ), ${countersFrom(changedVersions(sql`target`, sql`changed`))}
    ${editedEventsOf(sql`changed`, 'automation assign')}`);
}

/** Adds tags to shipments in one statement; a shipment that has them all already is left as it is. */
export async function addTagsToShipments(tx: Tx, tenantId: string, additions: { shipmentId: string; tagIds: string[] }[]): Promise<void> {
  if (!additions.length) return;
  await tx.execute(sql`
    with input as (
      select * from jsonb_to_recordset(${JSON.stringify(additions.map(({ shipmentId, tagIds }) => ({ id: shipmentId, tag_ids: tagIds })))}::jsonb) as input(id uuid, tag_ids uuid[])
    ), changed as (
      update shipments s set tag_ids = array(select distinct unnest(s.tag_ids || input.tag_ids)), updated_at = now()
      from input where s.tenant_id = ${tenantId}::uuid and s.id = input.id and not (s.tag_ids @> input.tag_ids)
      returning s.tenant_id, s.id, s.tracking_number, s.slug, s.assigned_id, s.current_status
    ) ${editedEventsOf(sql`changed`, 'automation tag')}`);
}

/** Takes a tag that is being deleted off every shipment of the tenant that carries it, in one statement. */
export async function removeTagFromShipments(tx: Tx, tenantId: string, tagId: string): Promise<void> {
  await tx.execute(sql`
    with changed as (
      update shipments set tag_ids = array_remove(tag_ids, ${tagId}::uuid), updated_at = now()
      where tenant_id = ${tenantId}::uuid and tag_ids @> array[${tagId}::uuid]
      returning tenant_id, id, tracking_number, slug, assigned_id, current_status
    )
    ${editedEventsOf(sql`changed`, 'tag deleted')}`);
}
