import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { AUTOMATION_KEYS } from './keys';

export type CustomTrigger = { id: string; name: string };

export async function getCustomTriggers(signal?: AbortSignal): Promise<CustomTrigger[]> {
  return (await apiRequest<CustomTrigger[]>('/automation/custom_triggers', { signal })).data;
}

export function customTriggersQueryOptions() {
  // The catalogue is fixed by the product: one fetch per visit is enough.
  return queryOptions({ queryKey: AUTOMATION_KEYS.customTriggers, queryFn: ({ signal }) => getCustomTriggers(signal), staleTime: Infinity });
}

/** The custom trigger catalogue (stalled shipments, missed delivery dates). */
export function useCustomTriggers() {
  return useQuery(customTriggersQueryOptions());
}
