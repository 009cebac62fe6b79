import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { DayRangeFields, isReversedRange } from '@/components/DayRangeFields';
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
  const reversed = isReversedRange(from, to);

  return (
    <Box sx={{ px: 2, pt: 1, pb: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Box sx={{ pt: 1 }}>
        <DayRangeFields from={from} to={to} today={today} onFrom={setFrom} onTo={setTo} direction="row" />
      </Box>
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
