import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CourierPerformanceAnswer, LanePerformanceAnswer, PerformanceQuery, PerformanceView } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';

export type PerformanceAnswer<V extends PerformanceView> = V extends 'couriers' ? CourierPerformanceAnswer : LanePerformanceAnswer;

/** GET /performance/couriers or /performance/lanes: the figures of each courier or lane, with their weeks. */
export async function getPerformance<V extends PerformanceView>(view: V, query: PerformanceQuery, signal?: AbortSignal): Promise<PerformanceAnswer<V>> {
  const envelope = await apiRequest<PerformanceAnswer<V>>(`/performance/${view}`, { query: { ...query }, signal });
  return envelope.data;
}

export function performanceQueryOptions<V extends PerformanceView>(view: V, query: PerformanceQuery) {
  return queryOptions({
    queryKey: ['performance', view, query] as const,
    queryFn: ({ signal }) => getPerformance(view, query, signal),
    // A new range or filter keeps the table in place until its answer arrives.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export function usePerformance<V extends PerformanceView>(view: V, query: PerformanceQuery) {
  return useQuery(performanceQueryOptions(view, query));
}
