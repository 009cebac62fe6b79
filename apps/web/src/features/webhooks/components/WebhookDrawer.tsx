import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { WebhookView } from '@trailpost/contracts';
import { LeaveButton } from '@/components/discard-guard/LeaveButton';
import { DrawerFrame } from '@/components/DrawerFrame';
import { SubmitButton } from '@/components/SubmitButton';
import { useToast } from '@/components/toast/use-toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useCreateWebhook } from '../api/create-webhook';
import { useUpdateWebhook } from '../api/update-webhook';
import { webhookFieldOf } from './webhook-form-values';
import { WEBHOOK_FORM_ID } from './WebhookForm';
import { WebhookEditor, type WebhookSave } from './WebhookEditor';

type Props = {
  open: boolean;
  /** The subscription being edited; null to add one. */
  webhook: WebhookView | null;
  /** A new subscription, or one changed here (a rotated secret): the drawer goes on with it. */
  onChange: (webhook: WebhookView) => void;
  onDelete: (webhook: WebhookView) => void;
  onClose: () => void;
};

/**
 * Adds or edits a webhook (part 2 §2.3). Once added, the drawer stays open on the new
 * subscription: its signing secret and a test event are what comes next.
 */
export function WebhookDrawer({ open, webhook, onChange, onDelete, onClose }: Props) {
  const toast = useToast();
  const create = useCreateWebhook();
  const update = useUpdateWebhook();

  const save = ({ values, active, showError }: WebhookSave) => {
    // A 400's first message goes under its field (the URL unless it is about the e-mails), and flashes.
    const failed = (error: unknown) => {
      const message = errorMessage(error);
      if (error instanceof ApiError && error.status === 400) showError(webhookFieldOf(message), message);
      toast.error(message);
    };
    if (!webhook) {
      create.mutate(values, {
        onSuccess: ({ webhook: created, message }) => {
          toast.success(message);
          onChange(created);
        },
        onError: failed,
      });
      return;
    }
    update.mutate(
      { id: webhook.id, ...values, active },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          onClose();
        },
        onError: failed,
      },
    );
  };

  const saving = create.isPending || update.isPending;
  return (
    <DrawerFrame
      open={open}
      title={webhook ? 'Edit Webhook' : 'Add Webhook'}
      onClose={onClose}
      footer={
        <>
          <SubmitButton form={WEBHOOK_FORM_ID} loading={saving} fullWidth={false}>
            SAVE
          </SubmitButton>
          <LeaveButton onClick={onClose} disabled={saving}>
            CANCEL
          </LeaveButton>
          <Box sx={{ flexGrow: 1 }} />
          {webhook ? (
            <Button color="error" onClick={() => onDelete(webhook)} disabled={saving}>
              DELETE
            </Button>
          ) : null}
        </>
      }
    >
      <WebhookEditor key={webhook?.id ?? 'new'} webhook={webhook} onSave={save} onRotated={onChange} />
    </DrawerFrame>
  );
}
