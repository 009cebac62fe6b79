import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomDomainView } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';

export async function getCustomDomain(signal?: AbortSignal): Promise<CustomDomainView> {
  return (await apiRequest<CustomDomainView>('/user/custom_domain', { signal })).data;
}

/** Below ['user']: saving the sub-domain or the custom domain refreshes it. */
export const customDomainQueryKey = ['user', 'custom_domain'] as const;

export const customDomainQueryOptions = () => queryOptions({ queryKey: customDomainQueryKey, queryFn: ({ signal }) => getCustomDomain(signal) });

/** The custom domain's check: status, when it was last checked and the CNAME target it needs. */
export function useCustomDomain() {
  return useQuery(customDomainQueryOptions());
}
