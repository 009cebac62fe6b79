import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { saveSubDomainBody } from '@trailpost/contracts';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { AuthLayout } from '@/components/AuthLayout';
import { useToast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import { storeSubDomain } from '@/lib/session';
import { readItem, removeItem } from '@/lib/storage';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { useStoredItem } from '@/lib/use-stored';
import { useSubDomain } from '@/lib/api/get-sub-domain';
import { useSaveSubDomain } from '../api/save-sub-domain';
import { AvailabilityText } from '../components/AvailabilityText';
import { SubDomainField } from '../components/SubDomainField';
import { useSubDomainStatus } from '../components/use-sub-domain-status';

function takeIntegratedListRedirect(): boolean {
  const flag = readItem(STORAGE_KEYS.redirectToIntegratedList);
  const set = flag !== null && flag !== '' && flag !== '0' && flag !== 'false';
  if (flag !== null) removeItem(STORAGE_KEYS.redirectToIntegratedList);
  return set;
}

/** First visit after sign-up: choose the sub-domain of the public tracking page. */
export function OnboardingRoute() {
  const profileName = useStoredItem(STORAGE_KEYS.profileName);
  const navigate = useNavigate();
  const toast = useToast();
  const current = useSubDomain();
  const save = useSaveSubDomain();
  const [typed, setTyped] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);

  const value = typed ?? current.data?.sub_domain ?? '';
  const { status, valid, unavailable } = useSubDomainStatus({ typed, value, submitted });
  const suffix = current.data?.sub_domain_suffix ?? null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const parsed = saveSubDomainBody.safeParse({ sub_domain: value });
    if (!parsed.success) return;
    save.mutate(
      { sub_domain: parsed.data.sub_domain },
      {
        onSuccess: (record) => {
          storeSubDomain(record.sub_domain ?? parsed.data.sub_domain, record.custom_domain_url);
          void navigate(takeIntegratedListRedirect() ? '/integrated_list' : '/', { replace: true });
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  };

  return (
    <AuthLayout
      title={profileName ? `Hi ${profileName}` : 'Hi'}
      subtitle={<Typography variant="body2">Choose the sub-domain of your public tracking page.</Typography>}
    >
      <form noValidate onSubmit={onSubmit}>
        <Stack spacing={1}>
          <SubDomainField value={value} suffix={suffix} invalid={status !== null && !status.ok} onChange={setTyped} />
          <AvailabilityText status={status} />
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            disabled={save.isPending || (valid && unavailable)}
            startIcon={save.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            DONE
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
