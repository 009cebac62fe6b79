import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { TWO_FACTOR_MESSAGES } from '@trailpost/contracts';
import { currentUserQueryOptions } from '@/lib/current-user';
import { storeSession } from '@/lib/session';
import { TwoFactorSection } from '../components/TwoFactorSection';

/** /two_factor_setup: a sub-user whose organization requires two-step sign-in turns it on before anything else. */
export function TwoFactorEnrolmentRoute() {
  const queryClient = useQueryClient();
  // The fresh record no longer asks for enrolment: storing it lets the guard send the user on.
  const carryOn = async () => storeSession(await queryClient.fetchQuery({ ...currentUserQueryOptions(), staleTime: 0 }));
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', my: 6, px: 2 }}>
      <Stack spacing={3}>
        <Typography variant="h5" component="h1">
          Turn on two-step sign-in
        </Typography>
        <Typography variant="body2">{TWO_FACTOR_MESSAGES.enrolmentRequired}</Typography>
        <TwoFactorSection onEnabled={() => void carryOn()} />
      </Stack>
    </Box>
  );
}
