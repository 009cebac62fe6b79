import type { SubUserView } from '@trailpost/contracts';
import { useState } from 'react';
import { DeleteDialog } from '@/components/DeleteDialog';
import { useToast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useWithdrawInvitation } from '../api/withdraw-invitation';

export const withdrawInvitationTexts = (email: string) => ({
  title: 'Withdraw Invitation?',
  text: `Withdraw the invitation to ${email}? The link we sent stops working.`,
  confirm: 'Yes, Withdraw',
});

type Props = { user: SubUserView | null; onClose: () => void };

/** The question before a pending invitation is taken back; the answer is shown as a toast either way. */
export function WithdrawInvitationDialog({ user, onClose }: Props) {
  const toast = useToast();
  const withdraw = useWithdrawInvitation();
  // The address stays written while the dialog fades out.
  const [shown, setShown] = useState(user);
  if (user !== null && user !== shown) setShown(user);
  const confirm = () =>
    user &&
    withdraw.mutate(user._id, {
      onSuccess: (message) => toast.success(message),
      onError: (error) => toast.error(errorMessage(error)),
      onSettled: onClose,
    });
  return <DeleteDialog texts={withdrawInvitationTexts(shown?.email ?? '')} open={user !== null} loading={withdraw.isPending} onConfirm={confirm} onCancel={onClose} />;
}
