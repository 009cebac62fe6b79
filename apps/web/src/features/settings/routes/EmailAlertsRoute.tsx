import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { PageLoader } from '@/components/PageLoader';
import { SettingsPage } from '@/components/SettingsPage';
import { useToast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useProfile } from '../api/get-profile';
import { useSetDigestAlert } from '../api/set-digest-alert';

export const DIGEST_LABEL = 'Daily Digest Email Alert';

/** /email_alerts: the daily digest switch (part 2 §2.13). */
export function EmailAlertsRoute() {
  const toast = useToast();
  const profile = useProfile();
  const toggle = useSetDigestAlert();

  let body;
  if (profile.isPending) body = <PageLoader />;
  else if (profile.isError) body = <Alert severity="error">{errorMessage(profile.error)}</Alert>;
  else {
    const active = profile.data.daily_digest_email_active === 1;
    body = (
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <FormControlLabel
          control={
            <Switch
              checked={active}
              disabled={toggle.isPending}
              onChange={() =>
                toggle.mutate(
                  { userId: profile.data._id, active: active ? 0 : 1 },
                  { onSuccess: (message) => toast.success(message), onError: (error) => toast.error(errorMessage(error)) },
                )
              }
            />
          }
          label={DIGEST_LABEL}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Every morning at 08:00 in your time zone ({profile.data.time_zone_id}), one e-mail to {profile.data.email} with yesterday&apos;s new
          shipments, deliveries, exceptions and failed attempts, the latest exceptions with links, and your 30-day delivery rate. Nothing is
          sent for a day without news.
        </Typography>
      </Paper>
    );
  }

  return (
    <SettingsPage title="Email Alerts" maxWidth={760}>
      {body}
    </SettingsPage>
  );
}
