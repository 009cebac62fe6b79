import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TwoFactorEnabled, TwoFactorSetup } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';
import { currentUserQueryKey } from '@/lib/current-user';

export async function setUpTwoFactor(): Promise<TwoFactorSetup> {
  return (await apiRequest<TwoFactorSetup>('/user/two_factor/setup', { method: 'POST' })).data;
}

export async function enableTwoFactor(code: string): Promise<TwoFactorEnabled> {
  return (await apiRequest<TwoFactorEnabled>('/user/two_factor/enable', { method: 'POST', body: { code } })).data;
}

export async function disableTwoFactor(input: { password: string; code: string }): Promise<void> {
  await apiRequest<null>('/user/two_factor/disable', { method: 'POST', body: input });
}

export function useSetUpTwoFactor() {
  return useMutation({ mutationFn: setUpTwoFactor });
}

/** Turning it on or off changes the session record (`two_factor_enabled`): it is read again. */
export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: enableTwoFactor, onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }) });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: disableTwoFactor, onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }) });
}
