import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { AUTOMATION_DAYS_MAX, AUTOMATION_HOURS_MAX, DURATION_TYPES } from '@trailpost/contracts';
import { Controller, useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';

type Props<T extends FieldValues> = {
  control: Control<T>;
  /** "Send after", "Repeat every": names the amount field. */
  label: string;
};

type DurationForm = { duration_type: string; hours: string };

/** An amount and its unit (hours or days): a schedule or a repeat interval. */
export function DurationFields<T extends FieldValues & DurationForm>({ control, label }: Props<T>) {
  const unit = useWatch({ control, name: 'duration_type' as Path<T> }) as string;
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Controller
        control={control}
        name={'hours' as Path<T>}
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            value={field.value ?? ''}
            label={label}
            type="number"
            sx={{ flex: 1 }}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ?? `From 1 to ${unit === 'days' ? AUTOMATION_DAYS_MAX : AUTOMATION_HOURS_MAX}`}
            slotProps={{ htmlInput: { min: 1, max: unit === 'days' ? AUTOMATION_DAYS_MAX : AUTOMATION_HOURS_MAX, inputMode: 'numeric' } }}
          />
        )}
      />
      <Controller
        control={control}
        name={'duration_type' as Path<T>}
        render={({ field }) => (
          <TextField {...field} select label="Unit" sx={{ width: 120 }}>
            {DURATION_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {type === 'days' ? 'Days' : 'Hours'}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
    </Stack>
  );
}
