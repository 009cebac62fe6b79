import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FilterOption } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';
import { QUERY_KEYS } from '@/lib/query-keys';

export type Assignee = { id: string; name: string };

/** The sub-users a shipment can be assigned to, from the list filters (without "Unassigned Shipments"). */
export async function getAssignees(signal?: AbortSignal): Promise<Assignee[]> {
  const envelope = await apiRequest<{ sub_users?: FilterOption[] }>('/trackings/filters', { signal });
  return (envelope.data.sub_users ?? []).flatMap((option) =>
    typeof option.value === 'string' ? [{ id: option.value, name: option.label }] : [],
  );
}

export function assigneesQueryOptions() {
  return queryOptions({
    queryKey: [...QUERY_KEYS.shipmentFilters, 'assignees'] as const,
    queryFn: ({ signal }) => getAssignees(signal),
    staleTime: 60 * 1000,
  });
}

/** Only main users assign shipments; sub-users never load the list. */
export function useAssignees(enabled: boolean) {
  return useQuery({ ...assigneesQueryOptions(), enabled });
}
