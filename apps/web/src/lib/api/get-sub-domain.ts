import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { subDomainRecord } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';

/**
 * The account's sub-domain, custom domain and the host its public pages are linked on
 * (`public_host`: the server's rule, the custom domain once verified). Read by onboarding, the
 * custom-domain screen, the track button and the shipment drawer's public link.
 */
export type SubDomainRecord = z.infer<typeof subDomainRecord>;

export async function getSubDomain(signal?: AbortSignal): Promise<SubDomainRecord> {
  return (await apiRequest<SubDomainRecord>('/user/sub_domain', { signal })).data;
}

/** Below ['user']: saving the sub-domain or checking the custom domain refreshes it. */
export const subDomainQueryKey = ['user', 'sub_domain'] as const;

export const subDomainQueryOptions = () => queryOptions({ queryKey: subDomainQueryKey, queryFn: ({ signal }) => getSubDomain(signal) });

export function useSubDomain() {
  return useQuery(subDomainQueryOptions());
}

/**
 * A public host as an origin, with this app's protocol and port: https and no port in
 * production, plain http and the local port when the app runs on one's own machine.
 */
export function publicOrigin(host: string, app: Pick<Location, 'protocol' | 'port'> = window.location): string {
  return `${app.protocol}//${host}${app.port ? `:${app.port}` : ''}`;
}
