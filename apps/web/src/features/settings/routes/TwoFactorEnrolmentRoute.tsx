import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { TWO_FACTOR_MESSAGES } from '@trailpost/contracts';
import { useNavigate } from 'react-router';
import { currentUserQueryOptions } from '@/lib/api/get-current-user';
import { storeSession } from '@/lib/session';
import { useSignOut } from '@/lib/sign-out';
import { TwoFactorSection } from '../components/TwoFactorSection';

/**
 * /two_factor_setup: a sub-user whose organization requires two-step sign-in turns it on before
 * anything else. Drawn without the shell: the server answers nothing but enrolment and sign-out
 * until then, so the menu, the bell and their calls would only meet refusals.
 */
export function TwoFactorEnrolmentRoute() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signOut = useSignOut();
  // The fresh record no longer asks for enrolment; the guard, asked again at /, sends the user to its home.
  const carryOn = async () => {
    storeSession(await queryClient.fetchQuery({ ...currentUserQueryOptions(), staleTime: 0 }));
    await navigate('/', { replace: true });
  };
  return (
    <Box component="main" sx={{ maxWidth: 560, mx: 'auto', my: { xs: 3, sm: 6 }, px: 2 }}>
      <Stack spacing={3}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="h5" component="h1">
            Turn on two-step sign-in
          </Typography>
          <Button onClick={signOut.logout} loading={signOut.pending} sx={{ flexShrink: 0 }}>
            Logout
          </Button>
        </Stack>
        <Typography variant="body2">{TWO_FACTOR_MESSAGES.enrolmentRequired}</Typography>
        <TwoFactorSection onEnabled={() => void carryOn()} />
      </Stack>
    </Box>
  );
}
