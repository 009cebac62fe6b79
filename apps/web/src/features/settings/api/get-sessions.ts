import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActiveSession } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';

export async function getSessions(signal?: AbortSignal): Promise<ActiveSession[]> {
  return (await apiRequest<ActiveSession[]>('/user/sessions', { signal })).data;
}

export const sessionsQueryKey = ['user', 'sessions'] as const;

/** The browsers and clients signed in as this user, the current one marked. */
export function useSessions() {
  return useQuery(queryOptions({ queryKey: sessionsQueryKey, queryFn: ({ signal }) => getSessions(signal) }));
}
