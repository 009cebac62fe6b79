import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnsubscribeView } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';

export async function getUnsubscribe(token: string, signal?: AbortSignal): Promise<UnsubscribeView> {
  return (await apiRequest<UnsubscribeView>(`/unsubscribe?${new URLSearchParams({ token })}`, { signal })).data;
}

export const unsubscribeQueryKey = (token: string) => ['unsubscribe', token] as const;

/** Whom an unsubscribe link names, and whether it was already followed. */
export function useUnsubscribeLink(token: string) {
  return useQuery(queryOptions({ queryKey: unsubscribeQueryKey(token), queryFn: ({ signal }) => getUnsubscribe(token, signal), retry: false, enabled: token !== '' }));
}
