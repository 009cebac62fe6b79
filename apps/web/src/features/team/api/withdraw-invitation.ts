import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Takes back an invitation not yet accepted: the pending user is removed; resolves with the server's text. */
export async function withdrawInvitation(id: string): Promise<string> {
  return (await apiRequest<null>(`/sub_user/${encodeURIComponent(id)}/invitation`, { method: 'DELETE' })).meta.message[0] ?? '';
}

/**
 * The user leaves the list and its role's count, so every team query is refreshed; after a
 * refusal too, since it means the invitation was accepted meanwhile.
 */
export function useWithdrawInvitation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: withdrawInvitation, onSettled: () => queryClient.invalidateQueries({ queryKey: ['team'] }) });
}
