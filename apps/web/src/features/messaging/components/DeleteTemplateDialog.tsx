import { MESSAGING_MESSAGES } from '@trailpost/contracts';
import { ConfirmDialog } from '@/components/ConfirmDialog';

export const DELETE_TEMPLATE_DIALOG = {
  title: 'Delete Template?',
  text: MESSAGING_MESSAGES.deleteEmailConfirm,
  confirm: 'Yes, Delete',
} as const;

type Props = { open: boolean; loading: boolean; onConfirm: () => void; onCancel: () => void };

/** The question before a template (e-mail or SMS) is deleted. */
export function DeleteTemplateDialog({ open, loading, onConfirm, onCancel }: Props) {
  return (
    <ConfirmDialog
      open={open}
      title={DELETE_TEMPLATE_DIALOG.title}
      text={DELETE_TEMPLATE_DIALOG.text}
      confirmLabel={DELETE_TEMPLATE_DIALOG.confirm}
      loading={loading}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
