import Stack from '@mui/material/Stack';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { AuthLayout } from '@/components/AuthLayout';
import { FormTextField } from '@/components/FormTextField';
import { SubmitButton } from '@/components/SubmitButton';
import { useToast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import { carryFrom } from '@/lib/redirect-state';
import { storeLoginAccount } from '@/lib/session';
import { readItem, writeItem } from '@/lib/storage';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { parseUtmSource, withUtmSource } from '@/lib/utm';
import { useVerifyEmail } from '../api/verify-email';
import { emailRules } from '../lazy-form-resolvers';
import { AuthLinks } from '../components/AuthLinks';

/** Sign-in, step one: the e-mail. */
export function LoginRoute() {
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const utmSource = parseUtmSource(location.search);
  const redirectState = carryFrom(location.state);
  const verify = useVerifyEmail();

  useEffect(() => {
    if (utmSource) writeItem(STORAGE_KEYS.utmSource, utmSource);
  }, [utmSource]);

  const { control, handleSubmit } = useForm({
    resolver: emailRules,
    defaultValues: { email: readItem(STORAGE_KEYS.loginEmail) ?? '' },
  });

  const onSubmit = handleSubmit((values) => {
    verify.mutate(values, {
      onSuccess: (account) => {
        storeLoginAccount({ name: account.name, email: account.email });
        void navigate(withUtmSource('/userLogin', utmSource), { state: redirectState });
      },
      onError: (error) => toast.error(errorMessage(error)),
    });
  });

  return (
    <AuthLayout title="Sign in">
      <form noValidate onSubmit={onSubmit}>
        <Stack spacing={2}>
          <FormTextField control={control} name="email" label="E-mail" type="email" autoComplete="email" autoFocus fullWidth />
          <SubmitButton loading={verify.isPending}>Next</SubmitButton>
        </Stack>
      </form>
      <AuthLinks items={[{ to: withUtmSource('/signup', utmSource), label: 'Create account', state: redirectState }]} />
    </AuthLayout>
  );
}
