import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { AuthLayout } from '@/components/AuthLayout';
import { SubmitButton } from '@/components/SubmitButton';
import { useToast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useResetPassword } from '../api/reset-password';
import { AuthLinks } from '../components/AuthLinks';
import { resetPasswordRules } from '../lazy-form-resolvers';
import { PasswordField } from '@/components/PasswordField';

/** Sets a new password from the e-mailed link (?token=...). */
export function ResetPasswordRoute() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const toast = useToast();
  const reset = useResetPassword();
  const { control, handleSubmit } = useForm({
    resolver: resetPasswordRules,
    defaultValues: { new_password: '', confirm_password: '' },
  });

  const onSubmit = handleSubmit((values) => {
    reset.mutate(
      { token, ...values },
      {
        onSuccess: (message) => {
          toast.success(message);
          void navigate('/login', { replace: true });
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  });

  return (
    <AuthLayout title="Reset password">
      <form noValidate onSubmit={onSubmit}>
        <Stack spacing={2}>
          <PasswordField control={control} name="new_password" label="New Password" autoComplete="new-password" autoFocus fullWidth />
          <PasswordField control={control} name="confirm_password" label="Confirm Password" autoComplete="new-password" fullWidth />
          <SubmitButton loading={reset.isPending}>Submit</SubmitButton>
        </Stack>
      </form>
      <AuthLinks items={[{ to: '/login', label: 'Back to Login' }]} />
    </AuthLayout>
  );
}
