import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WEBHOOK_MESSAGES, type WebhookView } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';
import type { WebhookResult } from './create-webhook';
import { WEBHOOK_KEYS } from './keys';

/** Gives the subscription a new signing secret; the previous one keeps signing for a while. */
export async function rotateWebhookSecret(id: string): Promise<WebhookResult> {
  const envelope = await apiRequest<WebhookView>(`/webhook/subscription/${encodeURIComponent(id)}/rotate_secret`, { method: 'POST' });
  return { webhook: envelope.data, message: envelope.meta.message[0] ?? WEBHOOK_MESSAGES.secretRotated };
}

export function useRotateWebhookSecret() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: rotateWebhookSecret, onSuccess: () => queryClient.invalidateQueries({ queryKey: WEBHOOK_KEYS.list }) });
}
