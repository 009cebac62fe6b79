import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { subDomainRecord } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';

export type SubDomainRecord = z.infer<typeof subDomainRecord>;

export async function getSubDomain(signal?: AbortSignal): Promise<SubDomainRecord> {
  return (await apiRequest<SubDomainRecord>('/user/sub_domain', { signal })).data;
}

/** The same key as the custom-domain screen's: saving there refreshes the code shown here. */
export const subDomainQueryOptions = () => queryOptions({ queryKey: ['user', 'sub_domain'] as const, queryFn: ({ signal }) => getSubDomain(signal) });

/** The account's sub-domain, its platform suffix and custom domain. */
export function useSubDomain() {
  return useQuery(subDomainQueryOptions());
}
