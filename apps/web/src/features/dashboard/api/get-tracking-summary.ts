import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SummaryBucket, TrackingSummaryBody } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';
import { DASHBOARD_FRESH_MS, dashboardKey } from './dashboard-keys';

/** POST /dashboard/tracking_summary: statuses counted per time bucket. */
export async function getTrackingSummary(body: TrackingSummaryBody, signal?: AbortSignal): Promise<SummaryBucket[]> {
  const envelope = await apiRequest<SummaryBucket[]>('/dashboard/tracking_summary', { method: 'POST', body, signal });
  return envelope.data;
}

export function trackingSummaryQueryOptions(body: TrackingSummaryBody) {
  return queryOptions({
    queryKey: dashboardKey('tracking_summary', body),
    queryFn: ({ signal }) => getTrackingSummary(body, signal),
    staleTime: DASHBOARD_FRESH_MS,
  });
}

export function useTrackingSummary(body: TrackingSummaryBody) {
  return useQuery(trackingSummaryQueryOptions(body));
}
