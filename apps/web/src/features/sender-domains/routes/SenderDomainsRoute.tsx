import AddIcon from '@mui/icons-material/Add';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import { SENDER_DOMAIN_MESSAGES, type SenderDomainView } from '@trailpost/contracts';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { SettingsPage } from '@/components/SettingsPage';
import { useToast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useDeleteSenderEmail } from '../api/delete-sender-email';
import { AddEmailDrawer } from '../components/AddEmailDrawer';
import { SenderEmailsTable } from '../components/SenderEmailsTable';
import { VerifyDomainDialog } from '../components/VerifyDomainDialog';

export const PAGE_TITLE = 'Email Domains';

/** /settings_domain (part 2 §2.8): the addresses customer e-mails may come from, and their domains' verification. */
export function SenderDomainsRoute() {
  const toast = useToast();
  const remove = useDeleteSenderEmail();
  const [adding, setAdding] = useState(false);
  const [verifying, setVerifying] = useState<SenderDomainView | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting, {
      onSuccess: (message) => toast.success(message),
      onError: (error) => toast.error(errorMessage(error)),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <SettingsPage
      title={PAGE_TITLE}
      description="Send customer e-mails from your own address. Add it, publish the three DNS records shown under Verify, and its domain becomes verified."
      actions={
        <Tooltip title="Add Email">
          <IconButton color="primary" onClick={() => setAdding(true)} aria-label="Add Email">
            <AddIcon />
          </IconButton>
        </Tooltip>
      }
    >
      <Paper variant="outlined">
        <SenderEmailsTable onVerify={setVerifying} onDelete={setDeleting} />
      </Paper>
      <AddEmailDrawer open={adding} onClose={() => setAdding(false)} />
      <VerifyDomainDialog domain={verifying} onClose={() => setVerifying(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Email?"
        text={deleting ? SENDER_DOMAIN_MESSAGES.deleteConfirm(deleting) : ''}
        confirmLabel="Yes, Delete"
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </SettingsPage>
  );
}
