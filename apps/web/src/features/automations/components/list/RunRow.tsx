import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AutomationRunView } from '@trailpost/contracts';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { DateTimeText } from './DateTimeText';
import { FROM_TABLET, PHONE_ONLY } from './columns';
import { RunOutcomeChip } from './RunOutcomeChip';
import { RunSteps } from './RunSteps';

export const RUN_COLUMNS = 5;

/** One run: when, which shipment (opens it), the event, matched or skipped and why; expands to its actions. */
export function RunRow({ run }: { run: AutomationRunView }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <TableRow aria-label={run.tracking_number} sx={{ '& > td': { borderBottom: open ? 'unset' : undefined }, verticalAlign: 'top' }}>
        <TableCell padding="checkbox">
          <IconButton size="small" aria-label={open ? 'Hide actions' : 'Show actions'} aria-expanded={open} onClick={() => setOpen((shown) => !shown)}>
            {open ? <KeyboardArrowUpIcon fontSize="small" /> : <KeyboardArrowDownIcon fontSize="small" />}
          </IconButton>
        </TableCell>
        <TableCell>
          <DateTimeText value={run.created} />
        </TableCell>
        <TableCell sx={{ overflowWrap: 'anywhere' }}>
          <Link component={RouterLink} to={`/tracking/${run.shipment_id}`} underline="hover" sx={{ fontFamily: 'monospace' }}>
            {run.tracking_number}
          </Link>
          <Typography variant="body2" color="text.secondary" sx={PHONE_ONLY}>
            {run.event_name}
          </Typography>
        </TableCell>
        <TableCell sx={FROM_TABLET}>{run.event_name}</TableCell>
        <TableCell>
          <RunOutcomeChip outcome={run.outcome} />
          {run.reason ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
              {run.reason}
            </Typography>
          ) : null}
        </TableCell>
      </TableRow>
      {open ? (
        <TableRow>
          <TableCell colSpan={RUN_COLUMNS} sx={{ py: 0, pl: { sm: 7 } }}>
            <RunSteps steps={run.actions} />
          </TableCell>
        </TableRow>
      ) : null}
    </>
  );
}
