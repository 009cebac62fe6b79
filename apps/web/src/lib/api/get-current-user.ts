import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionRecord } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';

export async function getCurrentUser(signal?: AbortSignal): Promise<SessionRecord> {
  const envelope = await apiRequest<SessionRecord>('/user', { signal });
  return envelope.data;
}

export const currentUserQueryKey = ['user', 'current'] as const;

export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: ({ signal }) => getCurrentUser(signal),
    staleTime: 5 * 60 * 1000,
    refetchOnWindowFocus: false,
  });
}

/** The session record of the signed-in user, fresh from the server. */
export function useCurrentUser(enabled = true) {
  return useQuery({ ...currentUserQueryOptions(), enabled });
}
