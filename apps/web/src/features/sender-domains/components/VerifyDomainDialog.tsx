import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { SENDER_DOMAIN_RECORDS, type SenderDomainView } from '@trailpost/contracts';
import { useEffect, useState } from 'react';
import { useToast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useValidateSenderDomain } from '../api/validate-sender-domain';
import { CopyValue } from './CopyValue';

/** What each record is for, in the merchant's words. */
const PURPOSE = {
  domain: 'Return path: the envelope sender your e-mails are sent with.',
  dkim1: 'Signing key: receivers check your e-mails with it.',
  dkim2: 'Next signing key: lets the key change without new DNS records.',
} as const;

type Props = { domain: SenderDomainView | null; onClose: () => void };

/** The verify dialog (part 2 §2.8): the three CNAME records to publish, and Verify to check them now. */
export function VerifyDomainDialog({ domain, onClose }: Props) {
  const toast = useToast();
  const validate = useValidateSenderDomain();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => setFailure(null), [domain?.domain_id]);

  const verify = () => {
    if (!domain) return;
    setFailure(null);
    validate.mutate(domain.domain_id, {
      onSuccess: (message) => {
        toast.success(message);
        onClose();
      },
      onError: (error) => setFailure(errorMessage(error)),
    });
  };

  return (
    <Dialog open={domain !== null} onClose={validate.isPending ? undefined : onClose} fullScreen={phone} maxWidth="md" fullWidth aria-labelledby="verify-domain-title">
      <DialogTitle id="verify-domain-title">Verify Domain</DialogTitle>
      {domain ? (
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 2 }}>
            Add these three CNAME records to the DNS of <strong>{domain.domain}</strong> at your domain provider, then press Verify. DNS changes can take a few
            minutes to show; Trailpost also checks again on its own and tells you once the domain is verified.
          </Typography>
          <Stack spacing={1.5}>
            {SENDER_DOMAIN_RECORDS.map((record) => (
              <Paper key={record} variant="outlined" sx={{ p: 1.5 }} aria-label={`${record} record`} role="group">
                <Typography variant="subtitle2">
                  {record} <Typography component="span" variant="caption" color="text.secondary">CNAME · {PURPOSE[record]}</Typography>
                </Typography>
                <CopyValue label="Host" value={domain.cname[record].host} record={record} />
                <CopyValue label="Value" value={domain.cname[record].data} record={record} />
              </Paper>
            ))}
          </Stack>
          {failure ? (
            <Alert severity="error" sx={{ mt: 2 }} role="alert">
              {failure}
            </Alert>
          ) : null}
        </DialogContent>
      ) : null}
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={validate.isPending} color="inherit">
          Close
        </Button>
        <Button onClick={verify} variant="contained" disabled={validate.isPending} startIcon={validate.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}>
          Verify
        </Button>
      </DialogActions>
    </Dialog>
  );
}
