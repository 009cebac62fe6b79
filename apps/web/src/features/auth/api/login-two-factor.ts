import { useMutation } from '@tanstack/react-query';
import type { LoginTwoFactorBody, SessionRecord } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';

/** Sign-in's code step: the challenge from the password step and a TOTP or recovery code. */
export async function loginTwoFactor(input: LoginTwoFactorBody): Promise<SessionRecord> {
  const envelope = await apiRequest<SessionRecord>('/user/login/two_factor', { method: 'POST', body: input });
  return envelope.data;
}

export function useLoginTwoFactor() {
  return useMutation({ mutationFn: loginTwoFactor });
}
