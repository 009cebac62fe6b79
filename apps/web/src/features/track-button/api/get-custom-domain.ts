import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomDomainView } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';

export async function getCustomDomain(signal?: AbortSignal): Promise<CustomDomainView> {
  return (await apiRequest<CustomDomainView>('/user/custom_domain', { signal })).data;
}

export const customDomainQueryOptions = () =>
  queryOptions({ queryKey: ['user', 'custom_domain'] as const, queryFn: ({ signal }) => getCustomDomain(signal), retry: false });

/** The custom domain and whether it serves the pages yet (only once verified). */
export function useCustomDomain() {
  return useQuery(customDomainQueryOptions());
}
