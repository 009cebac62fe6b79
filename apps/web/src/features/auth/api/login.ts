import { useMutation } from '@tanstack/react-query';
import type { LoginBody, SessionRecord, TwoFactorChallenge } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';

/** A session, or for an account with two-step sign-in on, the challenge the code step answers. */
export async function login(input: LoginBody): Promise<SessionRecord | TwoFactorChallenge> {
  const envelope = await apiRequest<SessionRecord | TwoFactorChallenge>('/user/login', { method: 'POST', body: input });
  return envelope.data;
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
