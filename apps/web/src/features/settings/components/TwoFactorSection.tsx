import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { TWO_FACTOR_MESSAGES, type TwoFactorSetup } from '@trailpost/contracts';
import { CopyButton } from '@/components/CopyButton';
import { useToast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/api/get-current-user';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { useEnableTwoFactor } from '../api/enable-two-factor';
import { useSetUpTwoFactor } from '../api/set-up-two-factor';
import { AuthenticatorQrCode } from './AuthenticatorQrCode';

/** Saves the recovery codes as a text file, for a password manager or a printer. */
function downloadCodes(codes: string[]) {
  const url = URL.createObjectURL(new Blob([`Trailpost recovery codes (each works once)\n\n${codes.join('\n')}\n`], { type: 'text/plain' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: 'trailpost-recovery-codes.txt' });
  link.click();
  URL.revokeObjectURL(url);
}

/** The state and its button side by side; on a narrow screen the button goes below, never squeezed onto two lines. */
const STATUS_ROW = { alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 } as const;

/** Settings › Profile: turning two-step sign-in on (QR code, confirming code, recovery codes shown once) and off. */
export function TwoFactorSection({ onEnabled }: { onEnabled?: () => void }) {
  const toast = useToast();
  const headingId = useId();
  const user = useCurrentUser();
  const setup = useSetUpTwoFactor();
  const enable = useEnableTwoFactor();
  const disable = useDisableTwoFactor();
  const [pending, setPending] = useState<TwoFactorSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [turningOff, setTurningOff] = useState(false);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const failed = (error: unknown) => toast.error(errorMessage(error));

  const start = () => setup.mutate(undefined, { onSuccess: (data) => setPending(data), onError: failed });
  const confirm = () => {
    if (!code.trim()) return toast.error(TWO_FACTOR_MESSAGES.codeRequired);
    enable.mutate(code, {
      onSuccess: (data) => {
        setPending(null);
        setCode('');
        setRecoveryCodes(data.recovery_codes);
        toast.success(TWO_FACTOR_MESSAGES.enabled);
      },
      onError: failed,
    });
  };
  const turnOff = () =>
    disable.mutate(
      { password, code },
      {
        onSuccess: () => {
          setTurningOff(false);
          setCode('');
          setPassword('');
          toast.success(TWO_FACTOR_MESSAGES.disabled);
        },
        onError: failed,
      },
    );

  let body;
  if (recoveryCodes) {
    body = (
      <Stack spacing={2}>
        <Alert severity="warning">Save these recovery codes now: they are shown only once. Each signs you in once if you lose your phone.</Alert>
        <Typography component="pre" data-testid="recovery-codes" sx={{ fontFamily: 'monospace', m: 0 }}>
          {recoveryCodes.join('\n')}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <CopyButton value={recoveryCodes.join('\n')} message="Recovery codes copied." label="Copy recovery codes" />
          <Button onClick={() => downloadCodes(recoveryCodes)}>Download</Button>
          <Button
            variant="contained"
            onClick={() => {
              setRecoveryCodes(null);
              onEnabled?.();
            }}
          >
            I have saved them
          </Button>
        </Stack>
      </Stack>
    );
  } else if (pending) {
    body = (
      <Stack spacing={2}>
        <Typography variant="body2">{TWO_FACTOR_MESSAGES.setupStarted}</Typography>
        <AuthenticatorQrCode uri={pending.otpauth_uri} />
        <Typography variant="body2">
          Can’t scan it? Enter this key in the app: <Box component="code" data-testid="two-factor-secret" sx={{ wordBreak: 'break-all' }}>
            {pending.secret}
          </Box>
        </Typography>
        <TextField label="Code from the app" value={code} onChange={(event) => setCode(event.target.value)} slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code' } }} />
        <Stack direction="row" spacing={1}>
          <Button variant="contained" onClick={confirm} loading={enable.isPending}>
            Confirm
          </Button>
          <Button onClick={() => setPending(null)}>Cancel</Button>
        </Stack>
      </Stack>
    );
  } else if (user.data?.two_factor_enabled && turningOff) {
    body = (
      <Stack spacing={2}>
        <TextField label="Password" type="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} />
        <TextField label="Code from the app, or a recovery code" value={code} onChange={(event) => setCode(event.target.value)} />
        <Stack direction="row" spacing={1}>
          <Button color="error" variant="contained" onClick={turnOff} loading={disable.isPending}>
            Turn off
          </Button>
          <Button onClick={() => setTurningOff(false)}>Cancel</Button>
        </Stack>
      </Stack>
    );
  } else if (user.data?.two_factor_enabled) {
    body = (
      <Stack direction="row" spacing={2} useFlexGap sx={STATUS_ROW}>
        <Typography variant="body2">On: signing in asks for a code from your authenticator app.</Typography>
        <Button onClick={() => setTurningOff(true)} sx={{ flexShrink: 0 }}>
          Turn off
        </Button>
      </Stack>
    );
  } else {
    body = (
      <Stack direction="row" spacing={2} useFlexGap sx={STATUS_ROW}>
        <Typography variant="body2">Off: signing in needs your password only.</Typography>
        <Button variant="contained" onClick={start} loading={setup.isPending} sx={{ flexShrink: 0 }}>
          Turn on
        </Button>
      </Stack>
    );
  }

  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={headingId} variant="subtitle1" component="h2" sx={{ mb: 1.5 }}>
        Two-step sign-in
      </Typography>
      {body}
    </Paper>
  );
}
