import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { WEBHOOK_SWITCH_OFF_DAYS } from '@trailpost/contracts';
import { Controller, type Control } from 'react-hook-form';
import { FormTextField } from '@/components/FormTextField';
import type { WebhookFormValues } from './webhook-form-values';

export const WEBHOOK_FORM_ID = 'webhook-form';

/** Lower-cases the addresses and tidies the separators when the field is left. */
const tidyEmails = (value: string) =>
  value
    .split(/[,;]/)
    .map((email) => email.trim().toLowerCase())
    .filter(Boolean)
    .join(', ');

type Props = { control: Control<WebhookFormValues>; onSubmit: () => void };

/** Webhook URL, "Notify me if the endpoint becomes inactive" and the addresses told (part 2 §3 and §7). */
export function WebhookForm({ control, onSubmit }: Props) {
  return (
    <form id={WEBHOOK_FORM_ID} noValidate onSubmit={onSubmit}>
      <Stack spacing={2}>
        <FormTextField
          control={control}
          name="endpoint_url"
          label="Webhook URL"
          type="url"
          inputMode="url"
          placeholder="https://example.com/webhooks/trailpost"
          autoFocus
          required
          fullWidth
          helperText="Trailpost POSTs every shipment created, updated or deleted here as JSON."
        />
        <Controller
          control={control}
          name="notify_if_inactive"
          render={({ field }) => (
            <FormControlLabel
              control={<Checkbox checked={Boolean(field.value)} onChange={(event) => field.onChange(event.target.checked)} onBlur={field.onBlur} name={field.name} />}
              label="Notify me if the endpoint becomes inactive"
            />
          )}
        />
        <FormTextField
          control={control}
          name="email_alerts"
          label="Alert e-mails"
          inputMode="email"
          fullWidth
          placeholder="ops@example.com, dev@example.com"
          helperText={`Comma-separated. Told when the endpoint is switched off: it answered 410, or failed for ${WEBHOOK_SWITCH_OFF_DAYS} days.`}
          normaliseOnBlur={tidyEmails}
        />
      </Stack>
    </form>
  );
}
