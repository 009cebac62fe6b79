/**
 * Query keys shared by features that read and change the same data, so that a change made in
 * one feature (a drawer saving a shipment) refreshes what another shows (the list).
 * Invalidating a prefix (QUERY_KEYS.shipments) refreshes everything below it.
 */
export const QUERY_KEYS = {
  shipments: ['trackings'] as const,
  shipmentList: (params: unknown) => ['trackings', 'list', params] as const,
  shipmentDetail: (id: string) => ['trackings', 'detail', id] as const,
  shipmentFilters: ['trackings', 'filters'] as const,
  tags: ['tags'] as const,
  couriers: ['couriers'] as const,
  countries: ['countries'] as const,
  notifications: ['notifications'] as const,
  /** Sender domains: their screen and the template editor's From choices. */
  senderDomains: ['sender-domains'] as const,
  /** Connected stores and courier accounts: their screens, and a store install linking one. */
  stores: ['stores'] as const,
};
