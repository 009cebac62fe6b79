import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Store-app installs before they belong to an account (global tables: the merchant may not have
 * signed in yet). A state is the nonce of one Shopify authorization, used once; an install holds
 * the tokens a platform gave until the merchant signs in or up and links it, sealed like store
 * keys (decision 0035). Both expire within the hour.
 */
export const storeInstallStates = pgTable('store_install_states', {
  state: text('state').primaryKey(),
  channelId: integer('channel_id').notNull(),
  shop: text('shop').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const storeInstalls = pgTable(
  'store_installs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channelId: integer('channel_id').notNull(),
    shopName: text('shop_name').notNull(),
    /** The store's address, kept as the store row's url once linked. */
    shopUrl: text('shop_url').notNull(),
    ownerEmail: text('owner_email'),
    key1: text('key1'),
    key2: text('key2'),
    key3: text('key3'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('store_installs_expires_idx').on(t.expiresAt)],
);
