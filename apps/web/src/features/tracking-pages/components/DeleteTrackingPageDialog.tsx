import { TRACKING_PAGE_MESSAGES } from '@trailpost/contracts';
import { DeleteDialog, type DeleteDialogProps } from '@/components/DeleteDialog';

export const DELETE_DIALOG = {
  title: 'Delete Tracking Page?',
  text: TRACKING_PAGE_MESSAGES.deleteConfirm,
  confirm: 'Yes, Delete',
} as const;

/** The question before a tracking page is deleted (part 2 §2.10). */
export function DeleteTrackingPageDialog(props: DeleteDialogProps) {
  return <DeleteDialog texts={DELETE_DIALOG} {...props} />;
}
