import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SenderDomainView } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';
import { SENDER_DOMAIN_KEYS } from './keys';

export async function getSenderDomains(signal?: AbortSignal): Promise<SenderDomainView[]> {
  return (await apiRequest<SenderDomainView[]>('/domain', { signal })).data;
}

export function senderDomainsQueryOptions() {
  return queryOptions({ queryKey: SENDER_DOMAIN_KEYS.list, queryFn: ({ signal }) => getSenderDomains(signal) });
}

/** The account's sender domains, with their addresses and records. */
export function useSenderDomains() {
  return useQuery(senderDomainsQueryOptions());
}
