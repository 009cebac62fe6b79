import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from '@/components/FormTextField';

type Props<T extends FieldValues> = Omit<FormTextFieldProps<T>, 'type' | 'endAdornment'>;

/** Masked password input with a show/hide toggle. */
export function PasswordField<T extends FieldValues>({ control, name, label, ...rest }: Props<T>) {
  const [visible, setVisible] = useState(false);
  return (
    <FormTextField
      {...rest}
      control={control}
      name={name}
      label={label}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton aria-label={visible ? 'Hide password' : 'Show password'} onClick={() => setVisible((v) => !v)} edge="end" size="small">
            {visible ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
