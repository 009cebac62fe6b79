import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Tag } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';
import { QUERY_KEYS } from '@/lib/query-keys';

export async function searchTags(query: string, signal?: AbortSignal): Promise<Tag[]> {
  const envelope = await apiRequest<Tag[]>('/tags/search', { method: 'POST', body: { query }, signal });
  return envelope.data;
}

export function tagSearchQueryOptions(query: string) {
  return queryOptions({
    queryKey: [...QUERY_KEYS.tags, 'search', query] as const,
    queryFn: ({ signal }) => searchTags(query, signal),
    staleTime: 30 * 1000,
    placeholderData: keepPreviousData,
  });
}

/** Tags whose name contains the typed text, for the tag picker. */
export function useTagSearch(query: string, enabled = true) {
  return useQuery({ ...tagSearchQueryOptions(query), enabled });
}
