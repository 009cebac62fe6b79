import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AutomationFiltersView } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';
import { AUTOMATION_KEYS } from './keys';

export async function getAutomationFilters(signal?: AbortSignal): Promise<AutomationFiltersView> {
  return (await apiRequest<AutomationFiltersView>('/automation/filters', { signal })).data;
}

export function automationFiltersQueryOptions() {
  // The choices only change with a release: read once per visit.
  return queryOptions({ queryKey: AUTOMATION_KEYS.filters, queryFn: ({ signal }) => getAutomationFilters(signal), staleTime: Infinity });
}

/** The Type, Trigger and Action choices of the list's filters. */
export function useAutomationFilters() {
  return useQuery(automationFiltersQueryOptions());
}
