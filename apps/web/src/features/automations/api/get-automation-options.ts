import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AutomationOptionsView } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';
import { AUTOMATION_KEYS } from './keys';

export async function getAutomationOptions(signal?: AbortSignal): Promise<AutomationOptionsView> {
  return (await apiRequest<AutomationOptionsView>('/automation/options', { signal })).data;
}

export function automationOptionsQueryOptions() {
  // Read by each action form as its drawer opens: kept for a minute rather than fetched each time.
  return queryOptions({ queryKey: AUTOMATION_KEYS.options, queryFn: ({ signal }) => getAutomationOptions(signal), staleTime: 60_000 });
}

/** Templates, team members, tags and repeating rules the action forms offer. */
export function useAutomationOptions() {
  return useQuery(automationOptionsQueryOptions());
}
