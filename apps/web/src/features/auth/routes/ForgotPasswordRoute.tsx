import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { AuthLayout } from '@/components/AuthLayout';
import { FormTextField } from '@/components/FormTextField';
import { SubmitButton } from '@/components/SubmitButton';
import { useToast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import { readItem } from '@/lib/storage';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { useForgotPassword } from '../api/forgot-password';
import { AuthLinks } from '../components/AuthLinks';
import { emailRules } from '../lazy-form-resolvers';

/** Asks for a password-reset link by e-mail. */
export function ForgotPasswordRoute() {
  const toast = useToast();
  const forgot = useForgotPassword();
  const { control, handleSubmit } = useForm({
    resolver: emailRules,
    defaultValues: { email: readItem(STORAGE_KEYS.loginEmail) ?? '' },
  });

  const onSubmit = handleSubmit(({ email }) => {
    forgot.mutate(email, {
      onSuccess: (message) => toast.success(message),
      onError: (error) => toast.error(errorMessage(error)),
    });
  });

  return (
    <AuthLayout
      title="Forgot password"
      subtitle={<Typography variant="body2">Enter your e-mail and we will send you a link to reset your password.</Typography>}
    >
      <form noValidate onSubmit={onSubmit}>
        <Stack spacing={2}>
          <FormTextField control={control} name="email" label="E-mail" type="email" autoComplete="email" autoFocus fullWidth />
          <SubmitButton loading={forgot.isPending}>Submit</SubmitButton>
        </Stack>
      </form>
      <AuthLinks items={[{ to: '/login', label: 'Back to Login' }]} />
    </AuthLayout>
  );
}
