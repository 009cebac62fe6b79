import { AUTOMATION_MESSAGES } from '@trailpost/contracts';
import { describe, expect, it } from 'vitest';
import type { RuleDraft } from './builder-state';
import { canDryRun, isRuleComplete, reviewMessages, ruleBody } from './rule-body';

const COMPLETE: RuleDraft = {
  name: ' Stalled parcels ',
  kind: 'CUSTOM',
  trigger: { event_type: 'CUSTOM', custom_event_id: 'NO_UPDATE_72H', custom_event_name: 'No update for 72 hours' },
  logical_operator: 'OR',
  condition: [{ collection: 'shipment', query_param: 'destination_country', operator: 'LIKE', query_param_value: ['DE'] }],
  action: [{ type: 'ASSIGN_SHIPMENT', request_params: { user_id: '33333333-3333-4333-8333-333333333333', user_email: 'sam@shop.example' } }],
};

describe('rule body', () => {
  it('is the draft as the API takes it, with the custom trigger', () => {
    expect(ruleBody(COMPLETE)).toEqual({
      name: 'Stalled parcels',
      module_name: 'SHIPMENT',
      event_type: 'CUSTOM',
      custom_event_id: 'NO_UPDATE_72H',
      custom_event_name: 'No update for 72 hours',
      logical_operator: 'OR',
      condition: COMPLETE.condition,
      action: COMPLETE.action,
    });
    expect(isRuleComplete(COMPLETE)).toBe(true);
  });

  it('can be tested without a name but not saved', () => {
    const unnamed = { ...COMPLETE, name: '  ' };
    expect(canDryRun(unnamed)).toBe(true);
    expect(isRuleComplete(unnamed)).toBe(false);
    expect(reviewMessages(unnamed)).toEqual([AUTOMATION_MESSAGES.nameRequired]);
  });

  it('names the condition or action a message is about', () => {
    const draft: RuleDraft = { ...COMPLETE, condition: [{ ...COMPLETE.condition[0]!, query_param_value: [] }] };
    expect(reviewMessages(draft)).toEqual([`Condition 1 (Destination Country): ${AUTOMATION_MESSAGES.conditionValuesRequired}`]);
    expect(canDryRun(draft)).toBe(false);
  });

  it('refuses a custom trigger outside the catalogue', () => {
    const draft: RuleDraft = { ...COMPLETE, trigger: { event_type: 'CUSTOM', custom_event_id: 'NOPE', custom_event_name: 'Nope' } };
    expect(reviewMessages(draft)).toEqual([AUTOMATION_MESSAGES.triggerInvalid]);
  });
});
