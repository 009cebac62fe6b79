import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditFilterQuery, AuditList } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';

export type AuditLogQuery = AuditFilterQuery & { pageId: number; limit: number };

export async function getAuditLog(query: AuditLogQuery, signal?: AbortSignal): Promise<AuditList> {
  return (await apiRequest<AuditList>('/audit_log', { query: { ...query }, signal })).data;
}

/** A page of the account's audit log, newest first; the previous page stays shown while the next loads. */
export function useAuditLog(query: AuditLogQuery) {
  return useQuery(
    queryOptions({
      queryKey: ['audit-log', query] as const,
      queryFn: ({ signal }) => getAuditLog(query, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
