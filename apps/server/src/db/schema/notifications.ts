import { sql } from 'drizzle-orm';
import { bigint, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

/**
 * A user's notification (part 1 §3 Notification item). `event_id` ties a notification to the
 * domain event that raised it, so handing an event over twice stores it once.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').notNull().defaultRandom(),
    tenantId: uuid('tenant_id').notNull(),
    userId: uuid('user_id').notNull(),
    /** tracking, import or export. */
    type: text('type').notNull(),
    message: text('message').notNull(),
    /** Where the notification leads (a shipment, a result or export file). */
    link: text('link'),
    /** What it tells, for the kinds a user may mute (`tracking.expired`...); null for the others. */
    kind: text('kind'),
    /** How many notices one grouped notification stands for; 1 for a single one. */
    count: integer('count').notNull().default(1),
    subjectId: uuid('subject_id'),
    eventId: bigint('event_id', { mode: 'number' }),
    /** Set when the user opens the list: what is unread is what has no read time. */
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    index('notifications_user_created_idx').on(t.tenantId, t.userId, t.createdAt),
    index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
    uniqueIndex('notifications_tenant_event_user_key').on(t.tenantId, t.eventId, t.userId),
  ],
);

/** The kinds of notice a user muted: none of them is stored or sent to that user. */
export const notificationMutes = pgTable(
  'notification_mutes',
  {
    tenantId: uuid('tenant_id').notNull(),
    userId: uuid('user_id').notNull(),
    kind: text('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId, t.kind] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
  ],
);
