import { sql } from 'drizzle-orm';
import { CUSTOM_TRIGGERS } from '@trailpost/contracts';
import { rowsOf, type Db, type Tx } from '../../../db/client.js';
import type { RuleRow } from '../rules/repository.js';
import { merchantDeliverySettings } from '../../predictions/index.js';
import { customerDeliveryDueSql } from '../../shipments/index.js';
import { evaluateOccurrences } from './evaluate.js';
import { activeRules } from './repository.js';

/** Shipments of one rule per pass at most: the rest come due on the next pass. */
export const CUSTOM_TRIGGER_BATCH = 500;

/**
 * The moment each shipment came due for a custom trigger, as SQL: its last update (latest scan,
 * else when it was added) plus N hours, or the passing of the delivery date its customers see
 * (in the merchant's zone). That moment names the occurrence, so a stall fires once, and again
 * only after a new scan and a new stall; a date that moves later fires again once it passes.
 */
function dueMomentOf(triggerId: string, zone: string) {
  const trigger = CUSTOM_TRIGGERS.find((candidate) => candidate.id === triggerId);
  if (!trigger) return null;
  if (trigger.hours === null) return customerDeliveryDueSql(zone);
  return sql`coalesce(s.last_checkpoint_time, s.created_at) + make_interval(hours => ${trigger.hours})`;
}

/** Shipments that came due for the rule's trigger since the rule was switched on, not yet evaluated. */
async function dueShipments(tx: Tx, rule: RuleRow, now: Date): Promise<{ shipmentId: string; dueAt: Date }[]> {
  const moment = dueMomentOf(rule.customEventId ?? '', (await merchantDeliverySettings(tx, rule.tenantId)).zone);
  if (!moment) return [];
  const result = await tx.execute(sql`
    select s.id, ${moment} as due_at from shipments s
    where s.tenant_id = ${rule.tenantId}::uuid and s.current_status not in ('Delivered', 'Expired')
      and ${moment} >= ${rule.activatedAt.toISOString()}::timestamptz and ${moment} <= ${now.toISOString()}::timestamptz
      and not exists (
        select 1 from automation_runs r where r.tenant_id = s.tenant_id and r.rule_id = ${rule.id}::uuid and r.shipment_id = s.id
          and r.event_key = ${rule.customEventId} || ':' || floor(extract(epoch from ${moment}) * 1000)::bigint::text)
    order by ${moment} limit ${CUSTOM_TRIGGER_BATCH}`);
  return rowsOf(result).map((row) => ({ shipmentId: String(row.id), dueAt: row.due_at instanceof Date ? row.due_at : new Date(String(row.due_at)) }));
}

/**
 * One pass of the custom triggers (pinned: no update for 24/48/72 hours, expected delivery
 * passed) over every active custom rule. Returns how many runs it wrote.
 */
export async function sweepCustomTriggers(db: Db, now = new Date()): Promise<number> {
  const rules = await activeCustomRules(db);
  let written = 0;
  for (const rule of rules) {
    written += await db.transaction(async (tx) => {
      const due = await dueShipments(tx, rule, now);
      const occurrences = due.map(({ shipmentId, dueAt }) => ({
        tenantId: rule.tenantId,
        shipmentId,
        event: rule.customEventId!,
        eventKey: `${rule.customEventId}:${dueAt.getTime()}`,
        rules: [rule],
      }));
      // Skipped ones are kept as runs: their key is what stops a stall from being evaluated again.
      return evaluateOccurrences(tx, occurrences, { now, compactSkips: false });
    });
  }
  return written;
}

async function activeCustomRules(db: Db): Promise<RuleRow[]> {
  const tenants = rowsOf(await db.execute(sql`select distinct tenant_id from automation_rules where active and event_type = 'CUSTOM'`));
  return activeRules(db, tenants.map((row) => String(row.tenant_id)), ['CUSTOM']);
}
