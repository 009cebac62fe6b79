import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationList } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';
import { QUERY_KEYS } from '@/lib/query-keys';

export async function getNotifications(signal?: AbortSignal): Promise<NotificationList> {
  return (await apiRequest<NotificationList>('/firebase/notifications', { signal })).data;
}

export function notificationsQueryOptions() {
  return queryOptions({
    queryKey: QUERY_KEYS.notifications,
    queryFn: ({ signal }) => getNotifications(signal),
    // The stream keeps it current; a refetch on focus would only repeat what it said.
    refetchOnWindowFocus: false,
    retry: false,
  });
}

/** The 20 latest notifications and the unread count. */
export function useNotifications() {
  return useQuery(notificationsQueryOptions());
}
