import AddIcon from '@mui/icons-material/Add';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import { WEBHOOK_MESSAGES, type WebhookView } from '@trailpost/contracts';
import { useState } from 'react';
import { SettingsPage } from '@/components/SettingsPage';
import { useToast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useUpdateWebhook } from '../api/update-webhook';
import { DeleteWebhookDialog } from '../components/DeleteWebhookDialog';
import { DeliveriesDialog } from '../components/DeliveriesDialog';
import { WebhookDrawer } from '../components/WebhookDrawer';
import { WebhooksTable } from '../components/WebhooksTable';

export const PAGE_TITLE = 'Webhooks';

/** /webhook (part 2 §2.3): the endpoints shipment events are sent to, their status, deliveries and secrets. */
export function WebhooksRoute() {
  const toast = useToast();
  const activate = useUpdateWebhook();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Kept while the drawer slides out; null adds a webhook.
  const [editing, setEditing] = useState<WebhookView | null>(null);
  const [deleting, setDeleting] = useState<WebhookView | null>(null);
  const [inspecting, setInspecting] = useState<WebhookView | null>(null);

  const openDrawer = (webhook: WebhookView | null) => {
    setEditing(webhook);
    setDrawerOpen(true);
  };

  // Part 2 §4: editing is allowed only while active; otherwise an error flash.
  const edit = (webhook: WebhookView) => (webhook.active ? openDrawer(webhook) : toast.error(WEBHOOK_MESSAGES.activateToEdit));

  const activateOne = (webhook: WebhookView) =>
    activate.mutate(
      { id: webhook.id, active: true },
      { onSuccess: ({ message }) => toast.success(message), onError: (error) => toast.error(errorMessage(error)) },
    );

  return (
    <SettingsPage
      title={PAGE_TITLE}
      description="Trailpost sends every shipment created, updated or deleted to these URLs, signed so that your systems can trust it."
      actions={
        <Tooltip title="Add Webhook">
          <IconButton color="primary" onClick={() => openDrawer(null)} aria-label="Add Webhook">
            <AddIcon />
          </IconButton>
        </Tooltip>
      }
    >
      <Paper variant="outlined">
        <WebhooksTable
          onEdit={edit}
          onDeliveries={setInspecting}
          onDelete={setDeleting}
          onActivate={activateOne}
          activatingId={activate.isPending ? (activate.variables?.id ?? null) : null}
        />
      </Paper>
      <WebhookDrawer open={drawerOpen} webhook={editing} onChange={setEditing} onDelete={setDeleting} onClose={() => setDrawerOpen(false)} />
      <DeleteWebhookDialog
        webhook={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => {
          setDeleting(null);
          setDrawerOpen(false);
        }}
      />
      <DeliveriesDialog webhook={inspecting} onClose={() => setInspecting(null)} />
    </SettingsPage>
  );
}
