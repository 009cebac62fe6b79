import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShipmentStatus } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';
import { QUERY_KEYS } from '@/lib/query-keys';
import type { BulkResult } from './bulk-delete-shipments';

export type BulkStatusInput = { ids: string[]; status: ShipmentStatus };

/** POST /tracking/bulk/update/status: sets one status on every selected shipment. */
export async function bulkUpdateStatus({ ids, status }: BulkStatusInput): Promise<BulkResult> {
  const envelope = await apiRequest<{ count: number }>('/tracking/bulk/update/status', {
    method: 'POST',
    body: { ids, current_status: status },
  });
  return { count: envelope.data.count, message: envelope.meta.message[0] ?? '' };
}

export function useBulkUpdateStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkUpdateStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: QUERY_KEYS.shipments }),
  });
}
