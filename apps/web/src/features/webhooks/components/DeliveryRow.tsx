import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import ReplayIcon from '@mui/icons-material/Replay';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { WebhookDeliveryView } from '@trailpost/contracts';
import { useState } from 'react';
import { useFormatDateTime } from '@/lib/use-format-date-time';
import { DeliveryDetails } from './DeliveryDetails';
import { DeliveryStatusChip } from './DeliveryStatusChip';

/** Figures a phone leaves to the expanded row. */
export const WIDE_ONLY = { display: { xs: 'none', md: 'table-cell' } } as const;
export const DELIVERY_COLUMNS = 8;

type Props = { delivery: WebhookDeliveryView; replaying: boolean; onReplay: () => void };

/** One delivery: event, status, attempts, last code, next attempt, time and Replay; expands to the details. */
export function DeliveryRow({ delivery, replaying, onReplay }: Props) {
  const [open, setOpen] = useState(false);
  const formatDateTime = useFormatDateTime();
  const failedCode = delivery.response_code !== null && (delivery.response_code < 200 || delivery.response_code >= 300);
  return (
    <>
      <TableRow sx={{ '& > td': { borderBottom: open ? 'unset' : undefined } }}>
        <TableCell padding="checkbox">
          <IconButton size="small" aria-label={open ? 'Hide details' : 'Show details'} aria-expanded={open} onClick={() => setOpen((shown) => !shown)}>
            {open ? <KeyboardArrowUpIcon fontSize="small" /> : <KeyboardArrowDownIcon fontSize="small" />}
          </IconButton>
        </TableCell>
        <TableCell>
          <Typography variant="body2" sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
            {delivery.type}
          </Typography>
          {/* On a phone the time sits under the event instead of in its own column. */}
          <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'block', md: 'none' } }}>
            {formatDateTime(delivery.created_at)}
          </Typography>
        </TableCell>
        <TableCell>
          <DeliveryStatusChip delivery={delivery} />
        </TableCell>
        <TableCell sx={WIDE_ONLY} align="right">
          {delivery.attempts}
        </TableCell>
        <TableCell sx={{ ...WIDE_ONLY, color: failedCode ? 'error.main' : undefined }} align="right">
          {delivery.response_code ?? '-'}
        </TableCell>
        <TableCell sx={{ ...WIDE_ONLY, whiteSpace: 'nowrap' }}>{formatDateTime(delivery.next_attempt_at)}</TableCell>
        <TableCell sx={{ ...WIDE_ONLY, whiteSpace: 'nowrap' }}>{formatDateTime(delivery.created_at)}</TableCell>
        <TableCell align="right" padding="checkbox">
          <Tooltip title="Replay">
            <span>
              <IconButton size="small" aria-label="Replay" onClick={onReplay} disabled={replaying}>
                <ReplayIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        </TableCell>
      </TableRow>
      {open ? (
        <TableRow>
          <TableCell colSpan={DELIVERY_COLUMNS} sx={{ py: 0 }}>
            <DeliveryDetails delivery={delivery} />
          </TableCell>
        </TableRow>
      ) : null}
    </>
  );
}
