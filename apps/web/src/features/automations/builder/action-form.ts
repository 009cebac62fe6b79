import type { AutomationActionInput } from '@trailpost/contracts';
import type { PartIssues } from './part-issues';

/** The action drawer's form: its SAVE button sits in the drawer's footer. */
export const ACTION_FORM_ID = 'automation-action-form';

/** What every action form takes: the action being edited (none for a new one), its check and the save. */
export type ActionFormProps = {
  action: AutomationActionInput | undefined;
  check: (action: AutomationActionInput) => PartIssues;
  onSave: (action: AutomationActionInput) => void;
};
