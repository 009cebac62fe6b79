import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { DayRange } from '@/lib/date-ranges';
import { isCalendarDay, type CalendarDay } from '@/lib/zoned-date';

type Props = {
  initial: DayRange | null;
  /** Today in the user's zone: the last day that can be chosen. */
  today: CalendarDay;
  onApply: (days: DayRange) => void;
  onCancel: () => void;
};

/** The From and To days of a custom range. */
export function CustomRangeForm({ initial, today, onApply, onCancel }: Props) {
  const [from, setFrom] = useState(initial?.from ?? '');
  const [to, setTo] = useState(initial?.to ?? '');
  const complete = isCalendarDay(from) && isCalendarDay(to);
  const reversed = complete && from > to;

  return (
    <Box sx={{ px: 2, pt: 1, pb: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Stack direction="row" spacing={1.5} sx={{ pt: 1 }}>
        <TextField
          type="date"
          size="small"
          label="From"
          value={from}
          onChange={(event) => setFrom(event.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: to || today } }}
        />
        <TextField
          type="date"
          size="small"
          label="To"
          value={to}
          error={reversed}
          onChange={(event) => setTo(event.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: from || undefined, max: today } }}
        />
      </Stack>
      {reversed ? (
        <Typography variant="caption" color="error" component="p" sx={{ mt: 0.5 }}>
          The start date must be before the end date.
        </Typography>
      ) : null}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 1.5 }}>
        <Button size="small" onClick={onCancel}>
          CANCEL
        </Button>
        <Button size="small" variant="contained" disabled={!complete || reversed} onClick={() => onApply({ from, to })}>
          APPLY
        </Button>
      </Stack>
    </Box>
  );
}
