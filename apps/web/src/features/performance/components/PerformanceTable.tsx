import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { onTimeOfText, PERFORMANCE_COLUMNS, TRANSIT_DAYS_CAP, type PerformanceFigures, type PerformanceWeek } from '@trailpost/contracts';
import { useState, type ReactNode } from 'react';
import { CourierLogo } from '@/components/CourierLogo';
import { formatCount, formatDays, formatPct } from '../utils/format';
import { DEFAULT_SORT, firstDirection, sortRows, type Sort, type SortKey } from '../utils/sort-rows';
import { WeekTrend } from './WeekTrend';

/** A courier's or a lane's row as the table draws it. */
export interface PerformanceRow extends PerformanceFigures {
  key: string;
  slug: string;
  /** The courier's name. */
  title: string;
  /** What the row sorts by in the name column: the courier, then its lane. */
  name: string;
  /** The lane under the courier's name ("United Kingdom → France"); none for a courier. */
  lane?: string;
  weeks: PerformanceWeek[];
}

type Column = { key: SortKey; label: string; cell: (row: PerformanceRow) => ReactNode };

const FIGURES: Column[] = [
  { key: 'shipments', label: PERFORMANCE_COLUMNS.shipments, cell: (row) => formatCount(row.shipments) },
  { key: 'delivered_pct', label: PERFORMANCE_COLUMNS.delivered, cell: (row) => formatPct(row.delivered_pct) },
  {
    key: 'on_time_pct',
    label: PERFORMANCE_COLUMNS.onTime,
    cell: (row) => (
      <>
        {formatPct(row.on_time_pct)}
        <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block', whiteSpace: 'nowrap' }}>
          {onTimeOfText(row.on_time_of)}
        </Typography>
      </>
    ),
  },
  { key: 'transit_days_p50', label: PERFORMANCE_COLUMNS.transitP50, cell: (row) => formatDays(row.transit_days_p50, TRANSIT_DAYS_CAP) },
  { key: 'transit_days_p90', label: PERFORMANCE_COLUMNS.transitP90, cell: (row) => formatDays(row.transit_days_p90, TRANSIT_DAYS_CAP) },
  { key: 'first_attempt_pct', label: PERFORMANCE_COLUMNS.firstAttempt, cell: (row) => formatPct(row.first_attempt_pct) },
  { key: 'exception_pct', label: PERFORMANCE_COLUMNS.exception, cell: (row) => formatPct(row.exception_pct) },
];

function SortableHead({ column, sort, onSort, align }: { column: { key: SortKey; label: string }; sort: Sort; onSort: (key: SortKey) => void; align: 'left' | 'right' }) {
  const active = sort.key === column.key;
  return (
    <TableCell align={align} sortDirection={active ? sort.direction : false} sx={{ fontWeight: 600, lineHeight: 1.3, verticalAlign: 'bottom', maxWidth: align === 'right' ? 96 : undefined }}>
      <TableSortLabel active={active} direction={active ? sort.direction : firstDirection(column.key)} onClick={() => onSort(column.key)}>
        {column.label}
      </TableSortLabel>
    </TableCell>
  );
}

/** Each courier or lane with its figures and weekly trend; every figure column sorts, most shipments first to begin with. */
export function PerformanceTable({ rows, nameLabel, label }: { rows: PerformanceRow[]; nameLabel: string; label: string }) {
  const [sort, setSort] = useState<Sort>(DEFAULT_SORT);
  const onSort = (key: SortKey) =>
    setSort((current) => (current.key === key ? { key, direction: current.direction === 'asc' ? 'desc' : 'asc' } : { key, direction: firstDirection(key) }));
  const sorted = sortRows(rows, sort, (row) => row.name);
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label} sx={{ minWidth: 880 }}>
        <TableHead>
          <TableRow>
            <SortableHead column={{ key: 'name', label: nameLabel }} sort={sort} onSort={onSort} align="left" />
            {FIGURES.map((column) => (
              <SortableHead key={column.key} column={column} sort={sort} onSort={onSort} align="right" />
            ))}
            <TableCell sx={{ fontWeight: 600, lineHeight: 1.3, verticalAlign: 'bottom' }}>{PERFORMANCE_COLUMNS.trend}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {sorted.map((row) => (
            <TableRow key={row.key} hover>
              <TableCell component="th" scope="row">
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 180 }}>
                  <CourierLogo slug={row.slug} size={28} />
                  <Box sx={{ minWidth: 0 }}>
                    <Typography variant="body2" sx={{ fontWeight: 500 }} noWrap>
                      {row.title}
                    </Typography>
                    {row.lane ? (
                      <Typography variant="caption" color="text.secondary" noWrap component="p">
                        {row.lane}
                      </Typography>
                    ) : null}
                  </Box>
                </Box>
              </TableCell>
              {FIGURES.map((column) => (
                <TableCell key={column.key} align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {column.cell(row)}
                </TableCell>
              ))}
              <TableCell>
                <WeekTrend weeks={row.weeks} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
