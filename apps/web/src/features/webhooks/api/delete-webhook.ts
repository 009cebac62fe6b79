import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WEBHOOK_MESSAGES } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';
import { WEBHOOK_KEYS } from './keys';

/** Deletes a subscription and its deliveries; resolves with the server's text. */
export async function deleteWebhook(id: string): Promise<string> {
  const envelope = await apiRequest<null>(`/webhook/subscription/${encodeURIComponent(id)}`, { method: 'DELETE' });
  return envelope.meta.message[0] ?? WEBHOOK_MESSAGES.deleted;
}

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteWebhook, onSettled: () => queryClient.invalidateQueries({ queryKey: WEBHOOK_KEYS.all }) });
}
