import Stack from '@mui/material/Stack';
import type { AutomationActionInput, AutomationOptionsView } from '@trailpost/contracts';
import { useForm } from 'react-hook-form';
import { useUnsavedChanges } from '@/components/discard-guard/discard-scope-context';
import { ACTION_FORM_ID, type ActionFormProps } from './action-form';
import { FormSelect } from './FormSelect';
import { partResolver } from './part-issues';
import { scheduleFieldOf, scheduleTimeOf, scheduleValuesOf, type ScheduleValues } from './schedule-values';
import { ScheduleFields } from './ScheduleFields';

type Values = ScheduleValues & { automation_id: string };
type RepeatRemoveAction = Extract<AutomationActionInput, { type: 'REPEAT_ACTION_REMOVE' }>;

const fieldOf = (path: string): keyof Values => (path.startsWith('schedule_time') ? scheduleFieldOf(path) : 'automation_id');

/** Stop Repeat Action: ends the repeating messages another rule started for the shipment. */
export function RepeatRemoveActionForm({ options, action, check, onSave }: ActionFormProps & { options: AutomationOptionsView }) {
  const current = action as RepeatRemoveAction | undefined;
  const toAction = (values: Values): RepeatRemoveAction => ({
    type: 'REPEAT_ACTION_REMOVE',
    request_params: { automation_id: values.automation_id, automation_name: options.repeat_rules.find((rule) => rule.id === values.automation_id)?.name ?? '' },
    ...scheduleTimeOf(values),
  });
  const { control, handleSubmit, formState } = useForm<Values>({
    defaultValues: { automation_id: current?.request_params.automation_id ?? '', ...scheduleValuesOf(current?.schedule_time) },
    resolver: partResolver((values) => check(toAction(values)), fieldOf),
  });
  useUnsavedChanges(formState.isDirty);
  return (
    <Stack component="form" id={ACTION_FORM_ID} noValidate spacing={2.5} onSubmit={handleSubmit((values) => onSave(toAction(values)))}>
      <FormSelect
        control={control}
        name="automation_id"
        label="Stop the repeats of"
        options={options.repeat_rules.map((rule) => ({ value: rule.id, label: rule.name }))}
        helperText={options.repeat_rules.length ? 'Its repeating messages stop for the shipment.' : 'No other rule repeats a message.'}
      />
      <ScheduleFields control={control} />
    </Stack>
  );
}
