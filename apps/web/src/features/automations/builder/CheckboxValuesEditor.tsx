import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import type { ValueEditorProps } from './value-editor';

type Props = ValueEditorProps & { options: readonly { value: string; label: string }[] };

/** A fixed list to tick (the eight statuses, the delivery windows). */
export function CheckboxValuesEditor({ label, options, value, onChange, error }: Props) {
  const toggle = (option: string, checked: boolean) =>
    onChange(checked ? options.map((item) => item.value).filter((item) => item === option || value.includes(item)) : value.filter((item) => item !== option));
  return (
    <FormControl component="fieldset" error={Boolean(error)} variant="standard">
      <FormLabel component="legend">{label}</FormLabel>
      <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            control={<Checkbox checked={value.includes(option.value)} onChange={(event) => toggle(option.value, event.target.checked)} />}
            label={option.label}
          />
        ))}
      </FormGroup>
      {error ? <FormHelperText>{error}</FormHelperText> : null}
    </FormControl>
  );
}
