import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useState } from 'react';
import { DayRangeFields, isReversedRange } from '@/components/DayRangeFields';
import { isCalendarDay, type CalendarDay } from '@/lib/zoned-date';
import { CUSTOM_PRESET, DATE_PRESETS, dateSelectionFor, type DatePreset } from '../utils/date-presets';
import type { DateSelection } from '../utils/list-url';
import { PanelActions } from './PanelActions';

type Props = {
  applied: DateSelection | null;
  /** Today in the user's time zone. */
  today: CalendarDay;
  onApply: (selection: DateSelection) => void;
  onCancel: () => void;
};

function initialPreset(applied: DateSelection | null): DatePreset | '' {
  if (!applied) return '';
  return DATE_PRESETS.find((preset) => preset === applied.preset) ?? CUSTOM_PRESET;
}

const dayOrEmpty = (value: string | null | undefined) => (value && isCalendarDay(value) ? value : '');

/** Date presets, or a custom range of created dates. */
export function DateFilterPanel({ applied, today, onApply, onCancel }: Props) {
  const [preset, setPreset] = useState<DatePreset | ''>(() => initialPreset(applied));
  const [from, setFrom] = useState(() => dayOrEmpty(applied?.from));
  const [to, setTo] = useState(() => dayOrEmpty(applied?.to));

  const custom = preset === CUSTOM_PRESET;
  const rangeInvalid = custom && isReversedRange(from, to);
  const selection = preset ? dateSelectionFor(preset, today, { from, to }) : null;

  return (
    <Box>
      <RadioGroup
        value={preset}
        onChange={(event) => setPreset(event.target.value as DatePreset)}
        sx={{ px: 1.5, py: 1 }}
        aria-label="Date"
      >
        {DATE_PRESETS.map((option) => (
          <FormControlLabel key={option} value={option} control={<Radio size="small" sx={{ p: 0.5, mr: 1 }} />} label={option} sx={{ mx: 0, py: 0.25 }} />
        ))}
      </RadioGroup>
      {custom ? (
        <Box sx={{ px: 1.5, pb: 1.5 }}>
          <DayRangeFields from={from} to={to} today={today} onFrom={setFrom} onTo={setTo} />
        </Box>
      ) : null}
      <PanelActions
        onApply={() => {
          if (selection) onApply(selection);
        }}
        onCancel={onCancel}
        applyDisabled={selection === null || rangeInvalid}
      />
    </Box>
  );
}
