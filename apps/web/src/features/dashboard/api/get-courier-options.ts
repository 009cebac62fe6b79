import { useQuery } from '@tanstack/react-query';
import type { FilterOption } from '@trailpost/contracts';
import { filterOptionsQueryOptions } from '@/lib/api/get-filter-options';

const NO_COURIERS: FilterOption[] = [];

/** The account's couriers as {label, value: slug}, from the list's filter choices; empty until loaded or when the call fails. */
export function useCourierOptions(): FilterOption[] {
  const query = useQuery({ ...filterOptionsQueryOptions(), select: (options) => options.courier });
  return query.data ?? NO_COURIERS;
}
