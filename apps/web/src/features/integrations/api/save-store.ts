import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STORE_MESSAGES, type StoreBody } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';
import { STORE_KEYS } from './keys';

/** A new store (no id) or a change to one; on a change, keys left out keep their saved values. */
export type SaveStoreInput = { id: string | null; body: StoreBody };

/**
 * Resolves with the server's text: "Store Saved.", or the note that the courier could not be
 * reached and the keys were kept. A courier's refusal arrives as a 400 (ApiError).
 */
export async function saveStore({ id, body }: SaveStoreInput): Promise<string> {
  const envelope = await apiRequest<unknown>(id ? `/stores/${encodeURIComponent(id)}` : '/stores', { method: id ? 'PUT' : 'POST', body });
  return envelope.meta.message[0] ?? STORE_MESSAGES.saved;
}

export function useSaveStore() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveStore, onSuccess: () => queryClient.invalidateQueries({ queryKey: STORE_KEYS.all }) });
}
