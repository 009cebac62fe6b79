import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShipmentDetail } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';
import { QUERY_KEYS } from '@/lib/query-keys';

/** Asks the courier for news now; resolves with the shipment as it stands afterwards. */
export async function refreshShipment(id: string): Promise<ShipmentDetail> {
  const envelope = await apiRequest<ShipmentDetail>(`/trackings/${encodeURIComponent(id)}/refresh`, { method: 'POST' });
  return envelope.data;
}

export function useRefreshShipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refreshShipment,
    onSuccess: (shipment) => {
      queryClient.setQueryData(QUERY_KEYS.shipmentDetail(shipment._id), shipment);
      return queryClient.invalidateQueries({ queryKey: QUERY_KEYS.shipments, predicate: (query) => query.queryKey[1] !== 'detail' });
    },
  });
}
