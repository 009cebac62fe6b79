import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiKeyView } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';
import { API_KEY_KEYS } from './keys';

export async function getApiKeys(signal?: AbortSignal): Promise<ApiKeyView[]> {
  return (await apiRequest<{ developer_token: ApiKeyView[] }>('/user/get_tokens', { signal })).data.developer_token;
}

export function apiKeysQueryOptions() {
  return queryOptions({ queryKey: API_KEY_KEYS.list, queryFn: ({ signal }) => getApiKeys(signal) });
}

/** The user's developer tokens (part 2 §7: the developer_token array). */
export function useApiKeys() {
  return useQuery(apiKeysQueryOptions());
}
