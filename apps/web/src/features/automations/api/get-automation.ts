import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AutomationView } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';
import { AUTOMATION_KEYS } from './keys';

export async function getAutomation(id: string, signal?: AbortSignal): Promise<AutomationView> {
  return (await apiRequest<AutomationView>(`/automation/${encodeURIComponent(id)}`, { signal })).data;
}

export function automationQueryOptions(id: string) {
  return queryOptions({ queryKey: AUTOMATION_KEYS.rule(id), queryFn: ({ signal }) => getAutomation(id, signal) });
}

/** One rule, for the builder's edit mode; nothing is fetched without an id (a new rule). */
export function useAutomation(id: string | undefined) {
  return useQuery({ ...automationQueryOptions(id ?? ''), enabled: Boolean(id) });
}
