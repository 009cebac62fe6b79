import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  PERFORMANCE_COLUMNS,
  PERFORMANCE_MESSAGES,
  PERFORMANCE_NOTES,
  PERFORMANCE_TITLE,
  type CourierPerformanceAnswer,
  type LanePerformanceAnswer,
  type PerformanceQuery,
  type PerformanceView,
} from '@trailpost/contracts';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageLoader } from '@/components/PageLoader';
import { useFilterOptions } from '@/lib/api/get-filter-options';
import { errorMessage } from '@/lib/api-client';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { useStoredItem } from '@/lib/use-stored';
import { formatDay, safeDateFormat } from '@/lib/zoned-date';
import { useExportPerformance } from '../api/export-performance';
import { usePerformance } from '../api/get-performance';
import { PerformanceFilters } from '../components/PerformanceFilters';
import { PerformanceTable, type PerformanceRow } from '../components/PerformanceTable';
import { SummaryTiles } from '../components/SummaryTiles';
import { WeeklyTable } from '../components/WeeklyTable';
import { usePerformanceFilters } from '../hooks/use-performance-filters';
import { courierRows, laneRows } from '../utils/rows';

function Section({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  const titleId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, px: 2.5, py: 1.75, borderBottom: 1, borderColor: 'divider' }}>
        <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {actions}
      </Box>
      {children}
    </Paper>
  );
}

function Figures({ view, query }: { view: PerformanceView; query: PerformanceQuery }) {
  const options = useFilterOptions();
  const dateFormat = safeDateFormat(useStoredItem(STORAGE_KEYS.dateFormat));
  const answer = usePerformance(view, query);
  if (answer.isPending) return <PageLoader />;
  if (answer.isError) return <Alert severity="error">{errorMessage(answer.error)}</Alert>;
  const data = answer.data;
  const countries = [...(options.data?.origin ?? []), ...(options.data?.destination ?? [])];
  const rows: PerformanceRow[] = view === 'couriers' ? courierRows(data as CourierPerformanceAnswer) : laneRows(data as LanePerformanceAnswer, countries);
  const title = view === 'couriers' ? 'By courier' : 'By lane';
  return (
    <Stack spacing={2.5}>
      {answer.isFetching ? <LinearProgress aria-label="Updating" sx={{ position: 'absolute', left: 0, right: 0, top: 0 }} /> : null}
      <Typography variant="body2" color="text.secondary">
        {formatDay(data.from, dateFormat)} – {formatDay(data.to, dateFormat)} · {data.time_zone}
      </Typography>
      <SummaryTiles total={data.total} />
      <Section title={title}>
        {rows.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
            {PERFORMANCE_MESSAGES.noData}
          </Typography>
        ) : (
          <PerformanceTable rows={rows} nameLabel={view === 'couriers' ? PERFORMANCE_COLUMNS.courier : PERFORMANCE_COLUMNS.lane} label={title} />
        )}
        <Box component="ul" sx={{ m: 0, px: 4.5, py: 1.5, color: 'text.secondary', typography: 'caption', borderTop: 1, borderColor: 'divider' }}>
          {Object.values(PERFORMANCE_NOTES).map((note) => (
            <li key={note}>{note}</li>
          ))}
        </Box>
      </Section>
      {rows.length > 0 ? (
        <Section title={PERFORMANCE_COLUMNS.trend}>
          <WeeklyTable weeks={data.total.weeks} dateFormat={dateFormat} />
        </Section>
      ) : null}
    </Stack>
  );
}

/**
 * Delivery performance (/performance, under Overview): per courier or lane, for a range of the
 * user's days, the delivery figures and their trend by week, sortable, filtered, exported.
 */
export function PerformanceRoute() {
  const { filters, change, today, query } = usePerformanceFilters();
  const options = useFilterOptions();
  const exporting = useExportPerformance();
  return (
    <Stack spacing={2.5} sx={{ maxWidth: 1600, mx: 'auto', position: 'relative' }}>
      <Paper variant="outlined" sx={{ p: 2.5 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 2, flexWrap: 'wrap' }}>
          <Typography component="h1" variant="h6" sx={{ fontWeight: 600 }}>
            {PERFORMANCE_TITLE}
          </Typography>
          <Button component={RouterLink} to="/dashboard" size="small">
            Back to dashboard
          </Button>
        </Stack>
        <PerformanceFilters
          filters={filters}
          onChange={change}
          today={today}
          couriers={options.data?.courier ?? []}
          destinations={options.data?.destination ?? []}
          canExport={query !== null}
          exporting={exporting.isPending}
          onExport={() => query && exporting.mutate({ view: filters.view, query })}
        />
        {exporting.isError ? (
          <Alert severity="error" sx={{ mt: 1.5 }}>
            {errorMessage(exporting.error)}
          </Alert>
        ) : null}
      </Paper>
      {query ? <Figures view={filters.view} query={query} /> : <Alert severity="info">Choose the first and last day of the range.</Alert>}
    </Stack>
  );
}
