import type { AutomationActionInput, AutomationConditionInput, AutomationEventType, AutomationView } from '@trailpost/contracts';

/** Step 1's choice: the Shipment Based inbuilt triggers, or one of the custom catalogue. */
export type TriggerKind = 'INBUILT' | 'CUSTOM';

export type TriggerChoice = { event_type: AutomationEventType; custom_event_id: string | null; custom_event_name: string | null };

/** The rule as the builder holds it while it is being put together. */
export type RuleDraft = {
  name: string;
  kind: TriggerKind | null;
  trigger: TriggerChoice | null;
  logical_operator: 'AND' | 'OR';
  condition: AutomationConditionInput[];
  action: AutomationActionInput[];
};

export type BuilderStep = 'type' | 'builder';
export type BuilderState = { draft: RuleDraft; step: BuilderStep };

export type BuilderEvent =
  | { type: 'rename'; name: string }
  | { type: 'chooseType'; kind: TriggerKind; trigger: TriggerChoice | null }
  | { type: 'chooseTrigger'; trigger: TriggerChoice }
  | { type: 'goTo'; step: BuilderStep }
  | { type: 'saveCondition'; index: number | null; condition: AutomationConditionInput }
  | { type: 'removeCondition'; index: number }
  | { type: 'setLogicalOperator'; operator: 'AND' | 'OR' }
  | { type: 'saveAction'; index: number | null; action: AutomationActionInput }
  | { type: 'removeAction'; index: number }
  | { type: 'reset' };

const EMPTY_DRAFT: RuleDraft = { name: '', kind: null, trigger: null, logical_operator: 'AND', condition: [], action: [] };

/** A new rule starts at step 1; an existing one opens straight on its cards. */
export function initialBuilderState(rule?: AutomationView): BuilderState {
  if (!rule) return { draft: EMPTY_DRAFT, step: 'type' };
  return {
    step: 'builder',
    draft: {
      name: rule.name,
      kind: rule.event_type === 'CUSTOM' ? 'CUSTOM' : 'INBUILT',
      trigger: { event_type: rule.event_type, custom_event_id: rule.custom_event_id, custom_event_name: rule.custom_event_name },
      logical_operator: rule.logical_operator,
      condition: rule.condition,
      action: rule.action,
    },
  };
}

const sameTrigger = (a: TriggerChoice | null, b: TriggerChoice | null) =>
  a?.event_type === b?.event_type && (a?.custom_event_id ?? null) === (b?.custom_event_id ?? null);

/** Part 2 §4: another trigger type or trigger starts the conditions and actions afresh. */
const withTrigger = (draft: RuleDraft, kind: TriggerKind, trigger: TriggerChoice | null): RuleDraft => ({
  ...draft,
  kind,
  trigger,
  condition: [],
  action: [],
});

const saveAt = <T>(list: T[], index: number | null, item: T): T[] =>
  index === null ? [...list, item] : list.map((current, position) => (position === index ? item : current));

function nextDraft(draft: RuleDraft, event: BuilderEvent): RuleDraft {
  switch (event.type) {
    case 'rename':
      return { ...draft, name: event.name };
    case 'chooseType': {
      // The same inbuilt type keeps its trigger; the same custom trigger keeps everything.
      if (event.kind === draft.kind && (event.kind === 'INBUILT' || sameTrigger(event.trigger, draft.trigger))) return draft;
      return withTrigger(draft, event.kind, event.trigger);
    }
    case 'chooseTrigger':
      return sameTrigger(event.trigger, draft.trigger) ? draft : withTrigger(draft, draft.kind ?? 'INBUILT', event.trigger);
    case 'saveCondition':
      return { ...draft, condition: saveAt(draft.condition, event.index, event.condition) };
    case 'removeCondition': {
      const condition = draft.condition.filter((_item, position) => position !== event.index);
      // Actions need a condition to hang on: removing the last one clears them (part 2 §4).
      return { ...draft, condition, action: condition.length ? draft.action : [] };
    }
    case 'setLogicalOperator':
      return { ...draft, logical_operator: event.operator };
    case 'saveAction':
      return { ...draft, action: saveAt(draft.action, event.index, event.action) };
    case 'removeAction':
      return { ...draft, action: draft.action.filter((_item, position) => position !== event.index) };
    default:
      return draft;
  }
}

export function builderReducer(state: BuilderState, event: BuilderEvent): BuilderState {
  if (event.type === 'reset') return initialBuilderState();
  if (event.type === 'goTo') return { ...state, step: event.step };
  const draft = nextDraft(state.draft, event);
  return draft === state.draft ? state : { ...state, draft };
}
