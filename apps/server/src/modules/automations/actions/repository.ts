import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../../../db/client.js';

/** The edit raises `shipment.edited` like an edit by hand, so webhooks and the list hear of it. */
const editedEvent = (change: string) => sql`
  insert into events (tenant_id, type, subject_id, payload)
  select tenant_id, 'shipment.edited', id, jsonb_build_object('tracking_number', tracking_number, 'slug', slug,
    'assigned_id', assigned_id, 'current_status', current_status, 'change', ${change}::text)
  from changed`;

/** Assigns the shipment to an active team member who accepted the invite; returns the name, or null. */
export async function assignShipment(tx: Tx, tenantId: string, shipmentId: string, userId: string): Promise<string | null> {
  const [user] = rowsOf(await tx.execute(sql`select name from users where tenant_id = ${tenantId}::uuid and id = ${userId}::uuid and active = 1 and invite = 1`));
  if (!user) return null;
  await tx.execute(sql`
    with changed as (
      update shipments set assigned_id = ${userId}::uuid, updated_at = now()
      where tenant_id = ${tenantId}::uuid and id = ${shipmentId}::uuid and assigned_id is distinct from ${userId}::uuid
      returning tenant_id, id, tracking_number, slug, assigned_id, current_status
    ) ${editedEvent('automation assign')}`);
  return String(user.name);
}

/** Adds the tags that still exist; returns their names. */
export async function addTags(tx: Tx, tenantId: string, shipmentId: string, tagIds: string[]): Promise<string[]> {
  const list = sql.join(tagIds.map((id) => sql`${id}::uuid`), sql`, `);
  const found = rowsOf(await tx.execute(sql`select id, tag_name from tags where tenant_id = ${tenantId}::uuid and id in (${list}) order by tag_name`));
  if (!found.length) return [];
  const ids = sql.join(found.map((row) => sql`${String(row.id)}::uuid`), sql`, `);
  await tx.execute(sql`
    with changed as (
      update shipments set tag_ids = array(select distinct unnest(tag_ids || array[${ids}])), updated_at = now()
      where tenant_id = ${tenantId}::uuid and id = ${shipmentId}::uuid and not (tag_ids @> array[${ids}])
      returning tenant_id, id, tracking_number, slug, assigned_id, current_status
    ) ${editedEvent('automation tag')}`);
  return found.map((row) => String(row.tag_name));
}

/** Cancels the scheduled repeats of a rule for a shipment; returns how many. */
export async function cancelRepeats(tx: Tx, tenantId: string, ruleId: string, shipmentId: string, detail: string): Promise<number> {
  const result = await tx.execute(sql`
    update automation_steps set status = 'cancelled', detail = ${detail}, done_at = now()
    where tenant_id = ${tenantId}::uuid and rule_id = ${ruleId}::uuid and shipment_id = ${shipmentId}::uuid and status = 'scheduled' and step > 0
    returning id`);
  return rowsOf(result).length;
}

/** Whether a Stop Repeat Action ran for this rule and shipment after `since`. */
export async function repeatStoppedSince(tx: Tx, tenantId: string, ruleId: string, shipmentId: string, since: Date): Promise<boolean> {
  const rows = rowsOf(
    await tx.execute(sql`
      select 1 from automation_steps s join automation_rules r on r.tenant_id = s.tenant_id and r.id = s.rule_id
      where s.tenant_id = ${tenantId}::uuid and s.shipment_id = ${shipmentId}::uuid and s.action_type = 'REPEAT_ACTION_REMOVE' and s.status = 'done'
        and s.done_at >= ${since.toISOString()}::timestamptz
        and exists (select 1 from jsonb_array_elements(r.actions) a where a->'request_params'->>'automation_id' = ${ruleId}::text)
      limit 1`),
  );
  return rows.length > 0;
}

/** Plans the next repeat of a step (once: a second try of the same step writes nothing). */
export async function scheduleRepeat(tx: Tx, step: { tenantId: string; ruleId: string; runId: string; shipmentId: string; actionIndex: number; actionType: string; step: number }, dueAt: Date): Promise<void> {
  await tx.execute(sql`
    insert into automation_steps (tenant_id, rule_id, run_id, shipment_id, action_index, action_type, step, due_at)
    values (${step.tenantId}::uuid, ${step.ruleId}::uuid, ${step.runId}::uuid, ${step.shipmentId}::uuid, ${step.actionIndex}, ${step.actionType}, ${step.step + 1}, ${dueAt.toISOString()}::timestamptz)
    on conflict do nothing`);
}

/** Marks a step carried out (or skipped, failed, cancelled) with what it did. */
export async function finishStep(tx: Tx, tenantId: string, id: string, outcome: { status: string; detail: string; sends?: number }): Promise<void> {
  await tx.execute(sql`
    update automation_steps set status = ${outcome.status}, detail = ${outcome.detail.slice(0, 2000)}, sends = ${outcome.sends ?? 0}, done_at = now()
    where tenant_id = ${tenantId}::uuid and id = ${id}::uuid`);
}

/** Leaves a step scheduled, due again at `dueAt` (a try that met a concurrent transaction's locks). */
export async function postponeStep(tx: Tx, tenantId: string, id: string, dueAt: Date): Promise<void> {
  await tx.execute(sql`update automation_steps set due_at = ${dueAt.toISOString()}::timestamptz where tenant_id = ${tenantId}::uuid and id = ${id}::uuid`);
}

/** Takes due steps (SKIP LOCKED: several workers share them); the lock holds until the caller's transaction ends. */
export async function claimDueSteps(tx: Tx, limit: number): Promise<Record<string, unknown>[]> {
  return rowsOf(
    await tx.execute(sql`
      select s.id, s.tenant_id, s.run_id, s.shipment_id, s.action_index, s.action_type, s.step, run.created_at as run_at,
        r.id as rule_id, r.name, r.event_type, r.custom_event_id, r.logical_operator, r.active, r.activated_at, r.conditions, r.actions,
        r.created_at as rule_created_at, r.updated_at as rule_updated_at
      from automation_steps s
      join automation_rules r on r.tenant_id = s.tenant_id and r.id = s.rule_id
      join automation_runs run on run.tenant_id = s.tenant_id and run.id = s.run_id
      where s.status = 'scheduled' and s.due_at <= now()
      order by s.due_at limit ${limit}
      for update of s skip locked`),
  );
}
