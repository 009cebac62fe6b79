import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TopCourier, DashboardRangeBody } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';
import { DASHBOARD_FRESH_MS, dashboardKey } from './dashboard-keys';

/** POST /dashboard/top_couriers: the couriers with the most shipments. */
export async function getTopCouriers(body: DashboardRangeBody, signal?: AbortSignal): Promise<TopCourier[]> {
  const envelope = await apiRequest<TopCourier[]>('/dashboard/top_couriers', { method: 'POST', body, signal });
  return envelope.data;
}

export function topCouriersQueryOptions(body: DashboardRangeBody) {
  return queryOptions({
    queryKey: dashboardKey('top_couriers', body),
    queryFn: ({ signal }) => getTopCouriers(body, signal),
    staleTime: DASHBOARD_FRESH_MS,
  });
}

export function useTopCouriers(body: DashboardRangeBody) {
  return useQuery(topCouriersQueryOptions(body));
}
