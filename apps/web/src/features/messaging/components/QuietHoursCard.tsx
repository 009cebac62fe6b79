import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DEFAULT_SMS_QUIET_HOURS, QUIET_HOURS_TEXTS, SMS_SETTINGS_MESSAGES, type SmsSettingsView } from '@trailpost/contracts';
import { useState } from 'react';
import { SubmitButton } from '@/components/SubmitButton';
import { useToast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useSaveSmsSettings, useSmsSettings } from '../api/sms-settings';

/** The form once the saved hours are known: on or off, from and until. */
function QuietHoursForm({ saved }: { saved: SmsSettingsView }) {
  const toast = useToast();
  const save = useSaveSmsSettings();
  const [on, setOn] = useState(saved.sms_quiet_hours !== null);
  const [start, setStart] = useState(saved.sms_quiet_hours?.start ?? DEFAULT_SMS_QUIET_HOURS.start);
  const [end, setEnd] = useState(saved.sms_quiet_hours?.end ?? DEFAULT_SMS_QUIET_HOURS.end);
  const sameTimes = on && start === end;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (sameTimes) return;
    save.mutate({ sms_quiet_hours: on ? { start, end } : null }, { onSuccess: (message) => toast.success(message), onError: (error) => toast.error(errorMessage(error)) });
  };

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <FormControlLabel control={<Switch checked={on} onChange={(_event, value) => setOn(value)} />} label={QUIET_HOURS_TEXTS.label} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {QUIET_HOURS_TEXTS.help}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <TextField type="time" label={QUIET_HOURS_TEXTS.from} value={start} onChange={(event) => setStart(event.target.value)} disabled={!on} required size="small" sx={{ width: 150 }} />
        <TextField
          type="time"
          label={QUIET_HOURS_TEXTS.until}
          value={end}
          onChange={(event) => setEnd(event.target.value)}
          disabled={!on}
          required
          size="small"
          sx={{ width: 150 }}
          error={sameTimes}
          helperText={sameTimes ? SMS_SETTINGS_MESSAGES.sameTimes : ' '}
        />
        <SubmitButton loading={save.isPending} fullWidth={false} size="medium">
          Save
        </SubmitButton>
      </Box>
    </Box>
  );
}

/** /settings_sms: when automations' text messages may not go out, in each customer's time zone. */
export function QuietHoursCard() {
  const settings = useSmsSettings();
  let body;
  if (settings.isPending) body = <Skeleton variant="rounded" height={96} />;
  else if (settings.isError) body = <Alert severity="error">{errorMessage(settings.error)}</Alert>;
  else body = <QuietHoursForm saved={settings.data} />;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="quiet-hours-title" sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}>
      <Typography id="quiet-hours-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        Quiet hours
      </Typography>
      {body}
    </Paper>
  );
}
