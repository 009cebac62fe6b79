import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { AutomationActionInput, AutomationOptionsView } from '@trailpost/contracts';
import { Controller, useForm } from 'react-hook-form';
import { useUnsavedChanges } from '@/components/discard-guard/discard-scope-context';
import { readableTextColor } from '@/lib/readable-text-color';
import { ACTION_FORM_ID, type ActionFormProps } from './action-form';
import { partResolver } from './part-issues';
import { scheduleFieldOf, scheduleTimeOf, scheduleValuesOf, type ScheduleValues } from './schedule-values';
import { ScheduleFields } from './ScheduleFields';

type Values = ScheduleValues & { tags: string[] };
type TagAction = Extract<AutomationActionInput, { type: 'TAG' }>;
type TagOption = AutomationOptionsView['tags'][number];

const fieldOf = (path: string): keyof Values => (path.startsWith('schedule_time') ? scheduleFieldOf(path) : 'tags');

/** Add Tags: one or more of the account's tags, now or later. */
export function TagActionForm({ options, action, check, onSave }: ActionFormProps & { options: AutomationOptionsView }) {
  const current = action as TagAction | undefined;
  const byId = new Map(options.tags.map((tag) => [tag.value, tag]));
  const toAction = (values: Values): TagAction => ({
    type: 'TAG',
    request_params: values.tags.map((id) => byId.get(id) ?? { value: id, name: '', color: '' }),
    ...scheduleTimeOf(values),
  });
  const { control, handleSubmit, formState } = useForm<Values>({
    defaultValues: { tags: current?.request_params.map((tag) => tag.value) ?? [], ...scheduleValuesOf(current?.schedule_time) },
    resolver: partResolver((values) => check(toAction(values)), fieldOf),
  });
  useUnsavedChanges(formState.isDirty);
  return (
    <Stack component="form" id={ACTION_FORM_ID} noValidate spacing={2.5} onSubmit={handleSubmit((values) => onSave(toAction(values)))}>
      <Controller
        control={control}
        name="tags"
        render={({ field, fieldState }) => (
          <Autocomplete<TagOption, true>
            multiple
            options={options.tags}
            value={field.value.map((id) => byId.get(id) ?? { value: id, name: id, color: '' })}
            onChange={(_event, tags) => field.onChange(tags.map((tag) => tag.value))}
            getOptionLabel={(tag) => tag.name}
            getOptionKey={(tag) => tag.value}
            isOptionEqualToValue={(option, chosen) => option.value === chosen.value}
            noOptionsText="No tags yet"
            renderOption={({ key, ...props }, tag) => (
              <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                <Box component="span" sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: tag.color || 'grey.300', flexShrink: 0 }} />
                {tag.name}
              </Box>
            )}
            renderValue={(tags, getItemProps) =>
              tags.map((tag, index) => {
                const { key, ...chip } = getItemProps({ index });
                return <Chip key={key} {...chip} size="small" label={tag.name} sx={{ bgcolor: tag.color || undefined, color: tag.color ? readableTextColor(tag.color) : undefined }} />;
              })
            }
            renderInput={(params) => <TextField {...params} label="Tags" inputRef={field.ref} error={Boolean(fieldState.error)} helperText={fieldState.error?.message} />}
          />
        )}
      />
      <ScheduleFields control={control} />
    </Stack>
  );
}
