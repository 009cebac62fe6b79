import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrganizationView } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';

export async function getOrganization(signal?: AbortSignal): Promise<OrganizationView> {
  return (await apiRequest<OrganizationView>('/user/organization', { signal })).data;
}

export const organizationQueryKey = ['user', 'organization'] as const;

/** The account's company details and logo. */
export function useOrganization() {
  return useQuery(queryOptions({ queryKey: organizationQueryKey, queryFn: ({ signal }) => getOrganization(signal) }));
}
