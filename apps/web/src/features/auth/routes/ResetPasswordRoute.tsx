import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { AUTH_MESSAGES } from '@trailpost/contracts';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { AuthLayout } from '@/components/AuthLayout';
import { SubmitButton } from '@/components/SubmitButton';
import { useToast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useResetTokenCheck } from '../api/check-reset-token';
import { useResetPassword } from '../api/reset-password';
import { AuthLinks } from '../components/AuthLinks';
import { resetPasswordRules } from '../lazy-form-resolvers';
import { PasswordField } from '@/components/PasswordField';

/**
 * Sets a new password from the e-mailed link (?token=...). A used, expired or unknown link says so
 * on opening, with the way to ask for a new one, instead of a form that could only fail.
 */
export function ResetPasswordRoute() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const check = useResetTokenCheck(token);
  // A check that could not be made leaves the form: its submit then says what is wrong.
  if (token === '' || check.data?.usable === false) return <UnusableLink />;
  if (check.isPending) return <CheckingLink />;
  return <ResetPasswordForm token={token} />;
}

function ResetPasswordForm({ token }: { token: string }) {
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

function CheckingLink() {
  return (
    <AuthLayout title="Reset password">
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
        <CircularProgress aria-label="Checking the link" />
      </Box>
    </AuthLayout>
  );
}

function UnusableLink() {
  return (
    <AuthLayout title="Reset password">
      <Alert severity="warning">{AUTH_MESSAGES.resetTokenInvalid}</Alert>
      <AuthLinks
        items={[
          { to: '/forgotPassword', label: 'Request a new link' },
          { to: '/login', label: 'Back to Login' },
        ]}
      />
    </AuthLayout>
  );
}
