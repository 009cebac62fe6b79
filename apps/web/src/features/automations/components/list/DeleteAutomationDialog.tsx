import { AUTOMATION_MESSAGES, type AutomationView } from '@trailpost/contracts';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { AUTOMATION_TOAST_MS } from '@/components/toast/toast-context';
import { useToast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useDeleteAutomation } from '../../api/delete-automation';

type Props = { rule: AutomationView | null; onClose: () => void };

/** The delete confirmation of part 2 §2.14; the outcome, good or bad, goes to the snackbar. */
export function DeleteAutomationDialog({ rule, onClose }: Props) {
  const remove = useDeleteAutomation();
  const toast = useToast();

  const confirm = () => {
    if (!rule) return;
    remove.mutate(rule._id, {
      onSuccess: (message) => toast.success(message, { durationMs: AUTOMATION_TOAST_MS }),
      onError: (error) => toast.error(errorMessage(error), { durationMs: AUTOMATION_TOAST_MS }),
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
