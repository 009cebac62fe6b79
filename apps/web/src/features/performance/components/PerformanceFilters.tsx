import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import type { FilterOption, PerformanceView } from '@trailpost/contracts';
import { useId } from 'react';
import { DayRangeFields } from '@/components/DayRangeFields';
import type { CalendarDay } from '@/lib/zoned-date';
import { PERFORMANCE_RANGES, type PerformanceFilters as Filters, type PerformanceRange } from '../hooks/use-performance-filters';

type Props = {
  filters: Filters;
  onChange: (patch: Partial<Filters>) => void;
  today: CalendarDay;
  couriers: FilterOption[];
  destinations: FilterOption[];
  onExport: () => void;
  exporting: boolean;
  canExport: boolean;
};

const EVERY = '';

function Choice({ label, value, options, everyLabel, onChange }: { label: string; value: string; options: FilterOption[]; everyLabel: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <FormControl size="small" sx={{ minWidth: { xs: '100%', sm: 180 } }}>
      <InputLabel id={id} shrink>
        {label}
      </InputLabel>
      <Select labelId={id} label={label} notched displayEmpty value={value} onChange={(event) => onChange(event.target.value)}>
        <MenuItem value={EVERY}>{everyLabel}</MenuItem>
        {options.map((option) => (
          <MenuItem key={String(option.value)} value={String(option.value)}>
            {option.label}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}

/** The view (couriers or lanes), the range, the courier and destination filters, and the export. */
export function PerformanceFilters({ filters, onChange, today, couriers, destinations, onExport, exporting, canExport }: Props) {
  const rangeId = useId();
  return (
    <Stack spacing={1.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: { sm: 'center' } }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={filters.view}
          onChange={(_event, view: PerformanceView | null) => view && onChange({ view })}
          aria-label="Group by"
        >
          <ToggleButton value="couriers">By courier</ToggleButton>
          <ToggleButton value="lanes">By lane</ToggleButton>
        </ToggleButtonGroup>
        <FormControl size="small" sx={{ minWidth: { xs: '100%', sm: 170 } }}>
          <InputLabel id={rangeId}>Date range</InputLabel>
          <Select labelId={rangeId} label="Date range" value={filters.range} onChange={(event) => onChange({ range: event.target.value as PerformanceRange })}>
            {PERFORMANCE_RANGES.map((range) => (
              <MenuItem key={range} value={range}>
                {range}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <Choice label="Courier" value={filters.courier} options={couriers} everyLabel="All couriers" onChange={(courier) => onChange({ courier })} />
        <Choice label="Destination" value={filters.destination} options={destinations} everyLabel="All destinations" onChange={(destination) => onChange({ destination })} />
        <Button
          variant="outlined"
          startIcon={<FileDownloadOutlined />}
          onClick={onExport}
          disabled={!canExport || exporting}
          sx={{ ml: { sm: 'auto' }, alignSelf: { xs: 'flex-start', sm: 'center' } }}
        >
          {exporting ? 'Exporting…' : 'Export'}
        </Button>
      </Stack>
      {filters.range === 'Custom' ? (
        <DayRangeFields
          direction="row"
          from={filters.custom.from}
          to={filters.custom.to}
          today={today}
          onFrom={(from) => onChange({ custom: { ...filters.custom, from } })}
          onTo={(to) => onChange({ custom: { ...filters.custom, to } })}
        />
      ) : null}
    </Stack>
  );
}
