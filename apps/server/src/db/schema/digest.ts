import { date, foreignKey, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

/**
 * What the daily digest counts, kept by its event consumer (decision 0022): per tenant,
 * quarter-hour (UTC) and assigned sub-user (UNASSIGNED_KEY for none). Every time zone's
 * midnight falls on a quarter hour, so any local day is a whole number of buckets.
 */
export const digestTallies = pgTable(
  'digest_tallies',
  {
    tenantId: uuid('tenant_id').notNull(),
    bucket: timestamp('bucket', { withTimezone: true }).notNull(),
    assignedKey: uuid('assigned_key').notNull(),
    created: integer('created').notNull().default(0),
    delivered: integer('delivered').notNull().default(0),
    exceptions: integer('exceptions').notNull().default(0),
    failedAttempts: integer('failed_attempts').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.bucket, t.assignedKey] })],
);

/** One row per user and local day the digest was decided for: sent, or skipped as empty. Never twice. */
export const digestSends = pgTable(
  'digest_sends',
  {
    tenantId: uuid('tenant_id').notNull(),
    userId: uuid('user_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    outcome: text('outcome').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId, t.day] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
  ],
);
