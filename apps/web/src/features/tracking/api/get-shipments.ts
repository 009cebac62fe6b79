import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ShipmentFilters, shipmentList } from '@trailpost/contracts';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { QUERY_KEYS } from '@/lib/query-keys';
import { escapeSearchQuery } from '../utils/search-query';

export type ShipmentListPage = z.infer<typeof shipmentList>;

export type ShipmentListParams = {
  pageId: number;
  limit: number;
  filters: ShipmentFilters;
  /** The search text as typed; empty for none. */
  query: string;
};

/** GET /trackings: one page of shipments, newest first. */
export async function getShipments(params: ShipmentListParams, signal?: AbortSignal): Promise<ShipmentListPage> {
  const envelope = await apiRequest<ShipmentListPage>('/trackings', {
    query: {
      pageId: params.pageId,
      limit: params.limit,
      filters: JSON.stringify(params.filters),
      searchQuery: params.query ? JSON.stringify({ query: escapeSearchQuery(params.query) }) : undefined,
    },
    signal,
  });
  return envelope.data;
}

/** A page fetched this recently is not fetched again on mount (the opening page is asked for early). */
const LIST_PAGE_FRESH_MS = 5_000;

export function shipmentsQueryOptions(params: ShipmentListParams) {
  return queryOptions({
    queryKey: QUERY_KEYS.shipmentList(params),
    queryFn: ({ signal }) => getShipments(params, signal),
    staleTime: LIST_PAGE_FRESH_MS,
  });
}

/** The page of the list; the previous page stays on screen while the next one loads. */
export function useShipments(params: ShipmentListParams, enabled: boolean) {
  return useQuery({ ...shipmentsQueryOptions(params), enabled, placeholderData: keepPreviousData });
}
