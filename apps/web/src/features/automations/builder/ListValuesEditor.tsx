import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { ValueEditorProps } from './value-editor';

const toValues = (text: string) => [...new Set(text.split(',').map((part) => part.trim()).filter(Boolean))];

/** Free values, typed comma-separated (countries, cities, names…). The text is kept as typed. */
export function ListValuesEditor({ label, value, onChange, error }: ValueEditorProps) {
  const [text, setText] = useState(() => value.join(', '));
  return (
    <TextField
      label={label}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(toValues(event.target.value));
      }}
      fullWidth
      error={Boolean(error)}
      helperText={error ?? 'Separate values with commas.'}
    />
  );
}
