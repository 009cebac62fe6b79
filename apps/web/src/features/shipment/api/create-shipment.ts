import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SHIPMENT_MESSAGES, type CreateShipmentBody, type ShipmentDetail } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';
import { QUERY_KEYS } from '@/lib/query-keys';

export type CreateShipmentResult = { shipment: ShipmentDetail; message: string };

export async function createShipment(body: CreateShipmentBody): Promise<CreateShipmentResult> {
  const envelope = await apiRequest<ShipmentDetail>('/trackings', { method: 'POST', body });
  return { shipment: envelope.data, message: envelope.meta.message[0] ?? SHIPMENT_MESSAGES.created };
}

/** Adds a shipment; the list and its filter options refresh. */
export function useCreateShipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createShipment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: QUERY_KEYS.shipments }),
  });
}
