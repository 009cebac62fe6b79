import { useMutation } from '@tanstack/react-query';
import type { StoreKeysRecord } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';

/** The store's keys in clear; the server answers only the account owner. */
export async function revealStoreKeys(id: string): Promise<StoreKeysRecord> {
  return (await apiRequest<StoreKeysRecord>(`/stores/reveal/${encodeURIComponent(id)}`, { method: 'POST' })).data;
}

// A mutation, not a query: keys in clear stay in the form that asked for them, never in the cache.
export function useRevealStoreKeys() {
  return useMutation({ mutationFn: revealStoreKeys });
}
