import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoreRecord } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';
import { STORE_KEYS } from './keys';

/** How often the list is read again while one of its stores is syncing, to show when it ends. */
export const SYNC_POLL_MS = 3000;

export async function getStores(signal?: AbortSignal): Promise<StoreRecord[]> {
  return (await apiRequest<StoreRecord[]>('/stores/list', { signal })).data;
}

export function storesQueryOptions() {
  return queryOptions({
    queryKey: STORE_KEYS.list,
    queryFn: ({ signal }) => getStores(signal),
    refetchInterval: (query) => (query.state.data?.some((store) => store.sync === 1) ? SYNC_POLL_MS : false),
  });
}

/** The merchant's connected stores and courier accounts, keys masked. */
export function useStores() {
  return useQuery(storesQueryOptions());
}
