import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrackingTemplateView } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';
import { TRACKING_PAGE_KEYS } from './keys';

export async function getTrackingTemplate(id: string, signal?: AbortSignal): Promise<TrackingTemplateView> {
  return (await apiRequest<TrackingTemplateView>(`/tracking_template/${encodeURIComponent(id)}`, { signal })).data;
}

export const trackingTemplateQueryOptions = (id: string) =>
  queryOptions({ queryKey: TRACKING_PAGE_KEYS.template(id), queryFn: ({ signal }) => getTrackingTemplate(id, signal) });

/** One template with its HTML; idle without an id (a new template) or while not enabled. */
export function useTrackingTemplate(id: string | null, enabled = true) {
  return useQuery({ ...trackingTemplateQueryOptions(id ?? ''), enabled: id !== null && enabled });
}
