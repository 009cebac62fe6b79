import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageLoader } from '@/components/PageLoader';
import { errorMessage } from '@/lib/api-client';
import { publicOrigin, useSubDomain } from '@/lib/api/get-sub-domain';

export type PublicAddress = { host: string; origin: string };

/**
 * Gives its children the address of the merchant's public pages, once known: the custom
 * domain once verified, otherwise the platform host (the server's `public_host`).
 */
export function PublicHost({ children }: { children: (address: PublicAddress) => ReactNode }) {
  const record = useSubDomain();
  if (record.isPending) return <PageLoader />;
  if (record.isError) return <Alert severity="error">{errorMessage(record.error)}</Alert>;
  const host = record.data.public_host;
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
