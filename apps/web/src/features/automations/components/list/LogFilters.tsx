import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { AUTOMATION_RUN_OUTCOMES } from '@trailpost/contracts';
import { OUTCOME_LABELS } from './RunOutcomeChip';
import { DelayedSearchField } from './DelayedSearchField';
import type { LogState } from './use-log-state';

type Props = { state: LogState; onChange: (next: LogState) => void };

/** Outcome (All, Matched, Skipped) and the start of a tracking number. */
export function LogFilters({ state, onChange }: Props) {
  const change = (patch: Partial<LogState>) => onChange({ ...state, ...patch, pageId: 1 });
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1.5 }}>
      <DelayedSearchField label="Search tracking number" applied={state.searchQuery} onSearch={(searchQuery) => change({ searchQuery })} />
      <TextField
        select
        size="small"
        label="Outcome"
        value={state.outcome}
        onChange={(event) => change({ outcome: event.target.value as LogState['outcome'] })}
        sx={{ width: { xs: '100%', sm: 170 }, '& .MuiInputBase-root': { bgcolor: 'background.paper' } }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">All</MenuItem>
        {AUTOMATION_RUN_OUTCOMES.map((outcome) => (
          <MenuItem key={outcome} value={outcome}>
            {OUTCOME_LABELS[outcome]}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
