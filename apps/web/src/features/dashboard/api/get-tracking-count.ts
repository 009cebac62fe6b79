import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrackingCount, DashboardRangeBody } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';
import { DASHBOARD_FRESH_MS, dashboardKey } from './dashboard-keys';

/** POST /dashboard/tracking_count: shipments per status and the total. */
export async function getTrackingCount(body: DashboardRangeBody, signal?: AbortSignal): Promise<TrackingCount> {
  const envelope = await apiRequest<TrackingCount>('/dashboard/tracking_count', { method: 'POST', body, signal });
  return envelope.data;
}

export function trackingCountQueryOptions(body: DashboardRangeBody) {
  return queryOptions({
    queryKey: dashboardKey('tracking_count', body),
    queryFn: ({ signal }) => getTrackingCount(body, signal),
    staleTime: DASHBOARD_FRESH_MS,
  });
}

export function useTrackingCount(body: DashboardRangeBody) {
  return useQuery(trackingCountQueryOptions(body));
}
