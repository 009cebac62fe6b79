import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SHIPMENT_MESSAGES, type ShipmentDetail, type UpdateShipmentBody } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';
import { QUERY_KEYS } from '@/lib/query-keys';

/** Lets the drawer's footer show the save in progress. */
export const UPDATE_SHIPMENT_KEY = [...QUERY_KEYS.shipments, 'update'] as const;

export type UpdateShipmentInput = { id: string; body: UpdateShipmentBody };
export type UpdateShipmentResult = { shipment: ShipmentDetail; message: string };

export async function updateShipment({ id, body }: UpdateShipmentInput): Promise<UpdateShipmentResult> {
  const envelope = await apiRequest<ShipmentDetail>(`/trackings/${encodeURIComponent(id)}`, { method: 'PUT', body });
  return { shipment: envelope.data, message: envelope.meta.message[0] ?? SHIPMENT_MESSAGES.updated };
}

/** Saves the drawer's fields; the detail takes the server's answer and the list refreshes. */
export function useUpdateShipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: UPDATE_SHIPMENT_KEY,
    mutationFn: updateShipment,
    onSuccess: async ({ shipment }, { id }) => {
      queryClient.setQueryData(QUERY_KEYS.shipmentDetail(id), shipment);
      await queryClient.invalidateQueries({
        queryKey: QUERY_KEYS.shipments,
        predicate: (query) => query.queryKey[1] !== 'detail' || query.queryKey[2] !== id,
      });
    },
  });
}
