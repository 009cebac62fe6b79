import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tag } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';
import { QUERY_KEYS } from '@/lib/query-keys';

/** GET /tags: every tag of the account, by name. */
export async function getTags(signal?: AbortSignal): Promise<Tag[]> {
  const envelope = await apiRequest<Tag[]>('/tags', { signal });
  return envelope.data;
}

/** One cache entry for the Tags screen and the list's Tags filter; every change of a tag refreshes it. */
export function tagsQueryOptions() {
  return queryOptions({
    queryKey: [...QUERY_KEYS.tags, 'list'] as const,
    queryFn: ({ signal }) => getTags(signal),
    staleTime: 60_000,
  });
}

export function useTags() {
  return useQuery(tagsQueryOptions());
}
