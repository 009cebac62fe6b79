import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { saveSubDomainBody, SUB_DOMAIN_MESSAGES } from '@trailpost/contracts';
import { useState, type FormEvent } from 'react';
import { PageLoader } from '@/components/PageLoader';
import { SettingsPage } from '@/components/SettingsPage';
import { SubmitButton } from '@/components/SubmitButton';
import { useToast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import { storeSubDomain } from '@/lib/session';
import { useSubDomain, type SubDomainRecord } from '../api/get-sub-domain';
import { useSaveSubDomain } from '../api/save-sub-domain';
import { AvailabilityText } from '../components/AvailabilityText';
import { SubDomainField } from '../components/SubDomainField';
import { useSubDomainStatus } from '../components/use-sub-domain-status';

/** The form, once the saved values are known. */
function CustomDomainForm({ record }: { record: SubDomainRecord }) {
  const toast = useToast();
  const save = useSaveSubDomain();
  const [typed, setTyped] = useState<string | null>(null);
  const [customDomain, setCustomDomain] = useState(record.custom_domain_url ?? '');
  const [submitted, setSubmitted] = useState(false);
  const value = typed ?? record.sub_domain ?? '';
  const { status, valid, unavailable } = useSubDomainStatus({ typed, value, submitted });
  const parsed = saveSubDomainBody.safeParse({ sub_domain: value, custom_domain_url: customDomain.trim() || null });
  const customDomainError = submitted && !parsed.success ? parsed.error.issues.find((issue) => issue.path[0] === 'custom_domain_url')?.message : undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!parsed.success || unavailable) return;
    save.mutate(parsed.data, {
      onSuccess: (saved) => {
        storeSubDomain(saved.sub_domain ?? parsed.data.sub_domain, saved.custom_domain_url);
        setTyped(null);
        setCustomDomain(saved.custom_domain_url ?? '');
        setSubmitted(false);
        toast.success(SUB_DOMAIN_MESSAGES.saved);
      },
      onError: (error) => toast.error(errorMessage(error)),
    });
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <form noValidate onSubmit={onSubmit} aria-label="Custom domain">
        <Stack spacing={2}>
          <div>
            <SubDomainField value={value} suffix={record.sub_domain_suffix} invalid={status !== null && !status.ok} onChange={setTyped} />
            <AvailabilityText status={status} />
          </div>
          <TextField
            label="Custom Domain URL"
            name="custom_domain_url"
            value={customDomain}
            onChange={(event) => setCustomDomain(event.target.value)}
            placeholder={`track.yourstore.com (default ${value || 'your-sub-domain'}${record.sub_domain_suffix})`}
            error={Boolean(customDomainError)}
            helperText={customDomainError ?? 'Leave empty to use the sub-domain address.'}
            fullWidth
          />
          <div>
            <SubmitButton loading={save.isPending} disabled={valid && unavailable} fullWidth={false}>
              SAVE
            </SubmitButton>
          </div>
        </Stack>
      </form>
    </Paper>
  );
}

/** /custom_domain: the sub-domain of the public tracking page and an optional custom domain. */
export function CustomDomainRoute() {
  const current = useSubDomain();
  let body;
  if (current.isPending) body = <PageLoader />;
  else if (current.isError) body = <Alert severity="error">{errorMessage(current.error)}</Alert>;
  else body = <CustomDomainForm record={current.data} />;
  return (
    <SettingsPage title="Custom Domain" description="Where your customers find your tracking page." maxWidth={760}>
      {body}
    </SettingsPage>
  );
}
