import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResetTokenCheck } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';

/** Whether a reset link can still set a password; asking does not spend it. */
export async function checkResetToken(token: string, signal?: AbortSignal): Promise<ResetTokenCheck> {
  return (await apiRequest<ResetTokenCheck>('/user/reset_password/check', { method: 'POST', body: { token }, signal })).data;
}

/** Asked once per link when the reset page opens; no token, no question. */
export function useResetTokenCheck(token: string) {
  return useQuery(
    queryOptions({
      queryKey: ['auth', 'reset-token', token] as const,
      queryFn: ({ signal }) => checkResetToken(token, signal),
      enabled: token !== '',
      staleTime: Infinity,
      retry: false,
    }),
  );
}
