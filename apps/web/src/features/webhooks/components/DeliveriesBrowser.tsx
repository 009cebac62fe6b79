import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContent from '@mui/material/DialogContent';
import MenuItem from '@mui/material/MenuItem';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import { WEBHOOK_DELIVERY_STATUSES, type WebhookDeliveryStatus, type WebhookDeliveryView } from '@trailpost/contracts';
import { useState } from 'react';
import { PageLoader } from '@/components/PageLoader';
import { useToast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useWebhookDeliveries } from '../api/get-webhook-deliveries';
import { useReplayWebhookDelivery } from '../api/replay-webhook-delivery';
import { DeliveriesTable } from './DeliveriesTable';
import { DELIVERY_STATUS_LABELS } from './DeliveryStatusChip';
import { ReplayPeriodDialog } from './ReplayPeriodDialog';

const PAGE_SIZES = [10, 20, 50];
/** "All" is the empty value: shown, with the label kept above it. */
const SHOW_ALL = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

/** The deliveries of one webhook: a status filter, pages, replay one, and replay the failed ones of a period. */
export function DeliveriesBrowser({ webhookId }: { webhookId: string }) {
  const toast = useToast();
  const [page, setPage] = useState({ page: 0, limit: 20 });
  const [status, setStatus] = useState<WebhookDeliveryStatus | ''>('');
  const [replayingPeriod, setReplayingPeriod] = useState(false);
  // How many a period's replay queued, kept in view above the list (the flash goes after 3 s).
  const [replayed, setReplayed] = useState<string | null>(null);
  const deliveries = useWebhookDeliveries(webhookId, { pageId: page.page + 1, limit: page.limit, status: status || undefined });
  const replay = useReplayWebhookDelivery();

  const replayOne = (delivery: WebhookDeliveryView) =>
    replay.mutate(
      { webhookId, deliveryId: delivery.id },
      { onSuccess: (message) => toast.success(message), onError: (error) => toast.error(errorMessage(error)) },
    );

  let body;
  if (deliveries.isPending) body = <PageLoader />;
  else if (deliveries.isError) body = <Alert severity="error">{errorMessage(deliveries.error)}</Alert>;
  else
    body = (
      <>
        <DeliveriesTable deliveries={deliveries.data.deliveries} replayingId={replay.isPending ? (replay.variables?.deliveryId ?? null) : null} onReplay={replayOne} />
        <TablePagination
          component="div"
          count={deliveries.data.total}
          page={page.page}
          rowsPerPage={page.limit}
          rowsPerPageOptions={PAGE_SIZES}
          onPageChange={(_event, next) => setPage((current) => ({ ...current, page: next }))}
          onRowsPerPageChange={(event) => setPage({ page: 0, limit: Number(event.target.value) })}
        />
      </>
    );

  return (
    <DialogContent>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', my: 1 }}>
        <TextField
          select
          size="small"
          label="Status"
          value={status}
          slotProps={SHOW_ALL}
          onChange={(event) => {
            setStatus(event.target.value as WebhookDeliveryStatus | '');
            setPage((current) => ({ ...current, page: 0 }));
          }}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">All</MenuItem>
          {WEBHOOK_DELIVERY_STATUSES.map((value) => (
            <MenuItem key={value} value={value}>
              {DELIVERY_STATUS_LABELS[value]}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ flexGrow: 1 }} />
        <Button variant="outlined" size="small" onClick={() => setReplayingPeriod(true)}>
          Replay failed…
        </Button>
      </Box>
      {replayed ? (
        <Alert severity="success" role="status" onClose={() => setReplayed(null)} closeText="Dismiss" sx={{ mb: 1 }}>
          {replayed}
        </Alert>
      ) : null}
      {body}
      {/* Mounted when opened, so that its custom period starts from the current time. */}
      {replayingPeriod ? (
        <ReplayPeriodDialog
          webhookId={webhookId}
          open
          onReplayed={(message) => {
            setReplayed(message);
            setReplayingPeriod(false);
          }}
          onClose={() => setReplayingPeriod(false)}
        />
      ) : null}
    </DialogContent>
  );
}
