import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubUserView } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';

/** The largest page the sub-user list gives: the filter offers the first this many members. */
const MEMBERS_PAGE = 35;

export async function getTeamMembers(signal?: AbortSignal): Promise<SubUserView[]> {
  return (await apiRequest<SubUserView[]>('/sub_user/list', { query: { pageId: 1, limit: MEMBERS_PAGE }, signal })).data;
}

/** The account's sub-users, for the audit log's "who" filter. */
export function useTeamMembers() {
  return useQuery(queryOptions({ queryKey: ['audit-log', 'members'] as const, queryFn: ({ signal }) => getTeamMembers(signal) }));
}
