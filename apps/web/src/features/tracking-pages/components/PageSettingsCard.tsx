import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { ORDER_LOOKUP_VERIFICATION_TEXTS, type TrackingPageSettingsView } from '@trailpost/contracts';
import { useToast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import { usePageSettings, useSavePageSettings } from '../api/page-settings';
import { DeliveryDateSourceSelect } from './DeliveryDateSourceSelect';
import { PageLanguageSelect } from './PageLanguageSelect';

export const DEFAULT_LANGUAGE_LABEL = 'Default language';

/** How the public page answers a lookup (the second detail with an order number), which language it falls back to, and which delivery date it shows. */
export function PageSettingsCard() {
  const toast = useToast();
  const settings = usePageSettings();
  const save = useSavePageSettings();

  let body;
  if (settings.isPending) body = <Skeleton variant="rounded" height={96} />;
  else if (settings.isError) body = <Alert severity="error">{errorMessage(settings.error)}</Alert>;
  else {
    // While a save runs, the form already shows what was asked for.
    const shown: TrackingPageSettingsView = save.isPending && save.variables ? { ...settings.data, ...save.variables } : settings.data;
    const change = (next: Partial<TrackingPageSettingsView>) =>
      save.mutate({ ...shown, ...next }, { onSuccess: (message) => toast.success(message), onError: (error) => toast.error(errorMessage(error)) });
    body = (
      <>
        <FormControlLabel
          control={<Switch checked={shown.order_lookup_verification} disabled={save.isPending} onChange={(_event, value) => change({ order_lookup_verification: value })} />}
          label={ORDER_LOOKUP_VERIFICATION_TEXTS.label}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
          {ORDER_LOOKUP_VERIFICATION_TEXTS.help}
        </Typography>
        <PageLanguageSelect
          label={DEFAULT_LANGUAGE_LABEL}
          value={shown.default_language}
          onChange={(language) => language && change({ default_language: language })}
          disabled={save.isPending}
          size="small"
          sx={{ minWidth: 240 }}
          helperText="Shown when the link, the page template and the customer's browser name none of the page's languages."
        />
        <DeliveryDateSourceSelect value={shown.delivery_date_source} disabled={save.isPending} onChange={(source) => change({ delivery_date_source: source })} />
      </>
    );
  }

  return (
    <Paper variant="outlined" component="section" aria-labelledby="page-settings-title" sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}>
      <Typography id="page-settings-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        Lookups, language and delivery date
      </Typography>
      {body}
    </Paper>
  );
}
