import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationList } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';
import { QUERY_KEYS } from '@/lib/query-keys';

export async function deleteNotification(id: string): Promise<void> {
  await apiRequest<null>(`/firebase/notification/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Dismissing removes the item from the list straight away and deletes it on the server. */
export function useDeleteNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNotification,
    onMutate: (id) => {
      queryClient.setQueryData<NotificationList>(QUERY_KEYS.notifications, (list) =>
        list ? { ...list, notifications: list.notifications.filter((item) => item._id !== id) } : list,
      );
    },
    onError: () => queryClient.invalidateQueries({ queryKey: QUERY_KEYS.notifications }),
  });
}
