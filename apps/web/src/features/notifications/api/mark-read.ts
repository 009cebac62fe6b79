import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationList } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';
import { QUERY_KEYS } from '@/lib/query-keys';

export async function markNotificationsRead(): Promise<void> {
  await apiRequest<null>('/firebase/notifications/read', { method: 'POST' });
}

/** Opening the list clears the badge at once; the server records it. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onMutate: () => {
      queryClient.setQueryData<NotificationList>(QUERY_KEYS.notifications, (list) => (list ? { ...list, unreadMessageCount: 0 } : list));
    },
  });
}
