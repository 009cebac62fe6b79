import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TopCountry, DashboardRangeBody } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';
import { DASHBOARD_FRESH_MS, dashboardKey } from './dashboard-keys';

/** POST /dashboard/top_countries: the countries with the most shipments. */
export async function getTopCountries(body: DashboardRangeBody, signal?: AbortSignal): Promise<TopCountry[]> {
  const envelope = await apiRequest<TopCountry[]>('/dashboard/top_countries', { method: 'POST', body, signal });
  return envelope.data;
}

export function topCountriesQueryOptions(body: DashboardRangeBody) {
  return queryOptions({
    queryKey: dashboardKey('top_countries', body),
    queryFn: ({ signal }) => getTopCountries(body, signal),
    staleTime: DASHBOARD_FRESH_MS,
  });
}

export function useTopCountries(body: DashboardRangeBody) {
  return useQuery(topCountriesQueryOptions(body));
}
