import { sql } from 'drizzle-orm';
import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Domain events, written in the transaction of the change that causes them (outbox); a worker
 * hands each to its consumers (notifications, later automations and webhooks) exactly once.
 */
export const events = pgTable(
  'events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    type: text('type').notNull(),
    subjectId: uuid('subject_id').notNull(),
    payload: jsonb('payload').notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
  },
  (t) => [index('events_pending_idx').on(t.id).where(sql`${t.dispatchedAt} is null`)],
);
