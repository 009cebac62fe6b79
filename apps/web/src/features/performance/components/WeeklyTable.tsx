import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { PERFORMANCE_COLUMNS, TRANSIT_DAYS_CAP, type DateFormat, type PerformanceWeek } from '@trailpost/contracts';
import { formatDay } from '@/lib/zoned-date';
import { formatCount, formatDays, formatPct } from '../utils/format';

const HEADS = [
  PERFORMANCE_COLUMNS.shipments,
  PERFORMANCE_COLUMNS.delivered,
  PERFORMANCE_COLUMNS.onTime,
  PERFORMANCE_COLUMNS.transitP50,
  PERFORMANCE_COLUMNS.transitP90,
  PERFORMANCE_COLUMNS.firstAttempt,
  PERFORMANCE_COLUMNS.exception,
];

/** The trend of every shipment in the range, a row per week (Monday to Sunday), oldest first. */
export function WeeklyTable({ weeks, dateFormat }: { weeks: PerformanceWeek[]; dateFormat: DateFormat }) {
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={PERFORMANCE_COLUMNS.trend} sx={{ minWidth: 720 }}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>Week of</TableCell>
            {HEADS.map((head) => (
              <TableCell key={head} align="right" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {head}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {weeks.map((week) => (
            <TableRow key={week.week} hover>
              <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                {formatDay(week.week, dateFormat)}
              </TableCell>
              {[
                formatCount(week.shipments),
                formatPct(week.delivered_pct),
                formatPct(week.on_time_pct),
                formatDays(week.transit_days_p50, TRANSIT_DAYS_CAP),
                formatDays(week.transit_days_p90, TRANSIT_DAYS_CAP),
                formatPct(week.first_attempt_pct),
                formatPct(week.exception_pct),
              ].map((value, i) => (
                <TableCell key={HEADS[i]} align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {value}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
