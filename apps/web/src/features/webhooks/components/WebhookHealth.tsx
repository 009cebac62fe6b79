import Typography from '@mui/material/Typography';
import { WEBHOOK_SWITCH_OFF_DAYS, type WebhookView } from '@trailpost/contracts';
import { useFormatDateTime } from '@/lib/use-format-date-time';

/** Under the URL: why the product switched the endpoint off, or since when it has been failing. */
export function WebhookHealth({ webhook }: { webhook: WebhookView }) {
  const formatDateTime = useFormatDateTime();
  if (!webhook.active && webhook.disabled_reason) {
    return (
      <Typography variant="body2" color="error" sx={{ mt: 0.5 }}>
        {webhook.disabled_reason}
      </Typography>
    );
  }
  if (webhook.active && webhook.failing_since) {
    return (
      <Typography variant="body2" color="warning.main" sx={{ mt: 0.5 }}>
        Failing since {formatDateTime(webhook.failing_since)}. It will be switched off if deliveries keep failing for {WEBHOOK_SWITCH_OFF_DAYS} days.
      </Typography>
    );
  }
  return null;
}
