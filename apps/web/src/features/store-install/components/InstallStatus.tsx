import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { STORE_INSTALL_MESSAGES } from '@trailpost/contracts';
import { AuthLayout } from '@/components/AuthLayout';

type Props = {
  /** The screen's failure title: "Unauthorized Store..." or "Unauthorized User..." (part 1 §8). */
  failureTitle: string;
  /** Why the install could not go on, in the server's words; null while it is working. */
  failure: string | null;
};

/** A store install page: "Redirecting to ..." while it works, its failure title and reason when it cannot go on. */
export function InstallStatus({ failureTitle, failure }: Props) {
  if (failure !== null) {
    return (
      <AuthLayout title={failureTitle}>
        {/* The reason tells a merchant what to do, e.g. that the app is not set up on this server. */}
        <Typography role="alert" variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          {failure}
        </Typography>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={STORE_INSTALL_MESSAGES.redirecting}>
      <Stack sx={{ alignItems: 'center' }}>
        <CircularProgress aria-label={STORE_INSTALL_MESSAGES.redirecting} />
      </Stack>
    </AuthLayout>
  );
}
