import { AUTOMATION_MESSAGES } from '@trailpost/contracts';
import { describe, expect, it } from 'vitest';
import { actionIssues, conditionIssues } from './part-issues';

const TEMPLATE_ID = '11111111-1111-4111-8111-111111111111';

describe('part checks', () => {
  it('checks a condition with the shared schema and the rule-wide checks', () => {
    expect(conditionIssues({ query_param: 'status_id', operator: '' as never, query_param_value: [] }, [])).toEqual({ operator: AUTOMATION_MESSAGES.operatorRequired });
    expect(conditionIssues({ query_param: 'status_id', operator: 'IN', query_param_value: [] }, [])).toEqual({ query_param_value: AUTOMATION_MESSAGES.conditionValuesRequired });
    expect(conditionIssues({ query_param: 'status_id', operator: 'LIKE', query_param_value: ['Delivered'] }, [])).toEqual({ operator: AUTOMATION_MESSAGES.conditionInvalid });
    expect(conditionIssues({ query_param: 'status_id', operator: 'IN', query_param_value: ['Delivered'] }, ['status_id'])).toEqual({ query_param: AUTOMATION_MESSAGES.conditionDuplicate });
    expect(conditionIssues({ query_param: 'delivery_time', operator: 'IN', query_param_value: ['48'] }, ['status_id'])).toEqual({});
  });

  it('checks an action: template, receivers, timing and duplicates', () => {
    const email = { type: 'EMAIL' as const, request_params: { template_id: TEMPLATE_ID, receiver_type: 'custom' as const, custom_email: 'a@shop.example, nope', action_type: 'Immediately' as const } };
    expect(actionIssues(email, [])).toEqual({ 'request_params.custom_email': AUTOMATION_MESSAGES.emailInvalid });
    expect(actionIssues({ ...email, request_params: { ...email.request_params, template_id: '', custom_email: 'a@shop.example' } }, [])).toEqual({ 'request_params.template_id': AUTOMATION_MESSAGES.actionRequired });
    expect(actionIssues({ ...email, request_params: { ...email.request_params, custom_email: 'a@shop.example', action_type: 'Schedule' } }, [])).toEqual({
      'request_params.hours': AUTOMATION_MESSAGES.actionRequired,
    });
    expect(actionIssues({ type: 'TAG', request_params: [] }, [])).toEqual({ request_params: AUTOMATION_MESSAGES.actionRequired });
    expect(actionIssues({ ...email, request_params: { ...email.request_params, custom_email: 'a@shop.example' } }, ['EMAIL'])).toEqual({ '': AUTOMATION_MESSAGES.actionDuplicate });
  });
});
