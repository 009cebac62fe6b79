import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { normaliseStatusTag, type AutomationDryRunView } from '@trailpost/contracts';
import { StatusChip } from '@/components/StatusChip';

/** The dry run lists the first 20 matches (the server sends no more). */
export const DRY_RUN_SHOWN = 20;

const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** The first matching shipments: tracking number, courier, status, customer (phones drop courier and customer). */
export function DryRunMatches({ matches }: { matches: AutomationDryRunView['matches'] }) {
  return (
    <Table size="small" aria-label="Matching shipments">
      <TableHead>
        <TableRow>
          <TableCell>Tracking Number</TableCell>
          <TableCell sx={WIDE_ONLY}>Courier</TableCell>
          <TableCell>Status</TableCell>
          <TableCell sx={WIDE_ONLY}>Customer</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {matches.slice(0, DRY_RUN_SHOWN).map((match) => {
          const status = normaliseStatusTag(match.status);
          return (
            <TableRow key={match.shipment_id}>
              <TableCell sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{match.tracking_number}</TableCell>
              <TableCell sx={WIDE_ONLY}>{match.courier}</TableCell>
              <TableCell>{status ? <StatusChip status={status} /> : match.status}</TableCell>
              <TableCell sx={WIDE_ONLY}>{match.customer_name ?? '-'}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
