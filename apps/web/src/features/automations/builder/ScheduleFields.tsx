import Stack from '@mui/material/Stack';
import { useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';
import { DurationFields } from './DurationFields';
import { RadioField } from './RadioField';
import { SCHEDULE_CHOICES, type ScheduleValues } from './schedule-values';

const CHOICES = SCHEDULE_CHOICES.map((choice) => ({ value: choice, label: choice }));

/** "Immediately" or "Schedule" after some hours or days, for the actions that are not messages. */
export function ScheduleFields<T extends FieldValues & ScheduleValues>({ control }: { control: Control<T> }) {
  const when = useWatch({ control, name: 'when' as Path<T> }) as ScheduleValues['when'];
  return (
    <Stack spacing={2}>
      <RadioField control={control} name={'when' as Path<T>} label="When" options={CHOICES} />
      {when === 'Schedule' ? <DurationFields control={control} label="Run after" /> : null}
    </Stack>
  );
}
