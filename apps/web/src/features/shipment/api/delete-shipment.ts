import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SHIPMENT_MESSAGES } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';
import { QUERY_KEYS } from '@/lib/query-keys';

/** Deletes one shipment; resolves with the server's confirmation text. */
export async function deleteShipment(id: string): Promise<string> {
  const envelope = await apiRequest<null>(`/trackings/${encodeURIComponent(id)}`, { method: 'DELETE' });
  return envelope.meta.message[0] ?? SHIPMENT_MESSAGES.deleted;
}

export function useDeleteShipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteShipment,
    // The open drawer keeps showing the deleted shipment while it slides away.
    onSuccess: (_message, id) =>
      queryClient.invalidateQueries({
        queryKey: QUERY_KEYS.shipments,
        predicate: (query) => query.queryKey[1] !== 'detail' || query.queryKey[2] !== id,
      }),
  });
}
