import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { WebhookDeliveryStatus, WebhookDeliveryView } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';
import { WEBHOOK_KEYS } from './keys';

export type DeliveriesQuery = { pageId: number; limit: number; status?: WebhookDeliveryStatus };
export type DeliveriesPage = { deliveries: WebhookDeliveryView[]; total: number };

/** While a delivery waits for its next attempt the page is read again this often. */
const PENDING_REFRESH_MS = 5000;

export async function getWebhookDeliveries(id: string, query: DeliveriesQuery, signal?: AbortSignal): Promise<DeliveriesPage> {
  const envelope = await apiRequest<{ data: WebhookDeliveryView[]; total: number }>(`/webhook/subscription/${encodeURIComponent(id)}/deliveries`, {
    query: { ...query },
    signal,
  });
  return { deliveries: envelope.data.data, total: envelope.data.total };
}

export function webhookDeliveriesQueryOptions(id: string, query: DeliveriesQuery) {
  return queryOptions({
    queryKey: [...WEBHOOK_KEYS.deliveries(id), query] as const,
    queryFn: ({ signal }) => getWebhookDeliveries(id, query, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (current) => (current.state.data?.deliveries.some((delivery) => delivery.status === 'pending') ? PENDING_REFRESH_MS : false),
  });
}

/** One page of a subscription's deliveries, newest first. */
export function useWebhookDeliveries(id: string, query: DeliveriesQuery) {
  return useQuery(webhookDeliveriesQueryOptions(id, query));
}
