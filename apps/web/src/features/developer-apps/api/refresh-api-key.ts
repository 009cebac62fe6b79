import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_KEY_MESSAGES, type ApiKeyView } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';
import type { ApiKeyResult } from './add-api-key';
import { API_KEY_KEYS } from './keys';

/** Replaces a token by a new one under the same name; the old one stops working at once. */
export async function refreshApiKey(key: Pick<ApiKeyView, 'token' | 'token_name'>): Promise<ApiKeyResult> {
  const envelope = await apiRequest<ApiKeyView>('/user/refresh_token', {
    method: 'PUT',
    body: { developer_token: { token_name: key.token_name, token: key.token } },
  });
  return { key: envelope.data, message: envelope.meta.message[0] ?? API_KEY_MESSAGES.refreshed };
}

export function useRefreshApiKey() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: refreshApiKey, onSuccess: () => queryClient.invalidateQueries({ queryKey: API_KEY_KEYS.all }) });
}
