import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TwoFactorEnabled } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';
import { currentUserQueryKey } from '@/lib/api/get-current-user';

export async function enableTwoFactor(code: string): Promise<TwoFactorEnabled> {
  return (await apiRequest<TwoFactorEnabled>('/user/two_factor/enable', { method: 'POST', body: { code } })).data;
}

/** Turning it on changes the session record (`two_factor_enabled`): it is read again. */
export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: enableTwoFactor, onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }) });
}
