import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { WebhookView } from '@trailpost/contracts';
import { DeliveriesBrowser } from './DeliveriesBrowser';

type Props = { webhook: WebhookView | null; onClose: () => void };

/** A webhook's deliveries in a dialog over the list (the whole screen on a phone). */
export function DeliveriesDialog({ webhook, onClose }: Props) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Dialog open={webhook !== null} onClose={onClose} fullScreen={phone} maxWidth="lg" fullWidth aria-labelledby="deliveries-title">
      <DialogTitle id="deliveries-title" sx={{ pb: 0 }}>
        Deliveries
        {webhook ? (
          <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
            {webhook.endpoint_url}
          </Typography>
        ) : null}
      </DialogTitle>
      {webhook ? <DeliveriesBrowser key={webhook.id} webhookId={webhook.id} /> : null}
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} color="inherit">
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
