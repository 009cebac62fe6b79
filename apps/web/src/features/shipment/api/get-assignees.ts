import { useQuery } from '@tanstack/react-query';
import { filterOptionsQueryOptions, type ShipmentFilterOptions } from '@/lib/api/get-filter-options';

export type Assignee = { id: string; name: string };

/** The sub-users a shipment can be assigned to, from the list filters (without "Unassigned Shipments"). */
function assigneesOf(options: ShipmentFilterOptions): Assignee[] {
  return (options.sub_users ?? []).flatMap((option) => (typeof option.value === 'string' ? [{ id: option.value, name: option.label }] : []));
}

/** Only main users assign shipments; sub-users never load the list. */
export function useAssignees(enabled: boolean) {
  return useQuery({ ...filterOptionsQueryOptions(), select: assigneesOf, enabled });
}
