import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SenderDomainView } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';
import { QUERY_KEYS } from '@/lib/query-keys';

/** GET /domain: the account's sender domains, with their addresses and records; verifiedOnly asks for the verified ones. */
export async function getSenderDomains(signal?: AbortSignal, { verifiedOnly = false } = {}): Promise<SenderDomainView[]> {
  return (await apiRequest<SenderDomainView[]>('/domain', { query: verifiedOnly ? { is_verified: 1 } : undefined, signal })).data;
}

export function senderDomainsQueryOptions() {
  return queryOptions({ queryKey: [...QUERY_KEYS.senderDomains, 'list'] as const, queryFn: ({ signal }) => getSenderDomains(signal) });
}

/** The sender domains screen's list; the template editor's From choices read the verified ones. */
export function useSenderDomains() {
  return useQuery(senderDomainsQueryOptions());
}
