import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { editedEventsOf } from '../../platform/event-log.js';
import { countVersions, lockVersions } from './counters.js';

/**
 * Edits of many shipments at once that other modules ask for (automation actions, a deleted
 * tag): each is one statement, with a `shipment.edited` event per changed shipment in it, so
 * webhooks and the list hear of it as of an edit by hand.
 */

/**
 * Assigns each shipment to its user; a shipment already theirs is left as it is. The rows are
 * locked and read first (the counters move each from its old assignee), then changed with their
 * events in one statement, on the tenant's shard.
 */
export async function assignShipments(tx: Tx, tenantId: string, assignments: { shipmentId: string; userId: string }[]): Promise<void> {
  const wanted = new Map(assignments.map(({ shipmentId, userId }) => [shipmentId, userId]));
  const before = await lockVersions(tx, tenantId, [...wanted.keys()]);
  const moving = [...before].filter(([id, version]) => version.assignedId !== wanted.get(id));
  if (!moving.length) return;
  await tx.execute(sql`
    with input as (
      select * from jsonb_to_recordset(${JSON.stringify(moving.map(([id]) => ({ id, new_assigned_id: wanted.get(id) })))}::jsonb) as input(id uuid, new_assigned_id uuid)
    ), changed as (
      update shipments s set assigned_id = input.new_assigned_id, updated_at = now()
      from input where s.tenant_id = ${tenantId}::uuid and s.id = input.id
      returning s.tenant_id, s.id, s.tracking_number, s.slug, s.assigned_id, s.current_status
    ) ${editedEventsOf(sql`changed`, 'automation assign')}`);
  await countVersions(tx, moving.map(([id, version]) => ({ before: version, after: { ...version, assignedId: wanted.get(id)! } })));
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
