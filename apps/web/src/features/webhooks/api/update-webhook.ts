import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WEBHOOK_MESSAGES, type UpdateWebhookBody, type WebhookView } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';
import type { WebhookResult } from './create-webhook';
import { WEBHOOK_KEYS } from './keys';

/**
 * Edits a subscription, or switches it on or off (`{ id, active }`). The server refuses other
 * edits of an inactive one with 'Please Activate Webhook To Edit.'.
 */
export async function updateWebhook(body: UpdateWebhookBody): Promise<WebhookResult> {
  const envelope = await apiRequest<WebhookView>('/webhook/subscription', { method: 'PUT', body });
  return { webhook: envelope.data, message: envelope.meta.message[0] ?? WEBHOOK_MESSAGES.updated };
}

export function useUpdateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateWebhook, onSuccess: () => queryClient.invalidateQueries({ queryKey: WEBHOOK_KEYS.all }) });
}
