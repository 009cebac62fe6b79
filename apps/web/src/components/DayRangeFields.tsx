import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CalendarDay } from '@/lib/zoned-date';

type Props = {
  from: string;
  to: string;
  /** Today in the user's zone: the last day that can be chosen. */
  today: CalendarDay;
  onFrom: (day: string) => void;
  onTo: (day: string) => void;
  direction?: 'row' | 'column';
};

/** Whether both days are chosen and the first comes after the second. */
export function isReversedRange(from: string, to: string): boolean {
  return from !== '' && to !== '' && from > to;
}

/** The From and To days of a custom range (list filter, dashboard cards), with the reversed-range message. */
export function DayRangeFields({ from, to, today, onFrom, onTo, direction = 'column' }: Props) {
  const reversed = isReversedRange(from, to);
  return (
    <Stack spacing={0.5}>
      <Stack direction={direction} spacing={1.5}>
        <TextField
          type="date"
          size="small"
          label="From"
          value={from}
          onChange={(event) => onFrom(event.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: to || today } }}
        />
        <TextField
          type="date"
          size="small"
          label="To"
          value={to}
          error={reversed}
          onChange={(event) => onTo(event.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: from || undefined, max: today } }}
        />
      </Stack>
      {reversed ? (
        <Typography variant="caption" color="error" component="p">
          The start date must be before the end date.
        </Typography>
      ) : null}
    </Stack>
  );
}
