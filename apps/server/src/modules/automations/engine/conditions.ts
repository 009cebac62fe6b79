import {
  CONDITION_FIELDS,
  OPERATOR_LABELS,
  STATUS_LABELS,
  type AutomationCondition,
  type ConditionField,
} from '@trailpost/contracts';
import type { ShipmentFacts } from './facts.js';

/** The shipment's values a condition field compares with (several for e-mails). */
function valuesOf(field: Exclude<ConditionField, 'delivery_time'>, facts: ShipmentFacts): string[] {
  switch (field) {
    case 'status_id':
      return [facts.status];
    case 'courier_id':
      return [facts.slug];
    case 'origin_country':
      return [facts.originCountry ?? ''];
    case 'destination_country':
      return [facts.destinationCountry ?? ''];
    case 'origin_state':
      return [facts.originState ?? ''];
    case 'destination_state':
      return [facts.destinationState ?? ''];
    case 'origin_city':
      return [facts.firstLocation ?? ''];
    case 'destination_city':
      return [facts.lastLocation ?? ''];
    case 'customer_name':
      return [facts.customerName ?? ''];
    case 'customer_email':
      return facts.customerEmails;
    case 'shipping_service':
      return [facts.shipmentType ?? ''];
  }
}

const normalise = (value: string) => value.trim().toLowerCase();

/** Delivery time (hours 24, 48, 72): the expected delivery falls within the next that many hours. */
function deliversWithin(facts: ShipmentFacts, hours: string[], now: Date): boolean {
  if (!facts.expectedDelivery) return false;
  const left = facts.expectedDelivery.getTime() - now.getTime();
  return left >= 0 && left <= Math.max(...hours.map(Number)) * 3_600_000;
}

/** Whether one condition holds; IN and LIKE ignore case, LIKE is "contains". */
export function conditionHolds(condition: AutomationCondition, facts: ShipmentFacts, now: Date): boolean {
  if (condition.query_param === 'delivery_time') return deliversWithin(facts, condition.query_param_value, now);
  const actual = valuesOf(condition.query_param, facts).map(normalise).filter(Boolean);
  const wanted = condition.query_param_value.map(normalise);
  const any = (test: (value: string, want: string) => boolean) => actual.some((value) => wanted.some((want) => test(value, want)));
  switch (condition.operator) {
    case 'IN':
      return any((value, want) => value === want);
    case 'NOT IN':
      return !any((value, want) => value === want);
    case 'LIKE':
      return any((value, want) => value.includes(want));
    case 'NOT LIKE':
      return !any((value, want) => value.includes(want));
  }
}

/** "Shipment Status is Delivered, Exception": how the log names a condition. */
export function describeCondition(condition: AutomationCondition): string {
  const field = CONDITION_FIELDS[condition.query_param];
  const values = condition.query_param === 'status_id' ? condition.query_param_value.map((value) => STATUS_LABELS[value as keyof typeof STATUS_LABELS] ?? value) : condition.query_param_value;
  const shown = condition.query_param === 'delivery_time' ? values.map((value) => `${value} hours`) : values;
  return `${field.label} ${OPERATOR_LABELS[condition.operator]} ${shown.join(', ')}`;
}

export interface Verdict {
  matched: boolean;
  /** Which conditions held (matched), or which did not (skipped). */
  reason: string;
}

/** All (AND) or any (OR) of the rule's conditions, with the reason the log shows. */
export function evaluateConditions(conditions: AutomationCondition[], logicalOperator: 'AND' | 'OR', facts: ShipmentFacts, now: Date): Verdict {
  const results = conditions.map((condition) => ({ condition, holds: conditionHolds(condition, facts, now) }));
  const held = results.filter((result) => result.holds).map((result) => describeCondition(result.condition));
  const failed = results.filter((result) => !result.holds).map((result) => describeCondition(result.condition));
  const matched = logicalOperator === 'AND' ? failed.length === 0 : held.length > 0;
  if (matched) return { matched, reason: `Matched: ${held.join('; ')}` };
  return { matched, reason: logicalOperator === 'AND' ? `Skipped: condition not met: ${failed[0]}` : `Skipped: no condition met: ${failed.join('; ')}` };
}
