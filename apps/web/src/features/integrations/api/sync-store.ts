import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STORE_MESSAGES, type StoreRecord } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';
import { STORE_KEYS } from './keys';

/**
 * Asks for a store's orders to be read now; resolves with the server's text. A store switched
 * off, or a courier account, is refused with a 400 (ApiError).
 */
export async function syncStore(id: string): Promise<string> {
  const envelope = await apiRequest<StoreRecord>(`/stores/sync/${encodeURIComponent(id)}`, { method: 'POST' });
  return envelope.meta.message[0] ?? STORE_MESSAGES.syncStarted;
}

export function useSyncStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncStore,
    onSuccess: async (_message, id) => {
      // Shown as syncing at once, which also starts the list's polling until the sync ends.
      queryClient.setQueryData<StoreRecord[]>(STORE_KEYS.list, (stores) => stores?.map((store) => (store._id === id ? { ...store, sync: 1 } : store)));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: STORE_KEYS.list }),
        queryClient.invalidateQueries({ queryKey: STORE_KEYS.detail(id) }),
      ]);
    },
  });
}
