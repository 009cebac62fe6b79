import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { subDomainAvailability } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';

export type SubDomainAvailability = z.infer<typeof subDomainAvailability>;

/** Asks whether a sub-domain is free. A read, though the API takes it as a POST. */
export async function checkSubDomain(subDomain: string, signal?: AbortSignal): Promise<SubDomainAvailability> {
  const envelope = await apiRequest<SubDomainAvailability>('/user/sub_domain', {
    method: 'POST',
    body: { sub_domain: subDomain },
    signal,
  });
  return envelope.data;
}

export function subDomainAvailabilityQueryOptions(subDomain: string) {
  return queryOptions({
    queryKey: ['user', 'sub_domain', 'availability', subDomain] as const,
    queryFn: ({ signal }) => checkSubDomain(subDomain, signal),
    staleTime: 0,
    gcTime: 30_000,
    retry: false,
  });
}

/** Availability of a sub-domain; runs only while enabled (after the typing pause). */
export function useSubDomainAvailability(subDomain: string, enabled: boolean) {
  return useQuery({ ...subDomainAvailabilityQueryOptions(subDomain), enabled: enabled && subDomain.length > 0 });
}
