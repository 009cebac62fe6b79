import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { DayWiseRow, FilterOption } from '@trailpost/contracts';
import { CourierLogo } from '@/components/CourierLogo';
import { DAY_COLUMNS, dayCells } from '../utils/day-wise';
import { courierName, formatPercentage } from '../utils/format';

export const DAY_WISE_TITLE = 'Day Wise Turn Around Time Of Courier';

type Props = { rows: DayWiseRow[]; couriers: readonly FilterOption[] };

const stickyFirst = { position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 1 } as const;

/** Per courier: the total and how many shipments took 0, 1 .. 9, 10 or more days, with their share. */
export function DayWiseTable({ rows, couriers }: Props) {
  return (
    // The table scrolls sideways on narrow screens: a named, focusable region lets the keyboard scroll it
    // (named apart from the card's region around it).
    <TableContainer tabIndex={0} role="region" aria-label={`${DAY_WISE_TITLE} table`}>
      <Table size="small" aria-label={DAY_WISE_TITLE} sx={{ '& th, & td': { whiteSpace: 'nowrap' } }}>
        <TableHead>
          <TableRow>
            <TableCell sx={stickyFirst}>Courier Name</TableCell>
            <TableCell align="right">Total</TableCell>
            {DAY_COLUMNS.map((column) => (
              <TableCell key={column} align="right">
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.slug} hover>
              <TableCell sx={stickyFirst}>
                <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  <CourierLogo slug={row.slug} size={24} />
                  {courierName(row.slug, couriers)}
                </Box>
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 600 }}>
                {row.total_count}
              </TableCell>
              {dayCells(row).map((cell, index) => (
                <TableCell key={DAY_COLUMNS[index]} align="right">
                  <Typography component="span" variant="body2" sx={{ display: 'block', fontWeight: cell.count ? 600 : 400 }}>
                    {cell.count}
                  </Typography>
                  <Typography component="span" variant="caption" color="text.secondary">
                    {formatPercentage(cell.percentage)}
                  </Typography>
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
