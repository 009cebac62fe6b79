import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WEBHOOK_MESSAGES, type CreateWebhookBody, type WebhookView } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';
import { WEBHOOK_KEYS } from './keys';

export type WebhookResult = { webhook: WebhookView; message: string };

/** Subscribes an endpoint; resolves with it (its signing secret included) and the server's text. */
export async function createWebhook(body: CreateWebhookBody): Promise<WebhookResult> {
  const envelope = await apiRequest<WebhookView>('/webhook/subscription', { method: 'POST', body });
  return { webhook: envelope.data, message: envelope.meta.message[0] ?? WEBHOOK_MESSAGES.added };
}

export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createWebhook, onSuccess: () => queryClient.invalidateQueries({ queryKey: WEBHOOK_KEYS.all }) });
}
