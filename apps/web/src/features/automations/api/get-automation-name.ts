import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AutomationView } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';
import { AUTOMATION_KEYS } from './keys';

export async function getAutomationName(id: string, signal?: AbortSignal): Promise<string> {
  return (await apiRequest<AutomationView>(`/automation/${encodeURIComponent(id)}`, { signal })).data.name;
}

export function automationNameQueryOptions(id: string) {
  // Below the rule's key, so that whatever refreshes the rule refreshes its name too.
  return queryOptions({ queryKey: [...AUTOMATION_KEYS.rule(id), 'name'] as const, queryFn: ({ signal }) => getAutomationName(id, signal) });
}

/** A rule's name for the log's heading; a 404 carries 'Automation rule not found.'. */
export function useAutomationName(id: string) {
  return useQuery(automationNameQueryOptions(id));
}
