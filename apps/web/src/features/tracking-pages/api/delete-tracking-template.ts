import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TRACKING_PAGE_MESSAGES } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';
import { TRACKING_PAGE_KEYS } from './keys';

export async function deleteTrackingTemplate(id: string): Promise<string> {
  const envelope = await apiRequest<null>(`/tracking_template/${encodeURIComponent(id)}`, { method: 'DELETE' });
  return envelope.meta.message[0] ?? TRACKING_PAGE_MESSAGES.deleted;
}

/** Deleting reloads the list (part 2 §4). */
export function useDeleteTrackingTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTrackingTemplate,
    onSuccess: async (_message, id) => {
      queryClient.removeQueries({ queryKey: TRACKING_PAGE_KEYS.template(id) });
      await queryClient.invalidateQueries({ queryKey: TRACKING_PAGE_KEYS.list });
    },
  });
}
