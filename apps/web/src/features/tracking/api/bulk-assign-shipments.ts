import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { QUERY_KEYS } from '@/lib/query-keys';
import type { BulkResult } from './bulk-delete-shipments';

/** A sub-user id assigns; null unassigns. */
export type BulkAssignInput = { ids: string[]; assignedId: string | null };

/** POST /tracking/bulk/assign_or_unassign_user; assigned_id is left out to unassign. */
export async function bulkAssignShipments({ ids, assignedId }: BulkAssignInput): Promise<BulkResult> {
  const body = assignedId ? { ids, assigned_id: assignedId } : { ids };
  const envelope = await apiRequest<{ count: number }>('/tracking/bulk/assign_or_unassign_user', { method: 'POST', body });
  return { count: envelope.data.count, message: envelope.meta.message[0] ?? '' };
}

export function useBulkAssignShipments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkAssignShipments,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: QUERY_KEYS.shipments }),
  });
}
