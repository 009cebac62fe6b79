import {
  AUTOMATION_MESSAGES, dryRunAutomationBody, type ActionType, type AutomationActionInput, type AutomationConditionInput, type ConditionField,
} from '@trailpost/contracts';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** Issues of one condition or action, by their path inside it ('' for the part as a whole). */
export type PartIssues = Record<string, string>;

// Valid stand-ins for the other half of a rule, so that a drawer's part is checked by the very
// schema the server saves with (shape first, then the rule-wide checks of part 2 §5).
const PROBE_CONDITION: AutomationConditionInput = { query_param: 'status_id', operator: 'IN', query_param_value: ['Delivered'] };
const PROBE_ACTION: AutomationActionInput = { type: 'ASSIGN_SHIPMENT', request_params: { user_id: '00000000-0000-4000-8000-000000000000', user_email: '' } };

function issuesOf(rule: { condition: unknown[]; action: unknown[] }, part: 'condition' | 'action'): PartIssues {
  const result = dryRunAutomationBody.safeParse({ event_type: 'CREATED', ...rule });
  const issues: PartIssues = {};
  for (const issue of result.error?.issues ?? []) {
    if (issue.path[0] !== part || issue.path[1] !== 0) continue;
    issues[issue.path.slice(2).join('.')] ??= issue.message;
  }
  return issues;
}

/** A condition as the shared schema sees it, and 'Condition already selected' for a field in use. */
export function conditionIssues(condition: AutomationConditionInput, usedFields: readonly ConditionField[]): PartIssues {
  const issues = issuesOf({ condition: [condition], action: [PROBE_ACTION] }, 'condition');
  if (usedFields.includes(condition.query_param as ConditionField)) issues.query_param ??= AUTOMATION_MESSAGES.conditionDuplicate;
  return issues;
}

/** An action as the shared schema sees it, and 'Action already selected' for a type in use. */
export function actionIssues(action: AutomationActionInput, usedTypes: readonly ActionType[]): PartIssues {
  const issues = issuesOf({ condition: [PROBE_CONDITION], action: [action] }, 'action');
  if (usedTypes.includes(action.type)) issues[''] ??= AUTOMATION_MESSAGES.actionDuplicate;
  return issues;
}

/**
 * A react-hook-form resolver from a part check: each issue lands on the form field `fieldOf`
 * names for its path (the first one wins), so the drawer shows the contract's texts in place.
 */
export function partResolver<V extends FieldValues>(check: (values: V) => PartIssues, fieldOf: (path: string) => keyof V & string): Resolver<V> {
  return (values) => {
    const issues = Object.entries(check(values));
    if (!issues.length) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [path, message] of issues) errors[fieldOf(path)] ??= { type: 'validate', message };
    return { values: {}, errors: errors as FieldErrors<V> };
  };
}
