import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FilterOption, shipmentFilterOptions } from '@trailpost/contracts';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { QUERY_KEYS } from '@/lib/query-keys';

type FilterOptions = z.infer<typeof shipmentFilterOptions>;

/** GET /trackings/filters, the call the list's filters use; the dashboard needs its couriers. */
export async function getFilterOptions(signal?: AbortSignal): Promise<FilterOptions> {
  const envelope = await apiRequest<FilterOptions>('/trackings/filters', { signal });
  return envelope.data;
}

/** Shares the list's cache entry: it is the same call and the same answer. */
export function courierOptionsQueryOptions() {
  return queryOptions({
    queryKey: QUERY_KEYS.shipmentFilters,
    queryFn: ({ signal }) => getFilterOptions(signal),
    staleTime: 60_000,
  });
}

const NO_COURIERS: FilterOption[] = [];

/** The account's couriers as {label, value: slug}; empty until loaded or when the call fails. */
export function useCourierOptions(): FilterOption[] {
  const query = useQuery({ ...courierOptionsQueryOptions(), select: (options) => options.courier });
  return query.data ?? NO_COURIERS;
}
