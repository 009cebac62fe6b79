import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STORE_MESSAGES } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';
import { STORE_KEYS } from './keys';

/** Disconnects a store; resolves with the server's text. */
export async function deleteStore(id: string): Promise<string> {
  const envelope = await apiRequest<null>(`/stores/${encodeURIComponent(id)}`, { method: 'DELETE' });
  return envelope.meta.message[0] ?? STORE_MESSAGES.deleted;
}

export function useDeleteStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStore,
    onSuccess: async (_message, id) => {
      queryClient.removeQueries({ queryKey: STORE_KEYS.detail(id) });
      await queryClient.invalidateQueries({ queryKey: STORE_KEYS.list });
    },
  });
}
