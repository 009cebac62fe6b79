import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

type Props = { value: 'AND' | 'OR'; onChange: (value: 'AND' | 'OR') => void };

/** Whether a shipment must match all the conditions (AND) or any of them (OR). */
export function LogicalOperatorToggle({ value, onChange }: Props) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="body2">Shipments must match</Typography>
      <ToggleButtonGroup size="small" exclusive value={value} onChange={(_event, next: 'AND' | 'OR' | null) => next && onChange(next)} aria-label="Match conditions">
        <ToggleButton value="AND">all</ToggleButton>
        <ToggleButton value="OR">any</ToggleButton>
      </ToggleButtonGroup>
      <Typography variant="body2">of these conditions</Typography>
    </Stack>
  );
}
