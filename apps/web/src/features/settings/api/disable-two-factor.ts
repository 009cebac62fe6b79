import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { currentUserQueryKey } from '@/lib/api/get-current-user';

export async function disableTwoFactor(input: { password: string; code: string }): Promise<void> {
  await apiRequest<null>('/user/two_factor/disable', { method: 'POST', body: input });
}

/** Turning it off changes the session record (`two_factor_enabled`): it is read again. */
export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: disableTwoFactor, onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }) });
}
