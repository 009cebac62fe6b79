import { queryOptions, useQuery } from '@tanstack/react-query';
import type { shipmentFilterOptions } from '@trailpost/contracts';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { QUERY_KEYS } from '@/lib/query-keys';

export type ShipmentFilterOptions = z.infer<typeof shipmentFilterOptions>;

/** GET /trackings/filters: the choices of the list's filter dropdowns (couriers, sub-users, ...). */
export async function getFilterOptions(signal?: AbortSignal): Promise<ShipmentFilterOptions> {
  const envelope = await apiRequest<ShipmentFilterOptions>('/trackings/filters', { signal });
  return envelope.data;
}

/** One cache entry for the list's filters, the dashboard's courier choices and the drawer's assignees. */
export function filterOptionsQueryOptions() {
  return queryOptions({
    queryKey: QUERY_KEYS.shipmentFilters,
    queryFn: ({ signal }) => getFilterOptions(signal),
    staleTime: 60_000,
  });
}

export function useFilterOptions() {
  return useQuery(filterOptionsQueryOptions());
}
