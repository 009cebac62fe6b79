import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationMutes } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';

export const MUTES_QUERY_KEY = ['notifications-mutes'] as const;

export async function getMutes(signal?: AbortSignal): Promise<NotificationMutes> {
  return (await apiRequest<NotificationMutes>('/notifications/mutes', { signal })).data;
}

/** The kinds of notice the user muted, read when the mute panel opens. */
export function useMutes() {
  return useQuery(queryOptions({ queryKey: MUTES_QUERY_KEY, queryFn: ({ signal }) => getMutes(signal) }));
}
