import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShipmentDetail } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';
import { QUERY_KEYS } from '@/lib/query-keys';

export async function getShipment(id: string, signal?: AbortSignal): Promise<ShipmentDetail> {
  const envelope = await apiRequest<ShipmentDetail>(`/trackings/${encodeURIComponent(id)}`, { signal });
  return envelope.data;
}

export function shipmentQueryOptions(id: string) {
  return queryOptions({
    queryKey: QUERY_KEYS.shipmentDetail(id),
    queryFn: ({ signal }) => getShipment(id, signal),
  });
}

/** One shipment with its checkpoints, for the detail drawer. */
export function useShipment(id: string) {
  return useQuery(shipmentQueryOptions(id));
}
