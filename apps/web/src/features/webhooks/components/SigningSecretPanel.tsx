import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { WEBHOOK_MESSAGES, WEBHOOK_PREVIOUS_SECRET_HOURS, type WebhookView } from '@trailpost/contracts';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { SecretValue } from '@/components/SecretValue';
import { useToast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useFormatDateTime } from '@/lib/use-format-date-time';
import { useRotateWebhookSecret } from '../api/rotate-webhook-secret';
import { SectionTitle } from './SectionTitle';

type Props = { webhook: WebhookView; onRotated: (webhook: WebhookView) => void };

/** The signing secret (Standard Webhooks), hidden until revealed, with copy and rotate. */
export function SigningSecretPanel({ webhook, onRotated }: Props) {
  const toast = useToast();
  const rotate = useRotateWebhookSecret();
  const formatDateTime = useFormatDateTime();
  const [confirming, setConfirming] = useState(false);

  const confirmRotate = () =>
    rotate.mutate(webhook.id, {
      onSuccess: ({ webhook: rotated, message }) => {
        toast.success(message);
        onRotated(rotated);
      },
      onError: (error) => toast.error(errorMessage(error)),
      onSettled: () => setConfirming(false),
    });

  return (
    <Stack spacing={1.5}>
      <SectionTitle title="Signing secret">
        Every delivery carries webhook-id, webhook-timestamp and webhook-signature headers (Standard Webhooks). Check the signature with this secret before
        trusting a request.
      </SectionTitle>
      {/* A new secret after a rotation: shown from scratch, hidden again. */}
      <SecretValue key={webhook.secret} label="Signing secret" value={webhook.secret} copiedMessage={WEBHOOK_MESSAGES.secretCopied} concealed />
      {webhook.previous_secret_expires_at ? (
        <Typography variant="body2" color="text.secondary">
          The previous secret also signs until {formatDateTime(webhook.previous_secret_expires_at)}.
        </Typography>
      ) : null}
      <div>
        <Button variant="outlined" size="small" onClick={() => setConfirming(true)}>
          Rotate secret
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Rotate signing secret?"
        text={`A new secret signs every delivery from now on. The current one keeps signing beside it for ${WEBHOOK_PREVIOUS_SECRET_HOURS} hours, time to update your receiver.`}
        confirmLabel="Yes, Rotate"
        loading={rotate.isPending}
        onConfirm={confirmRotate}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}
