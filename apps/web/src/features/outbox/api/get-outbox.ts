import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OutboxMail } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';

export type OutboxMessage = OutboxMail;

export async function getOutbox(signal?: AbortSignal): Promise<OutboxMessage[]> {
  const envelope = await apiRequest<OutboxMessage[]>('/outbox', { signal });
  return envelope.data;
}

export function outboxQueryOptions() {
  return queryOptions({
    queryKey: ['outbox'] as const,
    queryFn: ({ signal }) => getOutbox(signal),
    refetchInterval: 5000,
    retry: false,
  });
}

/** E-mails and SMS kept locally when the server has no SMTP relay or SMS provider. */
export function useOutbox() {
  return useQuery(outboxQueryOptions());
}
