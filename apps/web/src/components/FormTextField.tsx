import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export type FormTextFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  helperText?: ReactNode;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  required?: boolean;
  placeholder?: string;
  fullWidth?: boolean;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  endAdornment?: ReactNode;
  sx?: SxProps<Theme>;
  /** Keeps the label above the field, so that the placeholder shows while the field is empty. */
  shrinkLabel?: boolean;
  /** Rewrites the value when the field is left (e.g. lower-casing an e-mail list). */
  normaliseOnBlur?: (value: string) => string;
  /** Rewrites the value as it is typed or pasted (e.g. dropping characters the field does not accept). */
  filterInput?: (value: string) => string;
};

/**
 * An outlined text field bound to react-hook-form; shows the field's validation message under
 * it. Built from MUI's parts rather than its TextField, which also brings Select and Menu: the
 * sign-in screens load this field first (decision 0024).
 */
export function FormTextField<T extends FieldValues>({ control, name, label, helperText, required, fullWidth, sx, inputMode, endAdornment, shrinkLabel, normaliseOnBlur, filterInput, ...input }: FormTextFieldProps<T>) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const helper = fieldState.error?.message ?? helperText;
        return (
          <FormControl variant="outlined" error={Boolean(fieldState.error)} required={required} fullWidth={fullWidth} sx={sx}>
            <InputLabel htmlFor={id} shrink={shrinkLabel || undefined}>
              {label}
            </InputLabel>
            <OutlinedInput
              {...input}
              id={id}
              label={label}
              notched={shrinkLabel || undefined}
              name={field.name}
              value={field.value ?? ''}
              onChange={(event) => field.onChange(filterInput ? filterInput(event.target.value) : event)}
              onBlur={() => {
                if (normaliseOnBlur) field.onChange(normaliseOnBlur(String(field.value ?? '')));
                field.onBlur();
              }}
              inputRef={field.ref}
              endAdornment={endAdornment}
              inputProps={{ inputMode, 'aria-describedby': helper ? helperId : undefined }}
            />
            {helper ? <FormHelperText id={helperId}>{helper}</FormHelperText> : null}
          </FormControl>
        );
      }}
    />
  );
}
