import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Domain events, written in the transaction of the change that causes them (outbox); a worker
 * hands each to its consumers (notifications, later automations and webhooks) exactly once.
 */
export const events = pgTable(
  'events',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    tenantId: uuid('tenant_id').notNull(),
    type: text('type').notNull(),
    subjectId: uuid('subject_id').notNull(),
    payload: jsonb('payload').notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('events_pending_idx').on(t.id).where(sql`${t.dispatchedAt} is null`),
  ],
);

/**
 * An event on its way to one consumer: each consumer keeps its own queue, so a failing or slow
 * consumer never holds the others back (decision 0017). A row is deleted once its consumer
 * has handled the event; a failure moves `due_at` back; past the last attempt the row stays
 * as the dead-letter record (`dead_at`).
 */
export const eventDeliveries = pgTable(
  'event_deliveries',
  {
    tenantId: uuid('tenant_id').notNull(),
    consumer: text('consumer').notNull(),
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    deadAt: timestamp('dead_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.consumer, t.eventId] }),
    index('event_deliveries_due_idx').on(t.consumer, t.dueAt, t.eventId).where(sql`${t.deadAt} is null`),
  ],
);
