import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from '@/components/FormTextField';

type Props<T extends FieldValues> = Omit<FormTextFieldProps<T>, 'type' | 'endAdornment'> & {
  /** Set by a screen that shows the value itself (after fetching it in clear); the toggle is the field's own otherwise. */
  visible?: boolean;
  onVisibleChange?: (visible: boolean) => void;
  /** What the toggle names (its label is "Show …" / "Hide …"): tells several secret fields of one form apart. */
  toggleName?: string;
};

/** Masked password input with a show/hide toggle. */
export function PasswordField<T extends FieldValues>({ control, name, label, visible: shownByScreen, onVisibleChange, toggleName = 'password', ...rest }: Props<T>) {
  const [ownVisible, setOwnVisible] = useState(false);
  const visible = shownByScreen ?? ownVisible;
  const setVisible = onVisibleChange ?? setOwnVisible;
  return (
    <FormTextField
      {...rest}
      control={control}
      name={name}
      label={label}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton aria-label={`${visible ? 'Hide' : 'Show'} ${toggleName}`} onClick={() => setVisible(!visible)} edge="end" size="small">
            {visible ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
