import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_KEY_MESSAGES, type AddApiKeyBody, type ApiKeyView } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';
import { API_KEY_KEYS } from './keys';

export type ApiKeyResult = { key: ApiKeyView; message: string };

/** Creates a developer token; resolves with it (shown in full at once) and the server's text. */
export async function addApiKey(body: AddApiKeyBody): Promise<ApiKeyResult> {
  const envelope = await apiRequest<ApiKeyView>('/user/add_token', { method: 'POST', body });
  return { key: envelope.data, message: envelope.meta.message[0] ?? API_KEY_MESSAGES.added };
}

export function useAddApiKey() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addApiKey, onSuccess: () => queryClient.invalidateQueries({ queryKey: API_KEY_KEYS.all }) });
}
