import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { CopyButton } from '@/components/CopyButton';

export const WEBHOOK_URL_COPIED = 'Webhook Url copied.';

/** Ninja Van's read-only address for its status webhooks (part 2 §2.9), with a copy button. */
export function WebhookUrlField({ url }: { url: string }) {
  return (
    <TextField
      label="Webhook Url"
      value={url}
      fullWidth
      helperText="Give this address to Ninja Van so that status updates reach Trailpost at once."
      slotProps={{
        htmlInput: { readOnly: true },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <CopyButton value={url} message={WEBHOOK_URL_COPIED} label="Copy Webhook Url" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
