import Chip from '@mui/material/Chip';
import type { WebhookDeliveryStatus, WebhookDeliveryView } from '@trailpost/contracts';

export const DELIVERY_STATUS_LABELS: Record<WebhookDeliveryStatus, string> = { pending: 'Pending', succeeded: 'Succeeded', failed: 'Failed' };
const COLORS = { pending: 'info', succeeded: 'success', failed: 'error' } as const;

/** A delivery's state; a pending one that already failed once is waiting for its retry. */
export function DeliveryStatusChip({ delivery }: { delivery: Pick<WebhookDeliveryView, 'status' | 'attempts'> }) {
  const retrying = delivery.status === 'pending' && delivery.attempts > 0;
  return (
    <Chip size="small" variant="outlined" label={retrying ? 'Retrying' : DELIVERY_STATUS_LABELS[delivery.status]} color={retrying ? 'warning' : COLORS[delivery.status]} />
  );
}
