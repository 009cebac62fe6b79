import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrackingTemplatePreview } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';
import { TRACKING_PAGE_KEYS } from './keys';

/**
 * The page as a customer would see it: the HTML sanitised and filled with sample values. A read,
 * though the HTML travels in a POST body; kept per body, so the same HTML is rendered once.
 */
export async function previewTrackingTemplate(body: string, signal?: AbortSignal): Promise<string> {
  return (await apiRequest<TrackingTemplatePreview>('/tracking_template/preview', { method: 'POST', body: { body }, signal })).data.html;
}

export const trackingTemplatePreviewQueryOptions = (body: string) =>
  queryOptions({
    queryKey: [...TRACKING_PAGE_KEYS.all, 'preview', body] as const,
    queryFn: ({ signal }) => previewTrackingTemplate(body, signal),
    staleTime: Infinity,
    gcTime: 60_000,
    retry: false,
  });

/** Idle until there is HTML to render. */
export function useTrackingTemplatePreview(body: string | null) {
  return useQuery({ ...trackingTemplatePreviewQueryOptions(body ?? ''), enabled: body !== null });
}
