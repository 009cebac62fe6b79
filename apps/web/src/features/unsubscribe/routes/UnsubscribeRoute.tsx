import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { UNSUBSCRIBE_MESSAGES } from '@trailpost/contracts';
import { useSearchParams } from 'react-router';
import { AuthLayout } from '@/components/AuthLayout';
import { errorMessage } from '@/lib/api-client';
import { useUnsubscribeLink } from '../api/get-unsubscribe';
import { useUnsubscribe } from '../api/unsubscribe';

/** Where the unsubscribe link of a merchant's shipment e-mail leads (?token=...): one button, no sign-in. */
export function UnsubscribeRoute() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const link = useUnsubscribeLink(token);
  const confirm = useUnsubscribe(token);

  if (!token || link.isError) {
    return (
      <AuthLayout title="Unsubscribe">
        <Alert severity="error">{token ? errorMessage(link.error) : UNSUBSCRIBE_MESSAGES.invalidLink}</Alert>
      </AuthLayout>
    );
  }
  if (!link.data) {
    return (
      <AuthLayout title="Unsubscribe">
        <Stack sx={{ alignItems: 'center' }}>
          <CircularProgress aria-label="Loading" />
        </Stack>
      </AuthLayout>
    );
  }
  const { company_name: company, email, unsubscribed } = link.data;
  return (
    <AuthLayout title="Unsubscribe">
      {unsubscribed ? (
        <Alert severity="success">{UNSUBSCRIBE_MESSAGES.unsubscribed(company)}</Alert>
      ) : (
        <Stack spacing={2}>
          <Typography>
            Stop e-mails from <strong>{company}</strong> about your shipments to <strong>{email}</strong>?
          </Typography>
          {confirm.isError ? <Alert severity="error">{errorMessage(confirm.error)}</Alert> : null}
          <Button variant="contained" onClick={() => confirm.mutate()} disabled={confirm.isPending}>
            Unsubscribe
          </Button>
        </Stack>
      )}
    </AuthLayout>
  );
}
