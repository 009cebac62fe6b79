import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TimeZoneView } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';

export async function getTimeZones(signal?: AbortSignal): Promise<TimeZoneView[]> {
  return (await apiRequest<TimeZoneView[]>('/timezone/list', { signal })).data;
}

/** Every time zone with its offset; offsets move twice a year at most, so an hour's cache is plenty. */
export function useTimeZones() {
  return useQuery(queryOptions({ queryKey: ['timezone', 'list'] as const, queryFn: ({ signal }) => getTimeZones(signal), staleTime: 60 * 60_000 }));
}
