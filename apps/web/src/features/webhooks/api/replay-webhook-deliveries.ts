import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WEBHOOK_MESSAGES } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';
import { WEBHOOK_KEYS } from './keys';

export type ReplayPeriodInput = { webhookId: string; from: Date; to: Date };
export type ReplayPeriodResult = { count: number; message: string };

/** Queues again every failed delivery created in the period; resolves with how many. */
export async function replayWebhookDeliveries({ webhookId, from, to }: ReplayPeriodInput): Promise<ReplayPeriodResult> {
  const envelope = await apiRequest<{ count: number }>(`/webhook/subscription/${encodeURIComponent(webhookId)}/deliveries/replay`, {
    method: 'POST',
    body: { from: from.toISOString(), to: to.toISOString() },
  });
  const { count } = envelope.data;
  return { count, message: envelope.meta.message[0] ?? WEBHOOK_MESSAGES.replayedMany(count) };
}

export function useReplayWebhookDeliveries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replayWebhookDeliveries,
    onSuccess: (_result, { webhookId }) => queryClient.invalidateQueries({ queryKey: WEBHOOK_KEYS.deliveries(webhookId) }),
  });
}
