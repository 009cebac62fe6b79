import { INBUILT_TRIGGERS } from '@trailpost/contracts';
import type { CustomTrigger } from '../api/get-custom-triggers';
import type { TriggerChoice, TriggerKind } from './builder-state';
import { customTriggerDescription } from './trigger-text';

export type TriggerOption = { key: string; name: string; description: string; choice: TriggerChoice };

export const customTriggerChoice = (trigger: CustomTrigger): TriggerChoice => ({ event_type: 'CUSTOM', custom_event_id: trigger.id, custom_event_name: trigger.name });

/** The trigger conditions of a trigger type, as the Shipment Triggers drawer lists them. */
export function triggerOptions(kind: TriggerKind, customTriggers: readonly CustomTrigger[]): TriggerOption[] {
  if (kind === 'INBUILT') {
    return INBUILT_TRIGGERS.map((trigger) => ({
      key: trigger.value,
      name: trigger.name,
      description: trigger.description,
      choice: { event_type: trigger.value, custom_event_id: null, custom_event_name: null },
    }));
  }
  return customTriggers.map((trigger) => ({ key: trigger.id, name: trigger.name, description: customTriggerDescription(trigger.id, trigger.name), choice: customTriggerChoice(trigger) }));
}

export const triggerKey = (choice: TriggerChoice | null) => (choice ? (choice.custom_event_id ?? choice.event_type) : null);
