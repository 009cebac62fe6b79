import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { ShipmentStatus } from '@trailpost/contracts';
import { dateOf, rowsOf, textArray, type Db, type Tx } from '../../../db/client.js';
import { merchantDeliverySettings } from '../../predictions/index.js';
import { customerDeliveryDueSql } from '../../shipments/index.js';
import type { RuleRow } from '../rules/repository.js';
import type { ShipmentFacts } from './facts.js';

type Executor = Db | Tx;

/** A rule row as `select *` gives it (snake case) turned into the drizzle shape. */
export function ruleOfRow(row: Record<string, unknown>): RuleRow {
  return {
    id: String(row.id),
    tenantId: String(row.tenant_id),
    name: String(row.name),
    eventType: String(row.event_type),
    customEventId: row.custom_event_id == null ? null : String(row.custom_event_id),
    logicalOperator: String(row.logical_operator),
    active: row.active === true || row.active === 't',
    activatedAt: dateOf(row.activated_at)!,
    conditions: typeof row.conditions === 'string' ? JSON.parse(row.conditions) : row.conditions,
    actions: typeof row.actions === 'string' ? JSON.parse(row.actions) : row.actions,
    createdAt: dateOf(row.created_at)!,
    updatedAt: dateOf(row.updated_at)!,
  };
}

/** The active rules of these tenants for these event types (one query per batch). */
export async function activeRules(db: Executor, tenantIds: string[], eventTypes: string[]): Promise<RuleRow[]> {
  if (!tenantIds.length) return [];
  const tenants = sql.join(tenantIds.map((id) => sql`${id}::uuid`), sql`, `);
  const types = sql.join(eventTypes.map((type) => sql`${type}::text`), sql`, `);
  const result = await db.execute(sql`select * from automation_rules where tenant_id in (${tenants}) and active and event_type in (${types}) order by created_at, id`);
  return rowsOf(result).map(ruleOfRow);
}

/** Shipments as conditions and actions read them; the first scan's place only when a rule asks for it. */
export async function loadFacts(db: Executor, tenantId: string, ids: string[], withOrigin: boolean): Promise<Map<string, ShipmentFacts>> {
  if (!ids.length) return new Map();
  const list = sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `);
  const first = withOrigin
    ? sql`(select c.location from checkpoints c where c.tenant_id = s.tenant_id and c.shipment_id = s.id order by c.checkpoint_time asc nulls last limit 1)`
    : sql`null::text`;
  const { zone } = await merchantDeliverySettings(db, tenantId);
  const result = await db.execute(sql`
    select s.id, s.tenant_id, s.tracking_number, s.slug, s.current_status, s.assigned_id, s.customer_name, s.customer_emails, s.other_emails,
      s.customer_phone_numbers, s.shipment_type, s.origin_country, s.origin_state, s.destination_country, s.destination_state,
      ${first} as first_location, s.last_checkpoint_location, ${customerDeliveryDueSql(zone)} as expected_delivery, s.tag_ids
    from shipments s where s.tenant_id = ${tenantId}::uuid and s.id in (${list})`);
  return new Map(
    rowsOf(result).map((row) => [
      String(row.id),
      {
        id: String(row.id),
        tenantId: String(row.tenant_id),
        trackingNumber: String(row.tracking_number),
        slug: String(row.slug),
        status: String(row.current_status) as ShipmentStatus,
        assignedId: row.assigned_id == null ? null : String(row.assigned_id),
        customerName: row.customer_name == null ? null : String(row.customer_name),
        customerEmails: textArray(row.customer_emails),
        otherEmails: textArray(row.other_emails),
        customerPhoneNumbers: textArray(row.customer_phone_numbers),
        shipmentType: row.shipment_type == null ? null : String(row.shipment_type),
        originCountry: row.origin_country == null ? null : String(row.origin_country),
        originState: row.origin_state == null ? null : String(row.origin_state),
        destinationCountry: row.destination_country == null ? null : String(row.destination_country),
        destinationState: row.destination_state == null ? null : String(row.destination_state),
        firstLocation: row.first_location == null ? null : String(row.first_location),
        lastLocation: row.last_checkpoint_location == null ? null : String(row.last_checkpoint_location),
        expectedDelivery: dateOf(row.expected_delivery),
        tagIds: textArray(row.tag_ids),
      },
    ]),
  );
}

export interface NewRun {
  tenantId: string;
  ruleId: string;
  shipmentId: string;
  trackingNumber: string;
  event: string;
  eventKey: string;
  matched: boolean;
  reason: string;
}

export interface NewStep {
  actionIndex: number;
  actionType: string;
  dueAt: Date;
}

export interface PlannedRun {
  run: NewRun;
  steps: NewStep[];
}

/** A skip set's id: a digest of its tenant, rules and reasons, so the same set is named alike by every batch. */
function skipSetId(tenantId: string, ruleIds: string[], reasons: string[]): string {
  const hex = createHash('md5').update(JSON.stringify([tenantId, ruleIds, reasons])).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * One skip per occurrence of the skipped runs (an occurrence seen twice in a batch counts once),
 * naming the set of its rules, in order, and why each skipped; and the batch's distinct sets.
 */
function skipRowsOf(skipped: NewRun[]) {
  const occurrences = new Map<string, { run: NewRun; ruleIds: string[]; reasons: string[] }>();
  for (const run of skipped) {
    const key = `${run.tenantId}/${run.shipmentId}/${run.eventKey}`;
    const occurrence = occurrences.get(key);
    if (occurrence?.ruleIds.includes(run.ruleId)) continue;
    if (occurrence) {
      occurrence.ruleIds.push(run.ruleId);
      occurrence.reasons.push(run.reason);
    } else {
      occurrences.set(key, { run, ruleIds: [run.ruleId], reasons: [run.reason] });
    }
  }
  const sets = new Map<string, { tenant_id: string; id: string; rule_ids: string[]; reasons: string[] }>();
  const skips = [...occurrences.values()].map(({ run, ruleIds, reasons }) => {
    const id = skipSetId(run.tenantId, ruleIds, reasons);
    if (!sets.has(id)) sets.set(id, { tenant_id: run.tenantId, id, rule_ids: ruleIds, reasons });
    return { tenant_id: run.tenantId, shipment_id: run.shipmentId, tracking_number: run.trackingNumber, event: run.event, event_key: run.eventKey, set_id: id, rules: ruleIds.length };
  });
  return { skips, sets: [...sets.values()] };
}

/**
 * Writes runs and, for each run written now, its first steps, in one statement. An occurrence
 * already evaluated (same rule, shipment and event key) is left alone with its steps: that is
 * what makes a trigger fire once however often it is seen. The runs written are joined to their
 * steps in the database, so a batch's runs are not sent back to be matched here.
 *
 * With `compactSkips` (shipment events, which are taken off their queue once) the skipped runs
 * go to `automation_skips`, a row per occurrence naming a shared skip set: most runs are
 * skipped (a merchant's 35 rules of a trigger, 2 of which match), and a row each was half the
 * cost of evaluating.
 */
export async function insertRuns(tx: Tx, runs: PlannedRun[], options: { compactSkips: boolean }): Promise<number> {
  if (!runs.length) return 0;
  const logged = options.compactSkips ? runs.filter(({ run }) => run.matched) : runs;
  const { skips, sets } = skipRowsOf(options.compactSkips ? runs.filter(({ run }) => !run.matched).map(({ run }) => run) : []);
  // The times are passed in: a distributed database refuses now(), and date arithmetic (stable,
  // not immutable), in an upsert's SET and WHERE.
  const now = new Date();
  const dayAgo = new Date(now.getTime() - 24 * 3600_000);
  // One JSON parameter each carries the whole batch (a statement takes at most 65,535 parameters).
  const rows = logged.map(({ run }) => ({
    tenant_id: run.tenantId,
    rule_id: run.ruleId,
    shipment_id: run.shipmentId,
    tracking_number: run.trackingNumber,
    event: run.event,
    event_key: run.eventKey,
    matched: run.matched,
    reason: run.reason,
  }));
  const steps = logged.flatMap(({ run, steps: planned }) =>
    planned.map((step) => ({
      rule_id: run.ruleId,
      shipment_id: run.shipmentId,
      event_key: run.eventKey,
      action_index: step.actionIndex,
      action_type: step.actionType,
      due_at: step.dueAt.toISOString(),
    })),
  );
  const [written] = rowsOf(
    await tx.execute(sql`
      with inserted as (
        insert into automation_runs (tenant_id, rule_id, shipment_id, tracking_number, event, event_key, matched, reason)
        select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          as x(tenant_id uuid, rule_id uuid, shipment_id uuid, tracking_number text, event text, event_key text, matched boolean, reason text)
        on conflict (tenant_id, rule_id, shipment_id, event_key) do nothing
        returning id, tenant_id, rule_id, shipment_id, event_key
      ), planned as (
        select * from jsonb_to_recordset(${JSON.stringify(steps)}::jsonb)
          as p(rule_id uuid, shipment_id uuid, event_key text, action_index int, action_type text, due_at timestamptz)
      ), stepped as (
        insert into automation_steps (tenant_id, rule_id, run_id, shipment_id, action_index, action_type, due_at)
        select i.tenant_id, i.rule_id, i.id, i.shipment_id, p.action_index, p.action_type, p.due_at
        from inserted i join planned p on p.rule_id = i.rule_id and p.shipment_id = i.shipment_id and p.event_key = i.event_key
        on conflict do nothing
      ), skip_sets as (
        insert into automation_skip_sets (tenant_id, id, rule_ids, reasons)
        select * from jsonb_to_recordset(${JSON.stringify(sets)}::jsonb) as x(tenant_id uuid, id uuid, rule_ids uuid[], reasons text[])
        -- Marked used once a day at most, so housekeeping never takes a set a new skip names.
        on conflict (tenant_id, id) do update set used_at = ${now}::timestamptz where automation_skip_sets.used_at < ${dayAgo}::timestamptz
      ), skip_rows as (
        select * from jsonb_to_recordset(${JSON.stringify(skips)}::jsonb)
          as x(tenant_id uuid, shipment_id uuid, tracking_number text, event text, event_key text, set_id uuid, rules int)
      ), skipped as (
        insert into automation_skips (tenant_id, shipment_id, tracking_number, event, event_key, set_id)
        select tenant_id, shipment_id, tracking_number, event, event_key, set_id from skip_rows
        on conflict (tenant_id, shipment_id, event_key) do nothing
        returning tenant_id, shipment_id, event_key
      )
      select (select count(*) from inserted)::int
        + (select coalesce(sum(r.rules), 0) from skipped k join skip_rows r using (tenant_id, shipment_id, event_key))::int as n`),
  );
  return Number(written?.n ?? 0);
}

/** A deleted shipment's scheduled steps are cancelled at once (the executor would skip them anyway). */
export async function cancelStepsOfShipments(tx: Tx, tenantId: string, shipmentIds: string[], detail: string): Promise<void> {
  if (!shipmentIds.length) return;
  const list = sql.join(shipmentIds.map((id) => sql`${id}::uuid`), sql`, `);
  await tx.execute(sql`
    update automation_steps set status = 'cancelled', detail = ${detail}, done_at = now()
    where tenant_id = ${tenantId}::uuid and shipment_id in (${list}) and status = 'scheduled'`);
}

/** Runs and skips older than the retention period go, the runs with their steps (housekeeping). */
export async function forgetOldRuns(db: Db, before: Date): Promise<void> {
  await db.execute(sql`delete from automation_skips where created_at < ${before.toISOString()}::timestamptz`);
  await db.execute(sql`
    delete from automation_skip_sets k where k.used_at < ${before.toISOString()}::timestamptz
      and not exists (select 1 from automation_skips s where s.tenant_id = k.tenant_id and s.set_id = k.id)`);
  await db.execute(sql`
    delete from automation_runs r where r.created_at < ${before.toISOString()}::timestamptz
      and not exists (select 1 from automation_steps s where s.tenant_id = r.tenant_id and s.run_id = r.id and s.status = 'scheduled')`);
}
