import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './accounts.js';

/** One language's version of an e-mail template; the template's own subject and body are the default. */
export interface EmailVariant {
  language: string;
  subject: string;
  body: string;
}
export interface SmsVariant {
  language: string;
  body: string;
}

/** A merchant's e-mail template (part 2 §2.6, §3). `from_email` null sends from the default no-reply address. */
export const emailTemplates = pgTable(
  'email_templates',
  {
    id: uuid('id').notNull().defaultRandom(),
    tenantId: uuid('tenant_id').notNull(),
    templateName: text('template_name').notNull(),
    fromName: text('from_name').notNull().default(''),
    fromEmail: text('from_email'),
    replyTo: text('reply_to').notNull(),
    ccEmails: text('cc_emails').array().notNull().default([]),
    subject: text('subject').notNull(),
    /** Sanitised HTML: cleaned when saved and again when rendered. */
    body: text('body').notNull(),
    /** The template in other languages (part 3 `variants`), bodies sanitised like `body`. */
    variants: jsonb('variants').$type<EmailVariant[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index('email_templates_created_idx').on(t.tenantId, t.createdAt)],
);

/** A merchant's SMS template (part 2 §2.7, §3). */
export const smsTemplates = pgTable(
  'sms_templates',
  {
    id: uuid('id').notNull().defaultRandom(),
    tenantId: uuid('tenant_id').notNull(),
    templateName: text('template_name').notNull(),
    body: text('body').notNull(),
    variants: jsonb('variants').$type<SmsVariant[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index('sms_templates_created_idx').on(t.tenantId, t.createdAt)],
);

/**
 * A merchant's sender domain (part 2 §2.8): the addresses added under it and its DKIM key pair.
 * The private key is sealed by the secret box; verification re-checks on a schedule.
 */
export const senderDomains = pgTable(
  'sender_domains',
  {
    id: uuid('id').notNull().defaultRandom(),
    tenantId: uuid('tenant_id').notNull(),
    domain: text('domain').notNull(),
    emails: text('emails').array().notNull().default([]),
    dkimSelector: text('dkim_selector').notNull(),
    dkimPrivateKey: text('dkim_private_key').notNull(),
    dkimPublicKey: text('dkim_public_key').notNull(),
    isVerified: boolean('is_verified').notNull().default(false),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
    /** What the last check found, record by record. */
    lastCheck: jsonb('last_check'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('sender_domains_domain_idx').on(t.tenantId, t.domain),
    index('sender_domains_next_check_idx').on(t.nextCheckAt),
  ],
);

/** Addresses that followed a merchant's unsubscribe link: that merchant's automated mail skips them. */
export const mailUnsubscribes = pgTable(
  'mail_unsubscribes',
  {
    tenantId: uuid('tenant_id').notNull(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.email] })],
);

/**
 * Numbers that replied STOP (or UNSUBSCRIBE, CANCEL, END, QUIT) to this merchant's SMS: its
 * automations send them none until they reply START or UNSTOP (part 3 "Inbound SMS").
 */
export const smsOptOuts = pgTable(
  'sms_opt_outs',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** E.164. */
    phoneNumber: text('phone_number').notNull(),
    /** The word the customer replied with, as received (upper case). */
    keyword: text('keyword').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.phoneNumber] })],
);

/**
 * A merchant's SMS settings. An account without a row has the defaults: quiet hours 21:00 to
 * 08:00 in the recipient's time zone. A row with no start and end has quiet hours off.
 */
export const smsSettings = pgTable('sms_settings', {
  tenantId: uuid('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  /** `HH:MM`, 24-hour; both null: no quiet hours. */
  quietHoursStart: text('quiet_hours_start'),
  quietHoursEnd: text('quiet_hours_end'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
