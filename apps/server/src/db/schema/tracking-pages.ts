import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './accounts.js';

/** A merchant's tracking-page template (part 2 §2.10, §3); exactly one per account is the default, which the public pages use. */
export const trackingPageTemplates = pgTable(
  'tracking_page_templates',
  {
    id: uuid('id').notNull().defaultRandom(),
    tenantId: uuid('tenant_id').notNull(),
    templateName: text('template_name').notNull(),
    /** Sanitised HTML: cleaned when saved and again when served. */
    body: text('body').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    /** The language the page shows when this template is published (BCP 47); null: the customer's. */
    language: text('language'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('tracking_page_templates_created_idx').on(t.tenantId, t.createdAt),
    uniqueIndex('tracking_page_templates_default_key').on(t.tenantId).where(sql`${t.isDefault}`),
  ],
);

/**
 * A merchant's tracking-page settings (Settings › Tracking Page). An account without a row has
 * the defaults of a new page; the migration that added the table gave every existing account a
 * row that keeps its pages answering as before (decision 0059).
 */
export const trackingPageSettings = pgTable('tracking_page_settings', {
  tenantId: uuid('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  /** An order-number lookup needs the order's e-mail or postal code; a tracking-number one shows no customer details. */
  orderLookupVerification: boolean('order_lookup_verification').notNull().default(true),
  /** The page's language when neither the link, the template nor the customer's browser names one of ours. */
  defaultLanguage: text('default_language').notNull().default('en'),
  /** The merchant's own wording: language → message key → text, over the message files. */
  texts: jsonb('texts').$type<Record<string, Record<string, string>>>().notNull().default({}),
  /** Which delivery date customers see: the courier's when it sends one (else ours), ours first, or the courier's only. */
  deliveryDateSource: text('delivery_date_source').notNull().default('courier_first'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
