import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationKind, NotificationMutes } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';
import { MUTES_QUERY_KEY } from './get-mutes';

/** Mutes exactly these kinds; resolves with the saved list and the server's confirmation. */
export async function saveMutes(mutedKinds: NotificationKind[]): Promise<{ mutes: NotificationMutes; message: string }> {
  const envelope = await apiRequest<NotificationMutes>('/notifications/mutes', { method: 'PUT', body: { muted_kinds: mutedKinds } });
  return { mutes: envelope.data, message: envelope.meta.message[0] ?? '' };
}

export function useSaveMutes() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveMutes, onSuccess: ({ mutes }) => queryClient.setQueryData(MUTES_QUERY_KEY, mutes) });
}
