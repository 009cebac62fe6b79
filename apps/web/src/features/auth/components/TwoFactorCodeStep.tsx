import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { TWO_FACTOR_MESSAGES, type SessionRecord } from '@trailpost/contracts';
import { FormTextField } from '@/components/FormTextField';
import { SubmitButton } from '@/components/SubmitButton';
import { useToast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useLoginTwoFactor } from '../api/login-two-factor';
import { codeRules } from '../lazy-form-resolvers';

type Props = {
  challengeToken: string;
  onSignedIn: (record: SessionRecord) => void;
};

/** Sign-in after the password, for an account with two-step sign-in on: the app's code, or a recovery code. */
export function TwoFactorCodeStep({ challengeToken, onSignedIn }: Props) {
  const toast = useToast();
  const answer = useLoginTwoFactor();
  const [recovery, setRecovery] = useState(false);
  const { control, handleSubmit, reset } = useForm({ resolver: codeRules, defaultValues: { code: '' } });

  const onSubmit = handleSubmit(({ code }) => {
    answer.mutate({ challenge_token: challengeToken, code }, { onSuccess: onSignedIn, onError: (error) => toast.error(errorMessage(error)) });
  });

  const switchKind = () => {
    setRecovery((was) => !was);
    reset({ code: '' });
  };

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack spacing={2}>
        <Typography variant="body2">{recovery ? 'Enter one of the recovery codes you saved when you turned two-step sign-in on. Each works once.' : TWO_FACTOR_MESSAGES.codeRequired}</Typography>
        <FormTextField
          key={recovery ? 'recovery' : 'app'}
          control={control}
          name="code"
          label={recovery ? 'Recovery code' : 'Authentication code'}
          autoComplete="one-time-code"
          inputMode={recovery ? 'text' : 'numeric'}
          autoFocus
          fullWidth
        />
        <Link component="button" type="button" variant="body2" onClick={switchKind} sx={{ alignSelf: 'flex-start' }}>
          {recovery ? 'Use the code from your authenticator app' : 'Use a recovery code'}
        </Link>
        <SubmitButton loading={answer.isPending}>Verify</SubmitButton>
      </Stack>
    </form>
  );
}
