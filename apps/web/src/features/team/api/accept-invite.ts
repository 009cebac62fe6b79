import { useMutation } from '@tanstack/react-query';
import type { SessionRecord } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';

export type AcceptInviteInput = { token: string; email: string; password: string };

/** Sets the password from the invite link; the answer is the new session, as a login's. */
export async function acceptInvite(input: AcceptInviteInput): Promise<SessionRecord> {
  return (await apiRequest<SessionRecord>('/sub_user/acceptinvite', { method: 'POST', body: input })).data;
}

export function useAcceptInvite() {
  return useMutation({ mutationFn: acceptInvite });
}
