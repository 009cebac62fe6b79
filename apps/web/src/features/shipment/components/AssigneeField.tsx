import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useAssignees } from '../api/get-assignees';
import { UNASSIGN } from '../utils/shipment-form';

type Props = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Offers "unassign user" (the detail drawer); the add form offers "None" instead. */
  allowUnassign?: boolean;
  /** The shipment's current assignee, listed even when it is no longer in the sub-user list. */
  current?: { id: string; name: string } | null;
};

export const UNASSIGN_LABEL = 'unassign user';

/** Sub-user picker; shown to main users only. */
export function AssigneeField({ label, value, onChange, allowUnassign = false, current = null }: Props) {
  const assignees = useAssignees(true);
  const list = assignees.data ?? [];
  const options = current && !list.some((a) => a.id === current.id) ? [current, ...list] : list;
  const known = value === '' || value === UNASSIGN || options.some((a) => a.id === value);
  return (
    <TextField
      select
      label={label}
      value={known ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      helperText={assignees.isSuccess && list.length === 0 ? 'No Sub User Found' : undefined}
      slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 280 } } } } } }}
    >
      {allowUnassign ? (
        <MenuItem value={UNASSIGN}>
          <em>{UNASSIGN_LABEL}</em>
        </MenuItem>
      ) : (
        <MenuItem value="">
          <em>None</em>
        </MenuItem>
      )}
      {options.map((assignee) => (
        <MenuItem key={assignee.id} value={assignee.id}>
          {assignee.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
