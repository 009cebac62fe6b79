import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AutomationView } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';
import { AUTOMATION_KEYS } from './keys';

/** `GET /automation/list`: the filters are comma lists of values (Inbuilt/Custom, trigger values, action types). */
export type AutomationListParams = {
  pageId: number;
  limit: number;
  searchQuery?: string;
  event_type?: string;
  trigger?: string;
  action?: string;
};

export type AutomationPage = { rules: AutomationView[]; total: number };

export async function getAutomations(params: AutomationListParams, signal?: AbortSignal): Promise<AutomationPage> {
  const envelope = await apiRequest<AutomationView[]>('/automation/list', { query: { ...params }, signal });
  const meta = envelope.meta as typeof envelope.meta & { total_records?: number };
  return { rules: envelope.data, total: meta.total_records ?? envelope.data.length };
}

export function automationsQueryOptions(params: AutomationListParams) {
  return queryOptions({
    queryKey: AUTOMATION_KEYS.list(params),
    queryFn: ({ signal }) => getAutomations(params, signal),
    // The rows of the last page stay while the next filter or page loads under the progress bar.
    placeholderData: keepPreviousData,
  });
}

/** One page of the account's automation rules and how many there are in all. */
export function useAutomations(params: AutomationListParams) {
  return useQuery(automationsQueryOptions(params));
}
