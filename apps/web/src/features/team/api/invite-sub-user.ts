import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InviteBody, SubUserView } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';

/** Invites a sub-user, or (resend) e-mails a pending one a new link; resolves with the server's text. */
export async function inviteSubUser(body: InviteBody): Promise<string> {
  return (await apiRequest<SubUserView>('/sub_user/invite', { method: 'POST', body })).meta.message[0] ?? '';
}

export function useInviteSubUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: inviteSubUser, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['team'] }) });
}
