import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AUTH_MESSAGES } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';
import { sessionsQueryKey } from './get-sessions';

/** Signs one of the user's other sessions out. */
export async function revokeSession(id: string): Promise<string> {
  const envelope = await apiRequest<null>(`/user/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });
  return envelope.meta.message[0] ?? AUTH_MESSAGES.sessionRevoked;
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: revokeSession, onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }) });
}
