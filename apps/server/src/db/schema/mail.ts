import { index, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every e-mail is written here first, in the transaction of the change that causes it;
 * the mail worker then delivers it by SMTP, or keeps it here when no SMTP is configured.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').notNull().defaultRandom(),
    tenantId: uuid('tenant_id').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /** pending -> sent | kept (no SMTP) | failed */
    status: text('status').notNull().default('pending'),
    attempts: smallint('attempts').notNull().default(0),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('mail_outbox_status_idx').on(t.status, t.createdAt),
  ],
);
