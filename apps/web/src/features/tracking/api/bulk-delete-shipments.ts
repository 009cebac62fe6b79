import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { QUERY_KEYS } from '@/lib/query-keys';

export type BulkResult = { count: number; message: string };

/** POST /tracking/bulk/delete; the server's message is the success text. */
export async function bulkDeleteShipments(ids: string[]): Promise<BulkResult> {
  const envelope = await apiRequest<{ count: number }>('/tracking/bulk/delete', { method: 'POST', body: { ids } });
  return { count: envelope.data.count, message: envelope.meta.message[0] ?? '' };
}

export function useBulkDeleteShipments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkDeleteShipments,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: QUERY_KEYS.shipments }),
  });
}
