import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { changePasswordBody, PROFILE_MESSAGES, type ChangePasswordBody } from '@trailpost/contracts';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { DrawerFrame } from '@/components/DrawerFrame';
import { PasswordField } from '@/components/PasswordField';
import { SubmitButton } from '@/components/SubmitButton';
import { LeaveButton } from '@/components/discard-guard/LeaveButton';
import { useToast } from '@/components/toast/use-toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { clearSession } from '@/lib/session';
import { useChangePassword } from '../api/change-password';

const EMPTY: ChangePasswordBody = { current_password: '', new_password: '', confirm_password: '' };
const FORM_ID = 'change-password-form';

/** Which field a refusal of the server belongs under (the rest only flash). */
function fieldOf(message: string): keyof ChangePasswordBody | null {
  if (message === PROFILE_MESSAGES.currentPasswordWrong || message === PROFILE_MESSAGES.currentPasswordRequired) return 'current_password';
  if (message === PROFILE_MESSAGES.newPasswordSame) return 'new_password';
  return null;
}

/**
 * Change Password (part 2 §2.2): opens with cleared fields and errors. Success ends every session
 * of the user, so the browser forgets its own and the guard sends it to sign in again.
 */
export function ChangePasswordDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const change = useChangePassword();
  const { control, handleSubmit, reset, setError, formState } = useForm<ChangePasswordBody>({
    resolver: zodResolver(changePasswordBody),
    defaultValues: EMPTY,
  });

  useEffect(() => {
    if (open) reset(EMPTY);
  }, [open, reset]);

  const onSubmit = handleSubmit((values) => {
    change.mutate(values, {
      onSuccess: (message) => {
        toast.success(`${message} ${PROFILE_MESSAGES.loggedOutAfterPasswordChange}`);
        clearSession('logout');
        queryClient.clear();
      },
      onError: (error) => {
        const message = errorMessage(error);
        const field = error instanceof ApiError && error.status === 400 ? fieldOf(message) : null;
        if (field) setError(field, { message });
        toast.error(message);
      },
    });
  });

  return (
    <DrawerFrame
      open={open}
      title="Change Password"
      onClose={onClose}
      unsaved={formState.isDirty}
      footer={
        <>
          <SubmitButton form={FORM_ID} loading={change.isPending} fullWidth={false}>
            SAVE
          </SubmitButton>
          <LeaveButton onClick={onClose} disabled={change.isPending}>
            CANCEL
          </LeaveButton>
        </>
      }
    >
      <Alert severity="warning" sx={{ mb: 2 }}>
        {PROFILE_MESSAGES.passwordDrawerWarning}
      </Alert>
      <form id={FORM_ID} noValidate onSubmit={onSubmit}>
        <Stack spacing={2}>
          <PasswordField control={control} name="current_password" label="Current Password" autoComplete="current-password" autoFocus fullWidth />
          <PasswordField control={control} name="new_password" label="New Password" autoComplete="new-password" fullWidth />
          <PasswordField control={control} name="confirm_password" label="Confirm Password" autoComplete="new-password" fullWidth />
        </Stack>
      </form>
    </DrawerFrame>
  );
}
