import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Courier } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';
import { QUERY_KEYS } from '@/lib/query-keys';

export async function getCouriers(signal?: AbortSignal): Promise<Courier[]> {
  const envelope = await apiRequest<Courier[]>('/couriers/list', { signal });
  return envelope.data;
}

export function couriersQueryOptions() {
  return queryOptions({
    queryKey: QUERY_KEYS.couriers,
    queryFn: ({ signal }) => getCouriers(signal),
    staleTime: Infinity,
  });
}

/** Every supported courier with the inputs it asks for (the add drawer, the automation builder). */
export function useCouriers(enabled = true) {
  return useQuery({ ...couriersQueryOptions(), enabled });
}
