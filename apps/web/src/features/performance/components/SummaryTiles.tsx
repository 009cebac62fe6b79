import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { onTimeOfText, PERFORMANCE_COLUMNS, shipmentCountText, TRANSIT_DAYS_CAP, type PerformanceFigures } from '@trailpost/contracts';
import { formatCount, formatDays, formatPct } from '../utils/format';

function Tile({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Paper variant="outlined" sx={{ px: 2, py: 1.5, minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary" noWrap>
        {label}
      </Typography>
      <Typography variant="h5" component="p" sx={{ fontWeight: 600, mt: 0.25 }}>
        {value}
      </Typography>
      {note ? (
        <Typography variant="caption" color="text.secondary">
          {note}
        </Typography>
      ) : null}
    </Paper>
  );
}

/** The figures of every shipment in the range and filters, one tile each. */
export function SummaryTiles({ total }: { total: PerformanceFigures }) {
  return (
    <Box
      component="section"
      aria-label="All shipments in the range"
      sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))', xl: 'repeat(6, minmax(0, 1fr))' } }}
    >
      <Tile label={PERFORMANCE_COLUMNS.shipments} value={formatCount(total.shipments)} />
      <Tile label={PERFORMANCE_COLUMNS.delivered} value={formatPct(total.delivered_pct)} note={`${formatCount(total.delivered)} delivered`} />
      <Tile label={PERFORMANCE_COLUMNS.onTime} value={formatPct(total.on_time_pct)} note={onTimeOfText(total.on_time_of)} />
      <Tile
        label="Transit days p50 / p90"
        value={`${formatDays(total.transit_days_p50, TRANSIT_DAYS_CAP)} / ${formatDays(total.transit_days_p90, TRANSIT_DAYS_CAP)}`}
      />
      <Tile label={PERFORMANCE_COLUMNS.firstAttempt} value={formatPct(total.first_attempt_pct)} />
      <Tile label={PERFORMANCE_COLUMNS.exception} value={formatPct(total.exception_pct)} note={shipmentCountText(total.exceptions)} />
    </Box>
  );
}
