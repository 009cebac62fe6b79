import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, useImperativeHandle, useRef, type ReactNode, type Ref } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { insertAtCursor } from '../utils/insert-at-cursor';

export type InsertableHandle = { insertText: (text: string) => void };

type Props<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  required?: boolean;
  multiline?: boolean;
  minRows?: number;
  onFocus?: () => void;
  /** Under the field, after its error: counters, notes. */
  children?: ReactNode;
  ref?: Ref<InsertableHandle>;
};

/**
 * A text field bound to react-hook-form that can take text at its cursor (a placeholder from a
 * menu or panel). The cursor is the input's own selection, which it keeps while unfocused;
 * before the field was ever used, text goes at the end.
 */
export function InsertableTextField<T extends FieldValues>({ control, name, label, required, multiline, minRows, onFocus, children, ref }: Props<T>) {
  const id = useId();
  const helperId = `${id}-helper`;
  const input = useRef<HTMLInputElement | HTMLTextAreaElement | null>(null);
  const used = useRef(false);
  const { field, fieldState } = useController({ control, name });

  useImperativeHandle(ref, () => ({
    insertText: (text) => {
      const element = input.current;
      const value = String(field.value ?? '');
      const known = used.current && element;
      const next = insertAtCursor(value, text, known ? element.selectionStart : null, known ? element.selectionEnd : null);
      field.onChange(next.value);
      // After React wrote the new value, put the caret just after the inserted text.
      requestAnimationFrame(() => {
        if (!element) return;
        element.focus();
        element.setSelectionRange(next.caret, next.caret);
      });
    },
  }));

  return (
    <FormControl variant="outlined" error={Boolean(fieldState.error)} required={required} fullWidth>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        name={field.name}
        value={field.value ?? ''}
        onChange={field.onChange}
        onFocus={() => {
          used.current = true;
          onFocus?.();
        }}
        onBlur={field.onBlur}
        inputRef={(element: HTMLInputElement | HTMLTextAreaElement | null) => {
          input.current = element;
          field.ref(element);
        }}
        multiline={multiline}
        minRows={minRows}
        // A variant in Arabic or Hebrew reads right to left as typed.
        inputProps={{ 'aria-describedby': helperId, dir: 'auto' }}
      />
      <div id={helperId}>
        {fieldState.error ? <FormHelperText>{fieldState.error.message}</FormHelperText> : null}
        {children}
      </div>
    </FormControl>
  );
}
