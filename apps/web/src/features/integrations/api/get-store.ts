import { queryOptions, useQuery } from '@tanstack/react-query';
import { STORE_MESSAGES, type StoreRecord } from '@trailpost/contracts';
import { ApiError, apiRequest } from '@/lib/api-client';
import { STORE_KEYS } from './keys';

/** Part 2 §7: the store is the first element of the returned data array. */
export async function getStore(id: string, signal?: AbortSignal): Promise<StoreRecord> {
  const [store] = (await apiRequest<StoreRecord[]>(`/stores/${encodeURIComponent(id)}`, { signal })).data;
  if (!store) throw new ApiError(404, [STORE_MESSAGES.notFound]);
  return store;
}

export function storeQueryOptions(id: string) {
  return queryOptions({ queryKey: STORE_KEYS.detail(id), queryFn: ({ signal }) => getStore(id, signal) });
}

/** One store, keys masked. */
export function useStore(id: string) {
  return useQuery(storeQueryOptions(id));
}
