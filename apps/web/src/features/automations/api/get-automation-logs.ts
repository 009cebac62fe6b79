import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AutomationRunOutcome, AutomationRunView } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';
import { AUTOMATION_KEYS } from './keys';

/** `GET /automation/{id}/logs`: searchQuery is the start of a tracking number. */
export type AutomationLogsParams = { pageId: number; limit: number; outcome?: AutomationRunOutcome; searchQuery?: string };
export type AutomationLogsPage = { runs: AutomationRunView[]; total: number };

export async function getAutomationLogs(id: string, params: AutomationLogsParams, signal?: AbortSignal): Promise<AutomationLogsPage> {
  const envelope = await apiRequest<AutomationRunView[]>(`/automation/${encodeURIComponent(id)}/logs`, { query: { ...params }, signal });
  const meta = envelope.meta as typeof envelope.meta & { total_records?: number };
  return { runs: envelope.data, total: meta.total_records ?? envelope.data.length };
}

export function automationLogsQueryOptions(id: string, params: AutomationLogsParams) {
  return queryOptions({
    queryKey: AUTOMATION_KEYS.logs(id, params),
    queryFn: ({ signal }) => getAutomationLogs(id, params, signal),
    placeholderData: keepPreviousData,
  });
}

/** One page of a rule's runs, newest first, each with what its actions did or will do. */
export function useAutomationLogs(id: string, params: AutomationLogsParams) {
  return useQuery(automationLogsQueryOptions(id, params));
}
