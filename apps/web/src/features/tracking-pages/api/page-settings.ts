import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TrackingPageSettingsView } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';

const pageSettingsQueryKey = ['tracking-page-settings'] as const;

export async function getPageSettings(signal?: AbortSignal): Promise<TrackingPageSettingsView> {
  return (await apiRequest<TrackingPageSettingsView>('/user/tracking_page_settings', { signal })).data;
}

/** How the public pages answer lookups (Settings › Tracking Page). */
export function usePageSettings() {
  return useQuery(queryOptions({ queryKey: pageSettingsQueryKey, queryFn: ({ signal }) => getPageSettings(signal) }));
}

/** Saves the settings; resolves with the server's confirmation. */
export async function savePageSettings(input: TrackingPageSettingsView): Promise<string> {
  const envelope = await apiRequest<TrackingPageSettingsView>('/user/tracking_page_settings', { method: 'PUT', body: input });
  return envelope.meta.message[0] ?? '';
}

export function useSavePageSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePageSettings,
    onSettled: () => queryClient.invalidateQueries({ queryKey: pageSettingsQueryKey }),
  });
}
