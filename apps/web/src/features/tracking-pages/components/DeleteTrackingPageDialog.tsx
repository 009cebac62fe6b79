import { TRACKING_PAGE_MESSAGES } from '@trailpost/contracts';
import { ConfirmDialog } from '@/components/ConfirmDialog';

export const DELETE_DIALOG = {
  title: 'Delete Tracking Page?',
  text: TRACKING_PAGE_MESSAGES.deleteConfirm,
  confirm: 'Yes, Delete',
} as const;

type Props = { open: boolean; loading: boolean; onConfirm: () => void; onCancel: () => void };

/** The question before a tracking page is deleted (part 2 §2.10). */
export function DeleteTrackingPageDialog({ open, loading, onConfirm, onCancel }: Props) {
  return (
    <ConfirmDialog
      open={open}
      title={DELETE_DIALOG.title}
      text={DELETE_DIALOG.text}
      confirmLabel={DELETE_DIALOG.confirm}
      loading={loading}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
