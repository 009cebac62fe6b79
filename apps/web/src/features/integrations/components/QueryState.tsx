import Alert from '@mui/material/Alert';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageLoader } from '@/components/PageLoader';
import { errorMessage } from '@/lib/api-client';

type Props<T> = { query: UseQueryResult<T>; children: (data: T) => ReactNode };

/** A loader, the failed call's message, or what the data draws. */
export function QueryState<T>({ query, children }: Props<T>) {
  if (query.isPending) return <PageLoader />;
  if (query.isError) return <Alert severity="error">{errorMessage(query.error)}</Alert>;
  return <>{children(query.data)}</>;
}
