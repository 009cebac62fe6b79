import { AUTOMATION_MESSAGES, type AutomationView } from '@trailpost/contracts';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { errorMessage } from '@/lib/api-client';
import { useDeleteAutomation } from '../../api/delete-automation';
import type { NoticeApi } from './use-notice';

type Props = { rule: AutomationView | null; notify: NoticeApi; onClose: () => void };

/** The delete confirmation of part 2 §2.14; the outcome, good or bad, goes to the snackbar. */
export function DeleteAutomationDialog({ rule, notify, onClose }: Props) {
  const remove = useDeleteAutomation();

  const confirm = () => {
    if (!rule) return;
    remove.mutate(rule._id, {
      onSuccess: (message) => notify.success(message),
      onError: (error) => notify.error(errorMessage(error)),
      onSettled: onClose,
    });
  };

  return (
    <ConfirmDialog
      open={rule !== null}
      title={AUTOMATION_MESSAGES.deleteTitle}
      text={AUTOMATION_MESSAGES.deleteConfirm}
      confirmLabel="Yes, Delete"
      loading={remove.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
