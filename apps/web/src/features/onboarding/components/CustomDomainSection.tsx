import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { saveSubDomainBody, SUB_DOMAIN_MESSAGES } from '@trailpost/contracts';
import { useState, type FormEvent } from 'react';
import { useUnsavedChanges } from '@/components/discard-guard/discard-scope-context';
import { SubmitButton } from '@/components/SubmitButton';
import { useToast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import { storeSubDomain } from '@/lib/session';
import { useCustomDomain } from '../api/get-custom-domain';
import type { SubDomainRecord } from '@/lib/api/get-sub-domain';
import { useSaveSubDomain } from '../api/save-sub-domain';
import { useVerifyCustomDomain } from '../api/verify-custom-domain';
import { CnameRecord } from './CnameRecord';
import { customDomainOf, platformHostOf } from './custom-domain-of';
import { CustomDomainStatus } from './CustomDomainStatus';

const customDomainField = saveSubDomainBody.shape.custom_domain_url;

/** The check of the saved custom domain: the CNAME to add, its status and Verify. */
function Verification() {
  const toast = useToast();
  const view = useCustomDomain();
  const verify = useVerifyCustomDomain();
  const [failure, setFailure] = useState<string | null>(null);

  if (view.isPending) return <CircularProgress size={24} aria-label="Loading the custom domain's status" />;
  if (view.isError) return <Alert severity="error">{errorMessage(view.error)}</Alert>;
  const { custom_domain_url: host, cname_target: target, status, checked_at: checkedAt } = view.data;
  // No target: the address is the platform host itself, which needs no record.
  if (!host || !target) return null;

  const onVerify = () => {
    setFailure(null);
    verify.mutate(undefined, {
      onSuccess: (message) => toast.success(message),
      onError: (error) => setFailure(errorMessage(error)),
    });
  };

  return (
    <Stack spacing={1.5}>
      <CustomDomainStatus status={status} checkedAt={checkedAt} />
      <Typography variant="body2">
        At your domain provider, add this DNS record, then press Verify (we also check on our own every ten minutes). Until the domain is
        verified your tracking page stays at <strong>{target}</strong>.
      </Typography>
      <CnameRecord host={host} target={target} />
      {failure ? (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      ) : null}
      <div>
        <Button variant="outlined" onClick={onVerify} disabled={verify.isPending} startIcon={verify.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}>
          Verify
        </Button>
      </div>
    </Stack>
  );
}

/**
 * The custom domain (part 2 §2.13): saved with the sub-domain through PUT /user/sub_domain,
 * checked against the URL pattern first (§5); then the CNAME to add and its verification.
 */
export function CustomDomainSection({ record }: { record: SubDomainRecord }) {
  const toast = useToast();
  const save = useSaveSubDomain();
  const saved = customDomainOf(record);
  const platformHost = platformHostOf(record);
  const [value, setValue] = useState(saved ?? '');
  const [submitted, setSubmitted] = useState(false);
  useUnsavedChanges(value !== (saved ?? ''));
  const parsed = customDomainField.safeParse(value.trim() || null);
  const error = submitted && !parsed.success ? (parsed.error.issues[0]?.message ?? SUB_DOMAIN_MESSAGES.customDomainInvalid) : undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!parsed.success || !record.sub_domain) return;
    save.mutate(
      { sub_domain: record.sub_domain, custom_domain_url: parsed.data ?? null },
      {
        onSuccess: (result) => {
          storeSubDomain(result.sub_domain ?? record.sub_domain ?? '', result.custom_domain_url);
          setValue(customDomainOf(result) ?? '');
          setSubmitted(false);
          toast.success(SUB_DOMAIN_MESSAGES.saved);
        },
        onError: (failure) => toast.error(errorMessage(failure)),
      },
    );
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="custom-domain-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="custom-domain-heading" variant="h6" component="h2">
        Custom domain
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Serve your tracking page on a domain of your own, such as track.yourstore.com.
      </Typography>
      {platformHost ? (
        <Stack spacing={2.5}>
          <form noValidate onSubmit={onSubmit}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1.5 }}>
              <TextField
                label="Custom Domain URL"
                name="custom_domain_url"
                value={value}
                onChange={(event) => setValue(event.target.value)}
                placeholder="track.yourstore.com"
                error={Boolean(error)}
                helperText={error ?? `Leave empty to use ${platformHost}.`}
                sx={{ flex: '1 1 280px' }}
                autoComplete="off"
              />
              <SubmitButton loading={save.isPending} fullWidth={false} size="medium" sx={{ mt: 1 }}>
                SAVE
              </SubmitButton>
            </Box>
          </form>
          {saved ? <Verification /> : null}
        </Stack>
      ) : (
        <Alert severity="info">Choose and save your sub-domain first: a custom domain points to it.</Alert>
      )}
    </Paper>
  );
}
