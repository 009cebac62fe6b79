import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { FilterOption } from '@trailpost/contracts';
import { ALL_COURIERS } from '../hooks/use-card-filters';

type Props = {
  couriers: readonly FilterOption[];
  /** A courier slug, or ALL_COURIERS. */
  value: string;
  onChange: (slug: string) => void;
};

/** "All" and the account's couriers; not shown while the account has none (part 1 §2.5). */
export function CourierPicker({ couriers, value, onChange }: Props) {
  if (couriers.length === 0) return null;
  return (
    <TextField
      select
      size="small"
      label="Courier"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 160 }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value={ALL_COURIERS}>All</MenuItem>
      {couriers.map((option) =>
        option.value === false ? null : (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ),
      )}
    </TextField>
  );
}
