import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { NotificationKind } from '@trailpost/contracts';
import { useToast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useMutes } from '../api/get-mutes';
import { useSaveMutes } from '../api/save-mutes';

export const MUTE_GROUP_LABEL = 'Mute notices';

/** The bell's mute panel: a switch per kind of notice; a muted kind is neither listed nor popped up. */
export function MutedKindsPanel() {
  const toast = useToast();
  const mutes = useMutes();
  const save = useSaveMutes();

  if (mutes.isPending) {
    return (
      <Box sx={{ p: 3, textAlign: 'center' }}>
        <CircularProgress size={24} aria-label="Loading" />
      </Box>
    );
  }
  if (mutes.isError) return <Alert severity="error" sx={{ m: 2 }}>{errorMessage(mutes.error)}</Alert>;

  const muted = new Set(mutes.data.muted_kinds);
  const toggle = (kind: NotificationKind) => {
    const next = mutes.data.kinds.map((entry) => entry.kind).filter((other) => (other === kind ? !muted.has(kind) : muted.has(other)));
    save.mutate(next, { onSuccess: ({ message }) => toast.success(message), onError: (error) => toast.error(errorMessage(error)) });
  };
  return (
    <Box sx={{ px: 2, py: 1.5 }}>
      <FormGroup aria-label={MUTE_GROUP_LABEL}>
        {mutes.data.kinds.map(({ kind, label }) => (
          <FormControlLabel
            key={kind}
            control={<Switch checked={muted.has(kind)} disabled={save.isPending} onChange={() => toggle(kind)} />}
            label={label}
          />
        ))}
      </FormGroup>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        A muted kind is neither listed nor popped up for you; others on your team still hear of it. Imports, exports and sender domains are
        always told.
      </Typography>
    </Box>
  );
}
