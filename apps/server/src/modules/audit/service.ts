import { pageInfo, type AuditFilterQuery, type AuditList, type AuditListQuery } from '@trailpost/contracts';
import { NO_ACCESS_MESSAGE, type AuthContext } from '../../platform/auth.js';
import type { ServiceContext } from '../../platform/context.js';
import { forbidden } from '../../platform/errors.js';
import * as repo from './repository.js';
import { toEntryView } from './views.js';

/** The audit log is the account owner's alone: a sub-user never reads who did what. */
export function assertAuditReader(auth: AuthContext): AuthContext {
  if (auth.userType !== 'user') throw forbidden(NO_ACCESS_MESSAGE);
  return auth;
}

export const filtersOf = (query: AuditFilterQuery): repo.AuditFilters => ({
  action: query.action,
  userId: query.user_id,
  from: query.from ? new Date(query.from) : undefined,
  to: query.to ? new Date(query.to) : undefined,
});

/** GET /audit_log: a page of the caller's account's entries, newest first. */
export async function listAuditLog(ctx: ServiceContext, auth: AuthContext, query: AuditListQuery): Promise<AuditList> {
  assertAuditReader(auth);
  const { rows, total } = await repo.listEntries(ctx.db, auth.tenantId, filtersOf(query), { offset: (query.pageId - 1) * query.limit, limit: query.limit });
  return { entries: rows.map(toEntryView), total_records: total, page_info: pageInfo(query.pageId, query.limit, total) };
}
