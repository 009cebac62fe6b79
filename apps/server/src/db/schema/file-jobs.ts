import { sql } from 'drizzle-orm';
import { customType, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

/** Sorted half-open ranges [from, to) of an import's data-row ordinals. */
export type OrdinalRanges = [number, number][];

/** An int4multirange: the database merges the ranges, checks overlaps, and keeps them sorted. */
const ordinalRanges = customType<{ data: OrdinalRanges; driverData: string }>({
  dataType: () => 'int4multirange',
  fromDriver: (text) => [...text.matchAll(/\[(-?\d+),(-?\d+)\)/g)].map((match) => [Number(match[1]), Number(match[2])]),
  toDriver: (ranges) => `{${ranges.map(([from, to]) => `[${from},${to})`).join(',')}}`,
});

/**
 * An import or export a user asked for. The queue runs it; this row is its progress and result,
 * so a rerun skips the rows committed batches stored and tells the user exactly once.
 */
export const fileJobs = pgTable(
  'file_jobs',
  {
    id: uuid('id').notNull().defaultRandom(),
    tenantId: uuid('tenant_id').notNull(),
    userId: uuid('user_id').notNull(),
    /** import | export */
    kind: text('kind').notNull(),
    /** queued -> running -> done | failed */
    status: text('status').notNull().default('queued'),
    /** What was asked: the uploaded file's key, or the export request. */
    input: jsonb('input').notNull(),
    /** Data rows already handled by committed batches (imports). */
    progress: integer('progress').notNull().default(0),
    /** The data rows (ordinals) of committed batches, which commit in any order: a rerun skips them. */
    storedRows: ordinalRanges('stored_rows').notNull().default(sql`'{}'::int4multirange`),
    created: integer('created').notNull().default(0),
    /** Row numbers found already stored (duplicates), kept for the result file of a resumed run. */
    duplicateRows: integer('duplicate_rows').array().notNull().default(sql`'{}'::integer[]`),
    /** Counts and message shown to the user. */
    result: jsonb('result'),
    /** Storage key of the result or export file. */
    fileKey: text('file_key'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    index('file_jobs_tenant_user_created_idx').on(t.tenantId, t.userId, t.createdAt),
  ],
);

/**
 * A running job's pulse: its worker writes `beat_at` every few seconds; one silent for longer
 * than the stall limit is handed to another worker at once instead of after the queue's expiry.
 */
export const jobHeartbeats = pgTable('job_heartbeats', {
  jobId: uuid('job_id').primaryKey(),
  queue: text('queue').notNull(),
  beatAt: timestamp('beat_at', { withTimezone: true }).notNull().defaultNow(),
});
