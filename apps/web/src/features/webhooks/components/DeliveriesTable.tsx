import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { WEBHOOK_MESSAGES, type WebhookDeliveryView } from '@trailpost/contracts';
import { DELIVERY_COLUMNS, DeliveryRow, WIDE_ONLY } from './DeliveryRow';
import { HiddenHeaderCell } from '@/components/HiddenHeaderCell';

type Props = {
  deliveries: WebhookDeliveryView[];
  replayingId: string | null;
  onReplay: (delivery: WebhookDeliveryView) => void;
};

/** A page of deliveries, newest first (pinned: type, status, attempts, last code, next attempt). */
export function DeliveriesTable({ deliveries, replayingId, onReplay }: Props) {
  return (
    <TableContainer>
      {/* A phone keeps every cell a little tighter, so the Replay button stays on screen. */}
      <Table size="small" aria-label="Deliveries" sx={{ '& td, & th': { px: { xs: 0.75, md: 2 } } }}>
        <TableHead>
          <TableRow>
            <HiddenHeaderCell padding="checkbox" label="Details" />
            <TableCell>Event type</TableCell>
            <TableCell>Status</TableCell>
            <TableCell sx={WIDE_ONLY} align="right">
              Attempts
            </TableCell>
            <TableCell sx={WIDE_ONLY} align="right">
              Response code
            </TableCell>
            <TableCell sx={WIDE_ONLY}>Next attempt</TableCell>
            <TableCell sx={WIDE_ONLY}>Time</TableCell>
            <HiddenHeaderCell padding="checkbox" label="Replay" />
          </TableRow>
        </TableHead>
        <TableBody>
          {deliveries.length === 0 ? (
            <TableRow>
              <TableCell colSpan={DELIVERY_COLUMNS} align="center" sx={{ py: 6, color: 'text.secondary' }}>
                {WEBHOOK_MESSAGES.noDeliveries}
              </TableCell>
            </TableRow>
          ) : (
            deliveries.map((delivery) => (
              <DeliveryRow key={delivery.id} delivery={delivery} replaying={replayingId === delivery.id} onReplay={() => onReplay(delivery)} />
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
