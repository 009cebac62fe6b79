import { MESSAGING_MESSAGES } from '@trailpost/contracts';
import { DeleteDialog, type DeleteDialogProps } from '@/components/DeleteDialog';

export const DELETE_TEMPLATE_DIALOG = {
  title: 'Delete Template?',
  text: MESSAGING_MESSAGES.deleteEmailConfirm,
  confirm: 'Yes, Delete',
} as const;

/** The question before a template (e-mail or SMS) is deleted. */
export function DeleteTemplateDialog(props: DeleteDialogProps) {
  return <DeleteDialog texts={DELETE_TEMPLATE_DIALOG} {...props} />;
}
