import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { replayDeliveriesBody, WEBHOOK_MESSAGES } from '@trailpost/contracts';
import { useState } from 'react';
import { useToast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { useStoredItem } from '@/lib/use-stored';
import { safeTimeZone } from '@/lib/zoned-date';
import { useReplayWebhookDeliveries } from '../api/replay-webhook-deliveries';
import { fromInputValue, presetPeriod, REPLAY_PRESETS, toInputValue, type ReplayPreset } from '../utils/replay-period';

const DAY_MS = 86_400_000;

type Props = { webhookId: string; open: boolean; onReplayed: (message: string) => void; onClose: () => void };

/** "Replay failed…": every failed delivery created in a period is queued again; the flash says how many. */
export function ReplayPeriodDialog({ webhookId, open, onReplayed, onClose }: Props) {
  const toast = useToast();
  const replay = useReplayWebhookDeliveries();
  const timeZone = safeTimeZone(useStoredItem(STORAGE_KEYS.timeZone));
  const [preset, setPreset] = useState<ReplayPreset>('24h');
  const [from, setFrom] = useState(() => toInputValue(new Date(Date.now() - DAY_MS), timeZone));
  const [to, setTo] = useState(() => toInputValue(new Date(), timeZone));
  const [invalid, setInvalid] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = () => {
    setFailure(null);
    const period = preset === 'custom' ? { from: fromInputValue(from, timeZone), to: fromInputValue(to, timeZone) } : presetPeriod(preset, new Date());
    const parsed = period.from && period.to ? replayDeliveriesBody.safeParse(period) : null;
    if (!parsed?.success) {
      setInvalid(parsed?.error.issues[0]?.message ?? WEBHOOK_MESSAGES.replayPeriodInvalid);
      return;
    }
    setInvalid(null);
    replay.mutate(
      { webhookId, ...parsed.data },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          onReplayed(message);
        },
        onError: (error) => setFailure(errorMessage(error)),
      },
    );
  };

  return (
    <Dialog open={open} onClose={replay.isPending ? undefined : onClose} maxWidth="xs" fullWidth aria-labelledby="replay-period-title">
      <DialogTitle id="replay-period-title">Replay failed deliveries</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>Every failed delivery created in the period is sent again, with its original webhook-id.</DialogContentText>
        <RadioGroup value={preset} onChange={(event) => setPreset(event.target.value as ReplayPreset)} aria-label="Period">
          {REPLAY_PRESETS.map((option) => (
            <FormControlLabel key={option.value} value={option.value} control={<Radio size="small" />} label={option.label} />
          ))}
          <FormControlLabel value="custom" control={<Radio size="small" />} label="Custom period" />
        </RadioGroup>
        {preset === 'custom' ? (
          <Stack spacing={2} sx={{ mt: 1 }}>
            <TextField type="datetime-local" label="From" value={from} onChange={(event) => setFrom(event.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
            <TextField
              type="datetime-local"
              label="To"
              value={to}
              onChange={(event) => setTo(event.target.value)}
              error={invalid !== null}
              helperText={invalid}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Stack>
        ) : null}
        {failure ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={replay.isPending} color="inherit">
          Cancel
        </Button>
        <Button onClick={submit} variant="contained" disabled={replay.isPending} startIcon={replay.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}>
          Replay
        </Button>
      </DialogActions>
    </Dialog>
  );
}
