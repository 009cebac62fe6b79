import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type OutboxMessage = {
  _id: string;
  to: string;
  subject: string;
  text: string | null;
  html: string | null;
  created_at: string;
};

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

/** E-mails kept locally when the server has no SMTP relay. */
export function useOutbox() {
  return useQuery(outboxQueryOptions());
}
