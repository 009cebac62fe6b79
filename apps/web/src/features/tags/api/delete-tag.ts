import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TAG_MESSAGES } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';
import { QUERY_KEYS } from '@/lib/query-keys';

/** Deletes a tag; it is removed from every shipment that had it. */
export async function deleteTag(id: string): Promise<string> {
  const envelope = await apiRequest<null>(`/tag/${encodeURIComponent(id)}`, { method: 'DELETE' });
  return envelope.meta.message[0] ?? TAG_MESSAGES.deleted;
}

export function useDeleteTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTag,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: QUERY_KEYS.tags }),
        queryClient.invalidateQueries({ queryKey: QUERY_KEYS.shipments }),
      ]);
    },
  });
}
