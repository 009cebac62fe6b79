import type { AutomationActionInput, AutomationCondition, AutomationConditionInput } from '@trailpost/contracts';
import { describe, expect, it } from 'vitest';
import { builderReducer, initialBuilderState, type BuilderState, type TriggerChoice } from './builder-state';

const CREATED: TriggerChoice = { event_type: 'CREATED', custom_event_id: null, custom_event_name: null };
const UPDATED: TriggerChoice = { event_type: 'UPDATED', custom_event_id: null, custom_event_name: null };
const STALLED: TriggerChoice = { event_type: 'CUSTOM', custom_event_id: 'NO_UPDATE_48H', custom_event_name: 'No update for 48 hours' };
const STATUS: AutomationCondition = { collection: 'shipment', query_param: 'status_id', operator: 'IN', query_param_value: ['Delivered'] };
const COURIER: AutomationConditionInput = { collection: 'shipment', query_param: 'courier_id', operator: 'NOT IN', query_param_value: ['ups'] };
const TAG: AutomationActionInput = { type: 'TAG', request_params: [{ value: '44444444-4444-4444-8444-444444444444' }] };

function filled(): BuilderState {
  let state = builderReducer(initialBuilderState(), { type: 'chooseType', kind: 'INBUILT', trigger: null });
  state = builderReducer(state, { type: 'chooseTrigger', trigger: CREATED });
  state = builderReducer(state, { type: 'saveCondition', index: null, condition: STATUS });
  state = builderReducer(state, { type: 'saveCondition', index: null, condition: COURIER });
  return builderReducer(state, { type: 'saveAction', index: null, action: TAG });
}

describe('builder state', () => {
  it('starts a new rule at step 1 and an existing one on its cards', () => {
    expect(initialBuilderState().step).toBe('type');
    const state = initialBuilderState({
      _id: 'r1', name: 'Stalled', module_name: 'SHIPMENT', event_type: 'CUSTOM', custom_event_id: 'NO_UPDATE_48H', custom_event_name: 'No update for 48 hours',
      logical_operator: 'OR', active: 0, type: 'Custom', trigger_name: 'No update for 48 hours', condition: [STATUS], action: [], sends_30d: 0, created: '', modified: '',
    });
    expect(state.step).toBe('builder');
    expect(state.draft).toMatchObject({ kind: 'CUSTOM', trigger: STALLED, logical_operator: 'OR', condition: [STATUS] });
  });

  it('clears the conditions and actions when the trigger or its type changes, not when it is picked again', () => {
    const state = filled();
    expect(builderReducer(state, { type: 'chooseTrigger', trigger: CREATED })).toBe(state);
    expect(builderReducer(state, { type: 'chooseType', kind: 'INBUILT', trigger: null })).toBe(state);
    expect(builderReducer(state, { type: 'chooseTrigger', trigger: UPDATED }).draft).toMatchObject({ trigger: UPDATED, condition: [], action: [] });
    expect(builderReducer(state, { type: 'chooseType', kind: 'CUSTOM', trigger: STALLED }).draft).toMatchObject({ kind: 'CUSTOM', trigger: STALLED, condition: [], action: [] });
  });

  it('edits a condition in place and clears the actions with the last condition', () => {
    let state = builderReducer(filled(), { type: 'saveCondition', index: 1, condition: { ...COURIER, operator: 'IN' } });
    expect(state.draft.condition.map((condition) => condition.operator)).toEqual(['IN', 'IN']);
    state = builderReducer(state, { type: 'removeCondition', index: 0 });
    expect(state.draft.action).toEqual([TAG]);
    state = builderReducer(state, { type: 'removeCondition', index: 0 });
    expect(state.draft).toMatchObject({ condition: [], action: [] });
  });

  it('resets to an empty new rule', () => {
    expect(builderReducer(filled(), { type: 'reset' })).toEqual(initialBuilderState());
  });
});
