import Box from '@mui/material/Box';
import { WEBHOOK_MESSAGES, type WebhookView } from '@trailpost/contracts';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { useToast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useDeleteWebhook } from '../api/delete-webhook';

type Props = { webhook: WebhookView | null; onDeleted: () => void; onClose: () => void };

/** The delete confirmation (part 2 §2.3); a refusal (404 'Webhook not found.') is shown in the dialog itself. */
export function DeleteWebhookDialog({ webhook, onDeleted, onClose }: Props) {
  const toast = useToast();
  const remove = useDeleteWebhook();
  const [failure, setFailure] = useState<{ id: string; message: string } | null>(null);

  const confirm = () => {
    if (!webhook) return;
    remove.mutate(webhook.id, {
      onSuccess: (message) => {
        toast.success(message);
        onDeleted();
      },
      onError: (error) => setFailure({ id: webhook.id, message: errorMessage(error) }),
    });
  };

  const shownFailure = failure && failure.id === webhook?.id ? failure.message : null;
  return (
    <ConfirmDialog
      open={webhook !== null}
      title="Delete Webhook?"
      text={
        <>
          {webhook ? WEBHOOK_MESSAGES.deleteConfirm(webhook.endpoint_url) : ''}
          {shownFailure ? (
            <Box component="span" role="alert" sx={{ display: 'block', mt: 1.5, color: 'error.main' }}>
              {shownFailure}
            </Box>
          ) : null}
        </>
      }
      confirmLabel="Yes, Delete"
      loading={remove.isPending}
      onConfirm={confirm}
      onCancel={() => {
        setFailure(null);
        onClose();
      }}
    />
  );
}
