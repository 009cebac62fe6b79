import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { invitePassword, TEAM_MESSAGES } from '@trailpost/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { AuthLayout } from '@/components/AuthLayout';
import { PasswordField } from '@/components/PasswordField';
import { SubmitButton } from '@/components/SubmitButton';
import { useToast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import { rememberAccount, storeSession } from '@/lib/session';
import { useAcceptInvite } from '../api/accept-invite';
import { isInviteCurrent, readInviteClaim } from '../utils/invite-claim';

const passwordForm = z.object({ password: invitePassword });

/** /accept_invite?token=…: read-only name and e-mail, Create Password, then signed in (part 2 §2.16). */
export function AcceptInviteRoute() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const claim = readInviteClaim(token);
  const toast = useToast();
  const accept = useAcceptInvite();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { control, handleSubmit } = useForm({ resolver: zodResolver(passwordForm), defaultValues: { password: '' } });

  if (!claim || !token) return <InviteProblem text={TEAM_MESSAGES.inviteInvalid} />;
  if (!isInviteCurrent(claim) || refusal === TEAM_MESSAGES.inviteExpired) return <InviteProblem text={TEAM_MESSAGES.inviteExpired} />;
  if (refusal) return <InviteProblem text={refusal} />;

  const onSubmit = handleSubmit(({ password }) => {
    accept.mutate(
      { token, email: claim.email, password },
      {
        onSuccess: (record) => {
          rememberAccount({ name: record.name, email: record.email });
          // The guard sends a signed-in visitor on to its home.
          storeSession(record);
        },
        onError: (error) => {
          const message = errorMessage(error);
          if (message === TEAM_MESSAGES.inviteExpired || message === TEAM_MESSAGES.inviteInvalid || message === TEAM_MESSAGES.accountDeactivated) setRefusal(message);
          else toast.error(message);
        },
      },
    );
  });

  return (
    <AuthLayout title={`Hi ${claim.name}`} subtitle="Create a password to start following shipments with your team.">
      <form noValidate onSubmit={onSubmit}>
        <Stack spacing={2}>
          <TextField label="Name" value={claim.name} fullWidth disabled slotProps={{ input: { readOnly: true } }} />
          <TextField label="Email" value={claim.email} fullWidth disabled slotProps={{ input: { readOnly: true } }} />
          <PasswordField control={control} name="password" label="Create Password" autoComplete="new-password" autoFocus fullWidth />
          <SubmitButton loading={accept.isPending}>Login</SubmitButton>
        </Stack>
      </form>
    </AuthLayout>
  );
}

function InviteProblem({ text }: { text: string }) {
  return (
    <AuthLayout title="Invitation">
      <Alert severity="warning">{text}</Alert>
    </AuthLayout>
  );
}
