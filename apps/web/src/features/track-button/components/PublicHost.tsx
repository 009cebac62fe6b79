import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageLoader } from '@/components/PageLoader';
import { errorMessage } from '@/lib/api-client';
import { useCustomDomain } from '../api/get-custom-domain';
import { useSubDomain } from '../api/get-sub-domain';
import { publicHostOf, publicOrigin } from '../utils/public-host';

export type PublicAddress = { host: string; origin: string };

/**
 * Gives its children the address of the merchant's public pages, once known. The custom
 * domain's check only decides whether that domain is used: when it cannot be read, the
 * platform host still serves.
 */
export function PublicHost({ children }: { children: (address: PublicAddress) => ReactNode }) {
  const record = useSubDomain();
  const customDomain = useCustomDomain();
  if (record.isPending || customDomain.isPending) return <PageLoader />;
  if (record.isError) return <Alert severity="error">{errorMessage(record.error)}</Alert>;
  const host = publicHostOf(record.data, customDomain.data ?? null);
  if (!host) {
    return (
      <Alert severity="info">
        Your tracking page needs an address first: choose your sub-domain under{' '}
        <Link component={RouterLink} to="/custom_domain">
          Custom Domain
        </Link>
        .
      </Alert>
    );
  }
  return children({ host, origin: publicOrigin(host) });
}
