import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MessageLogItem, MessageLogQuery } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';

export type MessageLogPage = { messages: MessageLogItem[]; total: number };

export async function getMessageLog(query: MessageLogQuery, signal?: AbortSignal): Promise<MessageLogPage> {
  const envelope = await apiRequest<MessageLogItem[]>('/message/list', { query: { ...query }, signal });
  const meta = envelope.meta as typeof envelope.meta & { total_records?: number };
  return { messages: envelope.data, total: meta.total_records ?? envelope.data.length };
}

/** A page of messages sent to customers and as tests; refreshed while some are still on their way. */
export function useMessageLog(query: MessageLogQuery) {
  return useQuery(
    queryOptions({
      queryKey: ['messages', 'log', query] as const,
      queryFn: ({ signal }) => getMessageLog(query, signal),
      placeholderData: keepPreviousData,
      refetchInterval: (current) => (current.state.data?.messages.some((m) => m.status === 'pending' || m.status === 'sending') ? 5000 : false),
    }),
  );
}
