import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { SessionRecord } from '@trailpost/contracts';
import { Navigate, Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { AuthLayout } from '@/components/AuthLayout';
import { SubmitButton } from '@/components/SubmitButton';
import { useToast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import { initialOf } from '@/lib/formatting';
import { carryFrom } from '@/lib/redirect-state';
import { readLoginAccount, rememberAccount, storeSession } from '@/lib/session';
import { removeItem } from '@/lib/storage';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { useLogin } from '../api/login';
import { TwoFactorCodeStep } from '../components/TwoFactorCodeStep';
import { passwordRules } from '../lazy-form-resolvers';
import { PasswordField } from '@/components/PasswordField';

/** Sign-in, step two: the password for the account chosen in step one. */
export function UserLoginRoute() {
  const account = readLoginAccount();
  const location = useLocation();
  const redirectState = carryFrom(location.state);
  if (!account) return <Navigate to="/login" replace state={redirectState} />;
  return <PasswordStep email={account.email} name={account.name} />;
}

function PasswordStep({ email, name }: { email: string; name: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const redirectState = carryFrom(location.state);
  const toast = useToast();
  const login = useLogin();
  // Set when the account has two-step sign-in on: the code step replaces the password form.
  const [challengeToken, setChallengeToken] = useState<string | null>(null);
  const { control, handleSubmit } = useForm({
    resolver: passwordRules,
    defaultValues: { password: '' },
  });

  const signedIn = (record: SessionRecord) => {
    rememberAccount({ name: record.name, email: record.email });
    // Storing the session lets the route guard send the user on.
    storeSession(record);
    removeItem(STORAGE_KEYS.loginEmail);
  };

  const onSubmit = handleSubmit(({ password }) => {
    login.mutate(
      { email, password },
      {
        onSuccess: (outcome) => {
          if ('two_factor_required' in outcome) setChallengeToken(outcome.challenge_token);
          else signedIn(outcome);
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  });

  return (
    <AuthLayout
      title={name ? `Hi ${name}` : 'Hi'}
      subtitle={
        <Chip
          avatar={<Avatar>{initialOf(name || email)}</Avatar>}
          label={email}
          variant="outlined"
          onClick={() => void navigate('/users', { state: redirectState })}
        />
      }
    >
      {challengeToken ? (
        <TwoFactorCodeStep challengeToken={challengeToken} onSignedIn={signedIn} />
      ) : (
        <form noValidate onSubmit={onSubmit}>
          <Stack spacing={2}>
            <PasswordField control={control} name="password" label="Password" autoComplete="current-password" autoFocus fullWidth />
            <Box sx={{ textAlign: 'right' }}>
              <Link component={RouterLink} to="/forgotPassword" underline="hover" variant="body2">
                Forgot password?
              </Link>
            </Box>
            <SubmitButton loading={login.isPending}>Login</SubmitButton>
          </Stack>
        </form>
      )}
    </AuthLayout>
  );
}
