import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrackingTemplateListItem } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';
import { TRACKING_PAGE_KEYS } from './keys';

/** The account's tracking-page templates, the default first (the server creates it on the first call). */
export async function getTrackingTemplates(signal?: AbortSignal): Promise<TrackingTemplateListItem[]> {
  return (await apiRequest<TrackingTemplateListItem[]>('/tracking_template/list', { signal })).data;
}

export const trackingTemplatesQueryOptions = () =>
  queryOptions({ queryKey: TRACKING_PAGE_KEYS.list, queryFn: ({ signal }) => getTrackingTemplates(signal) });

export function useTrackingTemplates() {
  return useQuery(trackingTemplatesQueryOptions());
}
