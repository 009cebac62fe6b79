import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoreRecord } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';
import { STORE_KEYS } from './keys';

export async function getStores(signal?: AbortSignal): Promise<StoreRecord[]> {
  return (await apiRequest<StoreRecord[]>('/stores/list', { signal })).data;
}

export function storesQueryOptions() {
  return queryOptions({ queryKey: STORE_KEYS.list, queryFn: ({ signal }) => getStores(signal) });
}

/** The merchant's connected stores and courier accounts, keys masked. */
export function useStores() {
  return useQuery(storesQueryOptions());
}
