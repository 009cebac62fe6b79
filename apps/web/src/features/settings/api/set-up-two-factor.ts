import { useMutation } from '@tanstack/react-query';
import type { TwoFactorSetup } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';

/** A new authenticator secret, not in force until a code confirms it. */
export async function setUpTwoFactor(): Promise<TwoFactorSetup> {
  return (await apiRequest<TwoFactorSetup>('/user/two_factor/setup', { method: 'POST' })).data;
}

export function useSetUpTwoFactor() {
  return useMutation({ mutationFn: setUpTwoFactor });
}
