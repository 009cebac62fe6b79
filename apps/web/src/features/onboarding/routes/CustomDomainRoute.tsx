import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { saveSubDomainBody, SUB_DOMAIN_MESSAGES } from '@trailpost/contracts';
import { useState, type FormEvent } from 'react';
import { useUnsavedChanges } from '@/components/discard-guard/discard-scope-context';
import { PageLoader } from '@/components/PageLoader';
import { SettingsPage } from '@/components/SettingsPage';
import { SubmitButton } from '@/components/SubmitButton';
import { useToast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import { storeSubDomain } from '@/lib/session';
import { useSubDomain, type SubDomainRecord } from '@/lib/api/get-sub-domain';
import { useSaveSubDomain } from '../api/save-sub-domain';
import { AvailabilityText } from '../components/AvailabilityText';
import { customDomainOf } from '../components/custom-domain-of';
import { CustomDomainSection } from '../components/CustomDomainSection';
import { SubDomainField } from '../components/SubDomainField';
import { useSubDomainStatus } from '../components/use-sub-domain-status';

/** The sub-domain form, once the saved values are known. Saving keeps the custom domain as it is. */
function SubDomainForm({ record }: { record: SubDomainRecord }) {
  const toast = useToast();
  const save = useSaveSubDomain();
  const [typed, setTyped] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const value = typed ?? record.sub_domain ?? '';
  useUnsavedChanges(value !== (record.sub_domain ?? ''));
  const { status, valid, unavailable } = useSubDomainStatus({ typed, value, submitted });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    // The merchant's own domain goes along unchanged; without one, the default follows the new sub-domain.
    const parsed = saveSubDomainBody.safeParse({ sub_domain: value, custom_domain_url: customDomainOf(record) });
    if (!parsed.success || unavailable) return;
    save.mutate(parsed.data, {
      onSuccess: (saved) => {
        storeSubDomain(saved.sub_domain ?? parsed.data.sub_domain, saved.custom_domain_url);
        setTyped(null);
        setSubmitted(false);
        toast.success(SUB_DOMAIN_MESSAGES.saved);
      },
      onError: (error) => toast.error(errorMessage(error)),
    });
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="sub-domain-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="sub-domain-heading" variant="h6" component="h2" sx={{ mb: 2 }}>
        Your sub-domain
      </Typography>
      <form noValidate onSubmit={onSubmit}>
        <Stack spacing={2}>
          <div>
            <SubDomainField value={value} suffix={record.sub_domain_suffix} invalid={status !== null && !status.ok} onChange={setTyped} />
            <AvailabilityText status={status} />
          </div>
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

/** /custom_domain: the sub-domain of the public tracking page, and an optional custom domain with its DNS check. */
export function CustomDomainRoute() {
  const current = useSubDomain();
  let body;
  if (current.isPending) body = <PageLoader />;
  else if (current.isError) body = <Alert severity="error">{errorMessage(current.error)}</Alert>;
  else
    body = (
      <Stack spacing={2}>
        <SubDomainForm record={current.data} />
        <CustomDomainSection record={current.data} />
      </Stack>
    );
  return (
    <SettingsPage title="Custom Domain" description="Where your customers find your tracking page." maxWidth={760}>
      {body}
    </SettingsPage>
  );
}
