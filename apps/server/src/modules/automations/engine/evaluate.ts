import type { AutomationAction, AutomationCondition, ShipmentStatus } from '@trailpost/contracts';
import type { Tx } from '../../../db/client.js';
import type { RuleRow } from '../rules/repository.js';
import { evaluateConditions } from './conditions.js';
import type { ShipmentFacts } from './facts.js';
import { insertRuns, loadFacts, type NewRun, type PlannedRun } from './repository.js';
import { afterHours, firstDelayHours } from './timing.js';
import { groupByTenant } from '../../../platform/group-by-tenant.js';

/** Something that happened to a shipment that rules may react to. */
export interface Occurrence {
  tenantId: string;
  shipmentId: string;
  /** CREATED, UPDATED or a custom trigger id. */
  event: string;
  /** Names this occurrence: the event id, or the custom trigger and the moment it came due. */
  eventKey: string;
  /** The status a status change reported: conditions judge that change, not a later one already stored. */
  status?: ShipmentStatus;
  rules: RuleRow[];
}

/** Whether a rule reads the first scan's place (origin city), which costs a lookup per shipment. */
export const usesOrigin = (conditions: AutomationCondition[]) => conditions.some((condition) => condition.query_param === 'origin_city');

/** The run a rule makes of a shipment: matched with its first steps, or skipped with the reason. */
export function planRun(rule: RuleRow, facts: ShipmentFacts, occurrence: Pick<Occurrence, 'event' | 'eventKey'>, now: Date): PlannedRun {
  const verdict = evaluateConditions(rule.conditions as AutomationCondition[], rule.logicalOperator as 'AND' | 'OR', facts, now);
  const run: NewRun = {
    tenantId: rule.tenantId,
    ruleId: rule.id,
    shipmentId: facts.id,
    trackingNumber: facts.trackingNumber,
    event: occurrence.event,
    eventKey: occurrence.eventKey,
    matched: verdict.matched,
    reason: verdict.reason,
  };
  const steps = verdict.matched
    ? (rule.actions as AutomationAction[]).map((action, actionIndex) => ({ actionIndex, actionType: action.type, dueAt: afterHours(now, firstDelayHours(action)) }))
    : [];
  return { run, steps };
}

/**
 * Evaluates occurrences against their rules and writes the runs and first steps, in the caller's
 * transaction. A shipment deleted since is passed over (its deletion cancels what it had).
 * `compactSkips` when each occurrence is evaluated once by construction (see `insertRuns`).
 * Returns how many evaluations were written.
 */
export async function evaluateOccurrences(tx: Tx, occurrences: Occurrence[], options: { now?: Date; compactSkips: boolean }): Promise<number> {
  const now = options.now ?? new Date();
  const planned: PlannedRun[] = [];
  for (const [tenantId, tenantOccurrences] of groupByTenant(occurrences.filter((occurrence) => occurrence.rules.length))) {
    const withOrigin = tenantOccurrences.some((occurrence) => occurrence.rules.some((rule) => usesOrigin(rule.conditions as AutomationCondition[])));
    const facts = await loadFacts(tx, tenantId, [...new Set(tenantOccurrences.map((occurrence) => occurrence.shipmentId))], withOrigin);
    for (const occurrence of tenantOccurrences) {
      const shipment = facts.get(occurrence.shipmentId);
      if (!shipment) continue;
      const judged = occurrence.status ? { ...shipment, status: occurrence.status } : shipment;
      for (const rule of occurrence.rules) planned.push(planRun(rule, judged, occurrence, now));
    }
  }
  return insertRuns(tx, planned, { compactSkips: options.compactSkips });
}
