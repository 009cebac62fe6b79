import Stack from '@mui/material/Stack';
import type { RegisterBody } from '@trailpost/contracts';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router';
import { AuthLayout } from '@/components/AuthLayout';
import { FormTextField } from '@/components/FormTextField';
import { SubmitButton } from '@/components/SubmitButton';
import { useToast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import { carryFrom } from '@/lib/redirect-state';
import { rememberAccount, storeSession } from '@/lib/session';
import { parseUtmSource, withUtmSource, type UtmSource } from '@/lib/utm';
import { useRegister } from '../api/register';
import { AuthLinks } from '../components/AuthLinks';
import { registerRules } from '../lazy-form-resolvers';
import { PasswordField } from '@/components/PasswordField';

/** The sign-up source: the store platform the visitor came from, otherwise the web. */
function signupSource(utm: UtmSource | null): RegisterBody['source'] {
  return utm === 'shopify' || utm === 'bigcommerce' ? utm : 'Web';
}

/** Create an account. On success the route guard sends the new user to onboarding. */
export function SignupRoute() {
  const location = useLocation();
  const toast = useToast();
  const utmSource = parseUtmSource(location.search);
  const redirectState = carryFrom(location.state);
  const registration = useRegister();
  const { control, handleSubmit } = useForm({
    resolver: registerRules,
    defaultValues: { name: '', email: '', password: '', source: signupSource(utmSource) },
  });

  const onSubmit = handleSubmit((values) => {
    registration.mutate(values, {
      onSuccess: (record) => {
        rememberAccount({ name: record.name, email: record.email });
        storeSession(record);
      },
      onError: (error) => toast.error(errorMessage(error)),
    });
  });

  return (
    <AuthLayout title="Create an account">
      <form noValidate onSubmit={onSubmit}>
        <Stack spacing={2}>
          <FormTextField control={control} name="name" label="Name" autoComplete="name" autoFocus fullWidth />
          <FormTextField control={control} name="email" label="E-mail" type="email" autoComplete="email" fullWidth />
          <PasswordField control={control} name="password" label="Password" autoComplete="new-password" fullWidth />
          <SubmitButton loading={registration.isPending}>Sign up</SubmitButton>
        </Stack>
      </form>
      <AuthLinks items={[{ to: withUtmSource('/login', utmSource), label: 'Already registered? Login', state: redirectState }]} />
    </AuthLayout>
  );
}
