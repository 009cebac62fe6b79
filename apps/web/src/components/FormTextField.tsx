import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

type Props<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> & {
  control: Control<T>;
  name: FieldPath<T>;
  /** Rewrites the value when the field is left (e.g. lower-casing an e-mail list). */
  normaliseOnBlur?: (value: string) => string;
};

/** A MUI text field bound to react-hook-form; shows the field's validation message under it. */
export function FormTextField<T extends FieldValues>({ control, name, helperText, normaliseOnBlur, ...rest }: Props<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...rest}
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={() => {
            if (normaliseOnBlur) field.onChange(normaliseOnBlur(String(field.value ?? '')));
            field.onBlur();
          }}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
        />
      )}
    />
  );
}
