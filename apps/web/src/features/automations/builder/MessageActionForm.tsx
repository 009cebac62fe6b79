import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { MESSAGE_TIMINGS, RECEIVER_LABELS, type AutomationActionInput, type AutomationOptionsView, type ReceiverType } from '@trailpost/contracts';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useUnsavedChanges } from '@/components/discard-guard/discard-scope-context';
import { ACTION_FORM_ID, type ActionFormProps } from './action-form';
import { DurationFields } from './DurationFields';
import { FormSelect } from './FormSelect';
import { messageActionOf, messageFieldOf, messageValuesOf, type MessageChannel, type MessageValues } from './message-values';
import { partResolver } from './part-issues';
import { RadioField } from './RadioField';

const RECEIVERS: Record<MessageChannel, readonly ReceiverType[]> = { EMAIL: ['customer', 'other', 'custom'], SMS: ['customer', 'custom'] };
const TIMINGS = MESSAGE_TIMINGS.map((timing) => ({ value: timing, label: timing }));

type Props = ActionFormProps & { type: MessageChannel; options: AutomationOptionsView };

/** Send Email / Send SMS: a template, who receives it, and when (part 2 pinned "Automations"). */
export function MessageActionForm({ type, options, action, check, onSave }: Props) {
  const templates = type === 'EMAIL' ? options.email_templates : options.sms_templates;
  const toAction = (values: MessageValues) => messageActionOf(type, values, templates);
  const { control, handleSubmit, formState } = useForm<MessageValues>({
    defaultValues: messageValuesOf(action as Extract<AutomationActionInput, { type: MessageChannel }> | undefined),
    resolver: partResolver((values) => check(toAction(values)), messageFieldOf),
  });
  useUnsavedChanges(formState.isDirty);
  const receiver = useWatch({ control, name: 'receiver_type' });
  const timing = useWatch({ control, name: 'action_type' });
  const email = type === 'EMAIL';

  return (
    <Stack component="form" id={ACTION_FORM_ID} noValidate spacing={2.5} onSubmit={handleSubmit((values) => onSave(toAction(values)))}>
      <FormSelect
        control={control}
        name="template_id"
        label="Template"
        options={templates.map((template) => ({ value: template.id, label: template.name }))}
        helperText={templates.length ? undefined : email ? 'No e-mail templates available' : 'No SMS templates available'}
      />
      <RadioField control={control} name="receiver_type" label="Send to" options={RECEIVERS[type].map((value) => ({ value, label: RECEIVER_LABELS[value] }))} />
      {receiver === 'custom' ? (
        <Controller
          control={control}
          name="custom"
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              label={email ? 'E-mail addresses' : 'Phone numbers'}
              placeholder={email ? 'ops@example.com, care@example.com' : '+14155550100; +447700900123'}
              multiline
              minRows={2}
              fullWidth
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? 'Separate them with commas or semicolons.'}
            />
          )}
        />
      ) : null}
      <RadioField control={control} name="action_type" label="When" options={TIMINGS} />
      {timing !== 'Immediately' ? <DurationFields control={control} label={timing === 'Schedule' ? 'Send after' : 'Repeat every'} /> : null}
    </Stack>
  );
}
