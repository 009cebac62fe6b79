import { queryOptions, useQuery } from '@tanstack/react-query';
import { SEARCH_MIN_CHARS, type searchSuggestion } from '@trailpost/contracts';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { QUERY_KEYS } from '@/lib/query-keys';
import { escapeSearchQuery } from '../utils/search-query';

export type SearchSuggestion = z.infer<typeof searchSuggestion>;

/** POST /trackings/suggestions: up to 10 shipments whose number or details contain the text. */
export async function getSuggestions(query: string, signal?: AbortSignal): Promise<SearchSuggestion[]> {
  const envelope = await apiRequest<SearchSuggestion[]>('/trackings/suggestions', {
    method: 'POST',
    body: { query: escapeSearchQuery(query) },
    signal,
  });
  return envelope.data;
}

export function suggestionsQueryOptions(query: string) {
  return queryOptions({
    queryKey: [...QUERY_KEYS.shipments, 'suggestions', query] as const,
    queryFn: ({ signal }) => getSuggestions(query, signal),
    staleTime: 30_000,
  });
}

/** Suggestions for text of at least 3 characters (the caller waits for the typing pause). */
export function useSuggestions(query: string) {
  const text = query.trim();
  return useQuery({ ...suggestionsQueryOptions(text), enabled: text.length >= SEARCH_MIN_CHARS });
}
