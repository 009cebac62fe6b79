import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RoleView } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';

export async function getRoles(signal?: AbortSignal): Promise<RoleView[]> {
  return (await apiRequest<RoleView[]>('/role/list', { signal })).data;
}

export const rolesQueryKey = ['team', 'roles'] as const;

/** The account's roles with how many users hold each. */
export function useRoles() {
  return useQuery(queryOptions({ queryKey: rolesQueryKey, queryFn: ({ signal }) => getRoles(signal) }));
}
