import { triggerNameOf, type AutomationAction, type AutomationCondition, type AutomationEventType, type AutomationView } from '@trailpost/contracts';
import type { RuleRow } from './repository.js';

/** A rule as the list and the builder read it (part 2 §3), with its sends of the last 30 days. */
export function toRuleView(row: RuleRow, sends30d = 0): AutomationView {
  const eventType = row.eventType as AutomationEventType;
  return {
    _id: row.id,
    name: row.name,
    module_name: 'SHIPMENT',
    event_type: eventType,
    custom_event_id: row.customEventId,
    custom_event_name: eventType === 'CUSTOM' ? triggerNameOf({ event_type: eventType, custom_event_id: row.customEventId }) : null,
    logical_operator: row.logicalOperator as 'AND' | 'OR',
    active: row.active ? 1 : 0,
    type: eventType === 'CUSTOM' ? 'Custom' : 'Inbuilt',
    trigger_name: triggerNameOf({ event_type: eventType, custom_event_id: row.customEventId }),
    condition: row.conditions as AutomationCondition[],
    action: (row.actions as AutomationAction[]).map((action) => ({ ...action, is_request_valid: true })),
    sends_30d: sends30d,
    created: row.createdAt.toISOString(),
    modified: row.updatedAt.toISOString(),
  };
}
