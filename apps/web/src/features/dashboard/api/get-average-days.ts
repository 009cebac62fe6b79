import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AverageDays, DashboardRangeBody } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';
import { DASHBOARD_FRESH_MS, dashboardKey } from './dashboard-keys';

/** POST /dashboard/shipments/average_days_to_delivery: average days to deliver per courier. */
export async function getAverageDays(body: DashboardRangeBody, signal?: AbortSignal): Promise<AverageDays[]> {
  const envelope = await apiRequest<AverageDays[]>('/dashboard/shipments/average_days_to_delivery', { method: 'POST', body, signal });
  return envelope.data;
}

export function averageDaysQueryOptions(body: DashboardRangeBody) {
  return queryOptions({
    queryKey: dashboardKey('shipments/average_days_to_delivery', body),
    queryFn: ({ signal }) => getAverageDays(body, signal),
    staleTime: DASHBOARD_FRESH_MS,
  });
}

export function useAverageDays(body: DashboardRangeBody) {
  return useQuery(averageDaysQueryOptions(body));
}
