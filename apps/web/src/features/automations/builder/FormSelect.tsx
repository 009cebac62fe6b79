import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export type SelectOption = { value: string; label: string; secondary?: string; disabled?: boolean };

type Props<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  options: readonly SelectOption[];
  helperText?: ReactNode;
  disabled?: boolean;
  /** Runs after the field changed, for fields that depend on this one. */
  onPicked?: (value: string) => void;
};

/** A drop-down bound to react-hook-form; shows the field's message under it. */
export function FormSelect<T extends FieldValues>({ control, name, label, options, helperText, disabled, onPicked }: Props<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          fullWidth
          disabled={disabled}
          label={label}
          name={field.name}
          value={field.value ?? ''}
          inputRef={field.ref}
          onBlur={field.onBlur}
          onChange={(event) => {
            field.onChange(event.target.value);
            onPicked?.(event.target.value);
          }}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
          slotProps={{ select: { renderValue: (value) => options.find((option) => option.value === value)?.label ?? '' } }}
        >
          {options.map((option) => (
            <MenuItem key={option.value} value={option.value} disabled={option.disabled}>
              <ListItemText primary={option.label} secondary={option.secondary} />
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
