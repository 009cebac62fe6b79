import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tag } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';
import { QUERY_KEYS } from '@/lib/query-keys';

export async function getTags(signal?: AbortSignal): Promise<Tag[]> {
  const envelope = await apiRequest<Tag[]>('/tags', { signal });
  return envelope.data;
}

export function tagsQueryOptions() {
  return queryOptions({
    queryKey: [...QUERY_KEYS.tags, 'list'] as const,
    queryFn: ({ signal }) => getTags(signal),
  });
}

/** Every tag of the account, by name. */
export function useTags() {
  return useQuery(tagsQueryOptions());
}
