import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WebhookTestResult } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';
import { WEBHOOK_KEYS } from './keys';

export type WebhookTestOutcome = { result: WebhookTestResult; message: string };

/** Sends a signed test event now and reports the endpoint's answer (200 whether or not it was delivered). */
export async function sendTestWebhook(id: string): Promise<WebhookTestOutcome> {
  const envelope = await apiRequest<WebhookTestResult>(`/webhook/subscription/${encodeURIComponent(id)}/test`, { method: 'POST' });
  return { result: envelope.data, message: envelope.meta.message[0] ?? '' };
}

/** The test is a delivery of its own: the deliveries list shows it. */
export function useSendTestWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTestWebhook,
    onSuccess: (_outcome, id) => queryClient.invalidateQueries({ queryKey: WEBHOOK_KEYS.deliveries(id) }),
  });
}
