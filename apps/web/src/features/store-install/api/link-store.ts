import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STORE_MESSAGES, type StoreLinkBody, type StoreRecord } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';
import { QUERY_KEYS } from '@/lib/query-keys';

/** Links a store install to the signed-in account; resolves with the server's text ("Store Saved."). */
export async function linkStore(requestId: string): Promise<string> {
  const body: StoreLinkBody = { request_id: requestId };
  const envelope = await apiRequest<StoreRecord>('/stores/link', { method: 'POST', body });
  return envelope.meta.message[0] ?? STORE_MESSAGES.linked;
}

export function useLinkStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: linkStore,
    // The new store shows on Manage Integrations, where the merchant lands next.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: QUERY_KEYS.stores }),
  });
}
