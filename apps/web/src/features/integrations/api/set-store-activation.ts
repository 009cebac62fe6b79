import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { STORE_MESSAGES, type StoreRecord } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';
import { STORE_KEYS } from './keys';

export type StoreActivationInput = { id: string; active: 0 | 1 };

/** Switches a store on or off; resolves with the server's text. */
export async function setStoreActivation({ id, active }: StoreActivationInput): Promise<string> {
  const envelope = await apiRequest<unknown>(`/stores/activation/${encodeURIComponent(id)}`, { method: 'PUT', body: { active } });
  return envelope.meta.message[0] ?? (active ? STORE_MESSAGES.activated : STORE_MESSAGES.deactivated);
}

type Snapshot = { list: StoreRecord[] | undefined; detail: StoreRecord | undefined };

function writeActive(queryClient: QueryClient, { id, active }: StoreActivationInput) {
  queryClient.setQueryData<StoreRecord[]>(STORE_KEYS.list, (stores) => stores?.map((store) => (store._id === id ? { ...store, active } : store)));
  queryClient.setQueryData<StoreRecord>(STORE_KEYS.detail(id), (store) => (store ? { ...store, active } : store));
}

/** Part 2 §4: the switch moves at once and goes back when the server refuses. */
export function useSetStoreActivation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setStoreActivation,
    onMutate: async (input): Promise<Snapshot> => {
      await queryClient.cancelQueries({ queryKey: STORE_KEYS.all });
      const snapshot = { list: queryClient.getQueryData<StoreRecord[]>(STORE_KEYS.list), detail: queryClient.getQueryData<StoreRecord>(STORE_KEYS.detail(input.id)) };
      writeActive(queryClient, input);
      return snapshot;
    },
    onError: (_error, { id }, snapshot) => {
      if (snapshot?.list) queryClient.setQueryData(STORE_KEYS.list, snapshot.list);
      if (snapshot?.detail) queryClient.setQueryData(STORE_KEYS.detail(id), snapshot.detail);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: STORE_KEYS.all }),
  });
}
