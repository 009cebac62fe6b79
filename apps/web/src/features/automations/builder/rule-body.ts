import { CONDITION_FIELDS, createAutomationBody, dryRunAutomationBody, type AutomationEventType, type ConditionField } from '@trailpost/contracts';
import type { AutomationRuleBody } from '../api/save-automation';
import type { RuleDraft } from './builder-state';

/**
 * The draft in the shape `POST`/`PUT /automation` take. Without a trigger yet, `event_type` is
 * left out, which the shared schema reports as 'Trigger is invalid'.
 */
export function ruleBody(draft: RuleDraft): AutomationRuleBody {
  return {
    name: draft.name.trim(),
    module_name: 'SHIPMENT',
    event_type: draft.trigger?.event_type as AutomationEventType,
    custom_event_id: draft.trigger?.custom_event_id ?? null,
    custom_event_name: draft.trigger?.custom_event_name ?? null,
    logical_operator: draft.logical_operator,
    condition: draft.condition,
    action: draft.action,
  };
}

/** The server's own save rules (part 2 §5): Turn ON appears only when they pass. */
export function isRuleComplete(draft: RuleDraft): boolean {
  return createAutomationBody.safeParse({ ...ruleBody(draft), active: 1 }).success;
}

/** A dry run needs everything but the name. */
export function canDryRun(draft: RuleDraft): boolean {
  return dryRunAutomationBody.safeParse(ruleBody(draft)).success;
}

function partLabel(draft: RuleDraft, path: PropertyKey[]): string | null {
  const [part, index] = path;
  if (typeof index !== 'number') return null;
  if (part === 'condition') {
    const field = draft.condition[index]?.query_param as ConditionField | undefined;
    return `Condition ${index + 1}${field && CONDITION_FIELDS[field] ? ` (${CONDITION_FIELDS[field].label})` : ''}`;
  }
  return part === 'action' ? `Action ${index + 1}` : null;
}

/**
 * What Review lists: every message of the save rules, in their order (§8 texts), each once.
 * The rule-wide checks only run once the rule has a name and a trigger, so they are asked of a
 * copy that has both: the list then shows everything missing at once.
 */
export function reviewMessages(draft: RuleDraft): string[] {
  const body = { ...ruleBody(draft), active: 1 as const };
  const standIn = { ...body, name: body.name || 'Rule', event_type: body.event_type ?? 'CREATED' };
  const issues = [createAutomationBody.safeParse(body), createAutomationBody.safeParse(standIn)].flatMap((result) => result.error?.issues ?? []);
  const messages = issues.map((issue) => {
    const label = partLabel(draft, issue.path);
    return label ? `${label}: ${issue.message}` : issue.message;
  });
  return [...new Set(messages)];
}
