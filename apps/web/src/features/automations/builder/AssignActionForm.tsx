import Stack from '@mui/material/Stack';
import type { AutomationActionInput, AutomationOptionsView } from '@trailpost/contracts';
import { useForm } from 'react-hook-form';
import { useUnsavedChanges } from '@/components/discard-guard/discard-scope-context';
import { ACTION_FORM_ID, type ActionFormProps } from './action-form';
import { FormSelect } from './FormSelect';
import { partResolver } from './part-issues';
import { scheduleFieldOf, scheduleTimeOf, scheduleValuesOf, type ScheduleValues } from './schedule-values';
import { ScheduleFields } from './ScheduleFields';

type Values = ScheduleValues & { user_id: string };
type AssignAction = Extract<AutomationActionInput, { type: 'ASSIGN_SHIPMENT' }>;

const fieldOf = (path: string): keyof Values => (path.startsWith('schedule_time') ? scheduleFieldOf(path) : 'user_id');

/** Assign Shipment: a team member (its id and e-mail are sent), now or later. */
export function AssignActionForm({ options, action, check, onSave }: ActionFormProps & { options: AutomationOptionsView }) {
  const current = action as AssignAction | undefined;
  const toAction = (values: Values): AssignAction => ({
    type: 'ASSIGN_SHIPMENT',
    request_params: { user_id: values.user_id, user_email: options.users.find((user) => user.value === values.user_id)?.email ?? '' },
    ...scheduleTimeOf(values),
  });
  const { control, handleSubmit, formState } = useForm<Values>({
    defaultValues: { user_id: current?.request_params.user_id ?? '', ...scheduleValuesOf(current?.schedule_time) },
    resolver: partResolver((values) => check(toAction(values)), fieldOf),
  });
  useUnsavedChanges(formState.isDirty);
  return (
    <Stack component="form" id={ACTION_FORM_ID} noValidate spacing={2.5} onSubmit={handleSubmit((values) => onSave(toAction(values)))}>
      <FormSelect
        control={control}
        name="user_id"
        label="Assign to"
        options={options.users.map((user) => ({ value: user.value, label: user.label, secondary: user.email }))}
        helperText={options.users.length ? undefined : 'No Sub Users.'}
      />
      <ScheduleFields control={control} />
    </Stack>
  );
}
