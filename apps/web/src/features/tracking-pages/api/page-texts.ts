import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TrackingPageTextsBody, TrackingPageTextsView } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';

const pageTextsKey = (language: string) => ['tracking-page-texts', language] as const;

export async function getPageTexts(language: string, signal?: AbortSignal): Promise<TrackingPageTextsView> {
  return (await apiRequest<TrackingPageTextsView>(`/user/tracking_page_texts?language=${encodeURIComponent(language)}`, { signal })).data;
}

/** The page's texts in one language, with the account's own wording. */
export function usePageTexts(language: string) {
  return useQuery(queryOptions({ queryKey: pageTextsKey(language), queryFn: ({ signal }) => getPageTexts(language, signal) }));
}

/** Saves the account's wording of one language; resolves with the server's confirmation. */
export async function savePageTexts(input: TrackingPageTextsBody): Promise<string> {
  return (await apiRequest<TrackingPageTextsView>('/user/tracking_page_texts', { method: 'PUT', body: input })).meta.message[0] ?? '';
}

export function useSavePageTexts() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: savePageTexts, onSuccess: (_message, input) => queryClient.invalidateQueries({ queryKey: pageTextsKey(input.language) }) });
}
