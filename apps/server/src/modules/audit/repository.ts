import { and, count, desc, eq, gte, lt, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';

export type AuditRow = typeof auditLog.$inferSelect;

export interface AuditFilters {
  action?: string;
  userId?: string;
  from?: Date;
  to?: Date;
}

function matching(tenantId: string, filters: AuditFilters): SQL {
  const conditions: SQL[] = [eq(auditLog.tenantId, tenantId)];
  if (filters.action) conditions.push(eq(auditLog.action, filters.action));
  if (filters.userId) conditions.push(eq(auditLog.actorUserId, filters.userId));
  if (filters.from) conditions.push(gte(auditLog.createdAt, filters.from));
  if (filters.to) conditions.push(lte(auditLog.createdAt, filters.to));
  return and(...conditions)!;
}

const newestFirst = [desc(auditLog.createdAt), desc(auditLog.id)];

/** A page of the tenant's entries, newest first, and how many match in all. */
export async function listEntries(db: Db, tenantId: string, filters: AuditFilters, page: { offset: number; limit: number }) {
  const where = matching(tenantId, filters);
  const [rows, [total]] = await Promise.all([
    db.select().from(auditLog).where(where).orderBy(...newestFirst).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/**
 * Every matching entry, newest first, a batch at a time. Offset paging: created_at holds
 * microseconds a JavaScript Date cannot carry back, so a keyset on it would skip rows.
 */
export async function* entriesInBatches(db: Db, tenantId: string, filters: AuditFilters, batch: number): AsyncGenerator<AuditRow[]> {
  const where = matching(tenantId, filters);
  for (let offset = 0; ; offset += batch) {
    const rows = await db.select().from(auditLog).where(where).orderBy(...newestFirst).limit(batch).offset(offset);
    if (rows.length > 0) yield rows;
    if (rows.length < batch) return;
  }
}

/** Housekeeping: removes every tenant's entries written before `before`. */
export async function forgetOldEntries(db: Db, before: Date): Promise<number> {
  const rows = await db.delete(auditLog).where(lt(auditLog.createdAt, before)).returning({ id: auditLog.id });
  return rows.length;
}
