import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('tracking_page_templates_created_idx').on(t.tenantId, t.createdAt),
    uniqueIndex('tracking_page_templates_default_key').on(t.tenantId).where(sql`${t.isDefault}`),
  ],
);
