import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';

/** Client errors are not retried; a server or network failure is retried once. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500) && failureCount < 1,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
