import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { subDomainRecord } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';

export type SubDomainRecord = z.infer<typeof subDomainRecord>;

export async function getSubDomain(signal?: AbortSignal): Promise<SubDomainRecord> {
  const envelope = await apiRequest<SubDomainRecord>('/user/sub_domain', { signal });
  return envelope.data;
}

export const subDomainQueryKey = ['user', 'sub_domain'] as const;

export function subDomainQueryOptions() {
  return queryOptions({
    queryKey: subDomainQueryKey,
    queryFn: ({ signal }) => getSubDomain(signal),
  });
}

/** The tenant's sub-domain and custom-domain address. */
export function useSubDomain() {
  return useQuery(subDomainQueryOptions());
}
