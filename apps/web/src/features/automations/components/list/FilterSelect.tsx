import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

export type FilterOption = { value: string; label: string };

type Props = {
  label: string;
  options: readonly FilterOption[];
  selected: readonly string[];
  /** Shown as the only item when there is nothing to choose. */
  emptyText: string;
  loading: boolean;
  onChange: (values: string[]) => void;
};

/** A multiple-choice filter: each pick applies at once; the field says what is chosen. */
export function FilterSelect({ label, options, selected, emptyText, loading, onChange }: Props) {
  const labelOf = (value: string) => options.find((option) => option.value === value)?.label ?? value;
  return (
    <TextField
      select
      size="small"
      label={label}
      value={[...selected]}
      onChange={(event) => {
        const value = event.target.value as unknown as string[] | string;
        onChange(typeof value === 'string' ? value.split(',') : value);
      }}
      sx={{ width: { xs: 'calc(50% - 4px)', sm: 170 }, '& .MuiInputBase-root': { bgcolor: 'background.paper' } }}
      slotProps={{
        select: {
          multiple: true,
          renderValue: (values) => {
            const chosen = values as unknown as string[];
            return chosen.length === 1 ? labelOf(chosen[0] ?? '') : `${chosen.length} selected`;
          },
          MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } },
        },
      }}
    >
      {options.length === 0 ? (
        <MenuItem disabled value="">
          {loading ? 'Loading…' : emptyText}
        </MenuItem>
      ) : (
        options.map((option) => (
          <MenuItem key={option.value} value={option.value} dense>
            <Checkbox size="small" checked={selected.includes(option.value)} sx={{ p: 0.5, mr: 1 }} />
            <ListItemText primary={option.label} />
          </MenuItem>
        ))
      )}
    </TextField>
  );
}
