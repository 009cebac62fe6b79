import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DELIVERY_DATE_SOURCES, DELIVERY_DATE_TEXTS, type DeliveryDateSource } from '@trailpost/contracts';

/** Which delivery date customers see: the courier's, ours, or the courier's first. */
export function DeliveryDateSourceSelect({ value, disabled, onChange }: { value: DeliveryDateSource; disabled: boolean; onChange: (source: DeliveryDateSource) => void }) {
  return (
    <TextField
      select
      label={DELIVERY_DATE_TEXTS.sourceLabel}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as DeliveryDateSource)}
      size="small"
      sx={{ minWidth: 240, maxWidth: '100%', mt: 3 }}
      helperText={DELIVERY_DATE_TEXTS.sourceHelp}
      slotProps={{ formHelperText: { sx: { maxWidth: 560 } } }}
    >
      {DELIVERY_DATE_SOURCES.map((source) => (
        <MenuItem key={source} value={source}>
          {DELIVERY_DATE_TEXTS.sources[source]}
        </MenuItem>
      ))}
    </TextField>
  );
}
