import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_KEY_MESSAGES, type ApiKeyView } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';
import { API_KEY_KEYS } from './keys';

/** Deletes a token (named by its value, part 2 §7); resolves with the server's text. */
export async function deleteApiKey(key: Pick<ApiKeyView, 'token' | 'token_name'>): Promise<string> {
  const envelope = await apiRequest<null>('/user/delete_token', {
    method: 'DELETE',
    body: { developer_token: { token: key.token, token_name: key.token_name } },
  });
  return envelope.meta.message[0] ?? API_KEY_MESSAGES.deleted;
}

export function useDeleteApiKey() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteApiKey, onSuccess: () => queryClient.invalidateQueries({ queryKey: API_KEY_KEYS.all }) });
}
