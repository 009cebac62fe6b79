import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { WebhookDeliveryView } from '@trailpost/contracts';
import { useFormatDateTime } from '@/lib/use-format-date-time';
import { ResponseExcerpt } from './ResponseExcerpt';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </div>
  );
}

/** An expanded delivery: its identity, every figure (the narrow table hides some) and the endpoint's last answer. */
export function DeliveryDetails({ delivery }: { delivery: WebhookDeliveryView }) {
  const formatDateTime = useFormatDateTime();
  return (
    <Box sx={{ py: 1.5 }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' }, gap: 1.5, mb: 1.5 }}>
        <Fact label="webhook-id" value={delivery.webhook_id} />
        <Fact label="Tracking number" value={delivery.tracking_number ?? '-'} />
        <Fact label="Attempts" value={String(delivery.attempts)} />
        <Fact label="Response code" value={delivery.response_code === null ? '-' : String(delivery.response_code)} />
        <Fact label="Last attempt" value={formatDateTime(delivery.last_attempt_at)} />
        <Fact label="Next attempt" value={formatDateTime(delivery.next_attempt_at)} />
        <Fact label="Created" value={formatDateTime(delivery.created_at)} />
      </Box>
      {delivery.error ? (
        <Typography variant="body2" color="error" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
          {delivery.error}
        </Typography>
      ) : null}
      {delivery.response_body ? (
        <ResponseExcerpt body={delivery.response_body} />
      ) : (
        <Typography variant="body2" color="text.secondary">
          No response body.
        </Typography>
      )}
    </Box>
  );
}
