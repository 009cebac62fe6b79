import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DayWiseRow, DashboardRangeBody } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';
import { DASHBOARD_FRESH_MS, dashboardKey } from './dashboard-keys';

/** POST /dashboard/shipments/day_wise_delivery_count: delivered shipments per courier by days taken. */
export async function getDayWise(body: DashboardRangeBody, signal?: AbortSignal): Promise<DayWiseRow[]> {
  const envelope = await apiRequest<DayWiseRow[]>('/dashboard/shipments/day_wise_delivery_count', { method: 'POST', body, signal });
  return envelope.data;
}

export function dayWiseQueryOptions(body: DashboardRangeBody) {
  return queryOptions({
    queryKey: dashboardKey('shipments/day_wise_delivery_count', body),
    queryFn: ({ signal }) => getDayWise(body, signal),
    staleTime: DASHBOARD_FRESH_MS,
  });
}

export function useDayWise(body: DashboardRangeBody) {
  return useQuery(dayWiseQueryOptions(body));
}
