import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SubUserView } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';

export type SubUserPage = { users: SubUserView[]; total: number };

export async function getSubUsers(pageId: number, limit: number, signal?: AbortSignal): Promise<SubUserPage> {
  const envelope = await apiRequest<SubUserView[]>('/sub_user/list', { query: { pageId, limit }, signal });
  const meta = envelope.meta as typeof envelope.meta & { total_records?: number };
  return { users: envelope.data, total: meta.total_records ?? envelope.data.length };
}

/** One page of sub-users (pageId from 1) and how many there are. */
export function useSubUsers(pageId: number, limit: number) {
  return useQuery(
    queryOptions({
      queryKey: ['team', 'sub-users', pageId, limit] as const,
      queryFn: ({ signal }) => getSubUsers(pageId, limit, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
