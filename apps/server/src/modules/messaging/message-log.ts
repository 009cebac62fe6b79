import { MESSAGE_LOG_PAGE_SIZE, MESSAGE_STATUSES, type MessageLogItem, type messageLogQuery } from '@trailpost/contracts';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { mailOutbox } from '../../db/schema/index.js';
import { assertAccess, type AuthContext } from '../../platform/auth.js';
import type { ServiceContext } from '../../platform/context.js';

type Query = z.output<typeof messageLogQuery>;
type Status = (typeof MESSAGE_STATUSES)[number];

const asStatus = (value: string): Status => ((MESSAGE_STATUSES as readonly string[]).includes(value) ? (value as Status) : 'pending');

/** A page of the tenant's customer and test messages, newest first (the product's own mail is not listed). */
export async function getMessageLog(ctx: ServiceContext, auth: AuthContext, query: Query): Promise<{ messages: MessageLogItem[]; total: number }> {
  assertAccess(auth, 'settings');
  const filters: SQL[] = [eq(mailOutbox.tenantId, auth.tenantId), inArray(mailOutbox.kind, ['customer', 'test'])];
  if (query.channel) filters.push(eq(mailOutbox.channel, query.channel));
  if (query.status) filters.push(eq(mailOutbox.status, query.status));
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(MESSAGE_LOG_PAGE_SIZE)
      .offset((query.pageId - 1) * MESSAGE_LOG_PAGE_SIZE),
    ctx.db.select({ n: count() }).from(mailOutbox).where(where),
  ]);
  return {
    total: Number(total?.n ?? 0),
    messages: rows.map((row) => ({
      _id: row.id,
      channel: row.channel === 'sms' ? 'sms' : 'email',
      kind: row.kind === 'test' ? 'test' : 'customer',
      to: row.toAddress,
      summary: row.channel === 'sms' ? row.textBody : row.subject,
      status: asStatus(row.status),
      attempts: row.attempts,
      error: row.error,
      created_at: row.createdAt.toISOString(),
      delivered_at: row.deliveredAt?.toISOString() ?? null,
    })),
  };
}
