import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WEBHOOK_MESSAGES, type WebhookDeliveryView } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';
import { WEBHOOK_KEYS } from './keys';

export type ReplayDeliveryInput = { webhookId: string; deliveryId: string };

/** Queues one delivery again, with the same webhook-id; resolves with the server's text. */
export async function replayWebhookDelivery({ webhookId, deliveryId }: ReplayDeliveryInput): Promise<string> {
  const path = `/webhook/subscription/${encodeURIComponent(webhookId)}/deliveries/${encodeURIComponent(deliveryId)}/replay`;
  const envelope = await apiRequest<WebhookDeliveryView>(path, { method: 'POST' });
  return envelope.meta.message[0] ?? WEBHOOK_MESSAGES.replayed;
}

export function useReplayWebhookDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replayWebhookDelivery,
    onSuccess: (_message, { webhookId }) => queryClient.invalidateQueries({ queryKey: WEBHOOK_KEYS.deliveries(webhookId) }),
  });
}
