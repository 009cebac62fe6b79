import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../../../db/client.js';
import { claimRows } from '../../../platform/claim.js';

const uuidList = (ids: string[]) => sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `);

/** Active team members who accepted their invite, by id, with their names. */
export async function assignableUsers(tx: Tx, tenantId: string, userIds: string[]): Promise<Map<string, string>> {
  if (!userIds.length) return new Map();
  const rows = rowsOf(await tx.execute(sql`select id, name from users where tenant_id = ${tenantId}::uuid and id in (${uuidList(userIds)}) and active = 1 and invite = 1`));
  return new Map(rows.map((row) => [String(row.id), String(row.name)]));
}

/** The tenant's tags among these ids, by id, with their names. */
export async function existingTags(tx: Tx, tenantId: string, tagIds: string[]): Promise<Map<string, string>> {
  if (!tagIds.length) return new Map();
  const rows = rowsOf(await tx.execute(sql`select id, tag_name from tags where tenant_id = ${tenantId}::uuid and id in (${uuidList(tagIds)}) order by tag_name`));
  return new Map(rows.map((row) => [String(row.id), String(row.tag_name)]));
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

/** What a repeat is planned from: the step it follows. */
export interface RepeatOf {
  tenantId: string;
  ruleId: string;
  runId: string;
  shipmentId: string;
  actionIndex: number;
  actionType: string;
  step: number;
}

/** Plans the next repeat of each step, in one statement (once: a second try of the same step writes nothing). */
export async function scheduleRepeats(tx: Tx, repeats: { of: RepeatOf; dueAt: Date }[]): Promise<void> {
  if (!repeats.length) return;
  const rows = repeats.map(({ of, dueAt }) => ({
    tenant_id: of.tenantId,
    rule_id: of.ruleId,
    run_id: of.runId,
    shipment_id: of.shipmentId,
    action_index: of.actionIndex,
    action_type: of.actionType,
    step: of.step + 1,
    due_at: dueAt.toISOString(),
  }));
  await tx.execute(sql`
    insert into automation_steps (tenant_id, rule_id, run_id, shipment_id, action_index, action_type, step, due_at)
    select tenant_id, rule_id, run_id, shipment_id, action_index, action_type, step, due_at
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as input(tenant_id uuid, rule_id uuid, run_id uuid, shipment_id uuid, action_index int, action_type text, step int, due_at timestamptz)
    on conflict do nothing`);
}

/** Marks steps carried out (or skipped, failed, cancelled) with what each did, in one statement. */
export async function finishSteps(tx: Tx, finished: { tenantId: string; id: string; outcome: { status: string; detail: string; sends?: number } }[]): Promise<void> {
  if (!finished.length) return;
  const rows = finished.map(({ tenantId, id, outcome }) => ({ tenant_id: tenantId, id, status: outcome.status, detail: outcome.detail.slice(0, 2000), sends: outcome.sends ?? 0 }));
  await tx.execute(sql`
    update automation_steps s set status = input.status, detail = input.detail, sends = input.sends, done_at = now()
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as input(tenant_id uuid, id uuid, status text, detail text, sends int)
    where s.tenant_id = input.tenant_id and s.id = input.id`);
}

/** Leaves steps scheduled, due again at `dueAt` (tries that met a concurrent transaction's locks). */
export async function postponeSteps(tx: Tx, postponed: { tenantId: string; id: string }[], dueAt: Date): Promise<void> {
  if (!postponed.length) return;
  const rows = postponed.map(({ tenantId, id }) => ({ tenant_id: tenantId, id }));
  await tx.execute(sql`
    update automation_steps s set due_at = ${dueAt.toISOString()}::timestamptz
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as input(tenant_id uuid, id uuid)
    where s.tenant_id = input.tenant_id and s.id = input.id`);
}

/** The due steps, with the rule and run each belongs to (only the steps are locked). */
export const DUE_STEPS = {
  from: sql`automation_steps s
          join automation_rules r on r.tenant_id = s.tenant_id and r.id = s.rule_id
          join automation_runs run on run.tenant_id = s.tenant_id and run.id = s.run_id`,
  where: sql`s.status = 'scheduled' and s.due_at <= now()`,
  orderBy: sql`s.due_at`,
  lockOf: 's',
};

/** Claims due steps (several workers share them), of one tenant when given; the lock holds until the caller's transaction ends. */
export async function claimDueSteps(tx: Tx, limit: number, tenantId?: string): Promise<Record<string, unknown>[]> {
  return rowsOf(
    await tx.execute(
      claimRows({
        ...DUE_STEPS,
        columns: sql`s.id, s.tenant_id, s.run_id, s.shipment_id, s.action_index, s.action_type, s.step, run.created_at as run_at,
          r.id as rule_id, r.name, r.event_type, r.custom_event_id, r.logical_operator, r.active, r.activated_at, r.conditions, r.actions,
          r.created_at as rule_created_at, r.updated_at as rule_updated_at`,
        limit,
        tenantId,
      }),
    ),
  );
}
