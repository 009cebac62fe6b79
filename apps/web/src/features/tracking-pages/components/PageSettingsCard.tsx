import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { ORDER_LOOKUP_VERIFICATION_TEXTS } from '@trailpost/contracts';
import { useToast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import { usePageSettings, useSavePageSettings } from '../api/page-settings';

/** How the public page answers a lookup: whether an order number needs the order's e-mail or postal code. */
export function PageSettingsCard() {
  const toast = useToast();
  const settings = usePageSettings();
  const save = useSavePageSettings();

  let body;
  if (settings.isPending) body = <Skeleton variant="rounded" height={40} />;
  else if (settings.isError) body = <Alert severity="error">{errorMessage(settings.error)}</Alert>;
  else {
    // While a save runs, the switch already shows what was asked for.
    const checked = save.isPending && save.variables ? save.variables.order_lookup_verification : settings.data.order_lookup_verification;
    body = (
      <>
        <FormControlLabel
          control={
            <Switch
              checked={checked}
              disabled={save.isPending}
              onChange={(_event, value) =>
                save.mutate({ order_lookup_verification: value }, { onSuccess: (message) => toast.success(message), onError: (error) => toast.error(errorMessage(error)) })
              }
            />
          }
          label={ORDER_LOOKUP_VERIFICATION_TEXTS.label}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {ORDER_LOOKUP_VERIFICATION_TEXTS.help}
        </Typography>
      </>
    );
  }

  return (
    <Paper variant="outlined" component="section" aria-labelledby="page-settings-title" sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}>
      <Typography id="page-settings-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        Lookups
      </Typography>
      {body}
    </Paper>
  );
}
