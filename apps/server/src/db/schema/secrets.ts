import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Server-wide secrets (signing keys), generated once and shared by every process through the
 * database, so a token one process signs verifies in another.
 */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
