import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Every e-mail and SMS is written here first, in the transaction of the change that causes it;
 * the mail worker then delivers it (SMTP, the SMS provider), or keeps it here when none is
 * configured.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').notNull().defaultRandom(),
    tenantId: uuid('tenant_id').notNull(),
    /** email | sms */
    channel: text('channel').notNull().default('email'),
    /** system (sign-in, team, digest) | customer (to a merchant's customer) | test (a template's test send) */
    kind: text('kind').notNull().default('system'),
    /** An e-mail address, or an E.164 number for SMS. */
    toAddress: text('to_address').notNull(),
    /** Null: the product's default sender. */
    fromName: text('from_name'),
    fromAddress: text('from_address'),
    replyTo: text('reply_to'),
    ccAddresses: text('cc_addresses').array(),
    /** Extra headers (List-Unsubscribe). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /** The same key is queued once (a job that runs twice sends nothing twice). */
    idempotencyKey: text('idempotency_key'),
    /** pending -> sending (claimed) -> sent | kept (nothing configured) | failed (final error, or out of attempts) */
    status: text('status').notNull().default('pending'),
    attempts: smallint('attempts').notNull().default(0),
    /** When a pending message may be tried (again); a claim pushes it past the sending lease. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    error: text('error'),
    /** The provider's id for the message (SMTP message id, Twilio SID). */
    providerId: text('provider_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_tenant_created_idx').on(t.tenantId, t.createdAt),
    uniqueIndex('mail_outbox_idempotency_idx').on(t.tenantId, t.idempotencyKey),
    // An inbound SMS names only the customer's number: which merchant texted it last.
    index('mail_outbox_sms_recipient_idx').on(t.toAddress, t.createdAt).where(sql`${t.channel} = 'sms'`),
  ],
);
