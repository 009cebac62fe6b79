import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WebhookView } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';
import { WEBHOOK_KEYS } from './keys';

export async function getWebhooks(signal?: AbortSignal): Promise<WebhookView[]> {
  return (await apiRequest<{ data: WebhookView[] }>('/webhook/subscription', { signal })).data.data;
}

export function webhooksQueryOptions() {
  return queryOptions({ queryKey: WEBHOOK_KEYS.list, queryFn: ({ signal }) => getWebhooks(signal) });
}

/** The account's webhook subscriptions (part 2 §7: the list is data.data). */
export function useWebhooks() {
  return useQuery(webhooksQueryOptions());
}
