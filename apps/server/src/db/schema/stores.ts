import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants, users } from './accounts.js';

/**
 * A store or courier integration (part 2 §3 Store). What key1-key3 hold depends on the
 * channel: for Australia Post key1 = secret key, key2 = API key, key3 = account number.
 * Keys are sealed by the secret box, each for its own record and slot (decision 0033).
 */
export const stores = pgTable(
  'stores',
  {
    id: uuid('id').notNull().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    channelId: integer('channel_id').notNull(),
    storeName: text('store_name').notNull(),
    url: text('url'),
    key1: text('key1'),
    key2: text('key2'),
    key3: text('key3'),
    active: smallint('active').notNull().default(1),
    sync: smallint('sync').notNull().default(0),
    /** False only on rows written before keys were sealed, until the start-up pass seals them. */
    keysSealed: boolean('keys_sealed').notNull().default(false),
    /** What the courier said of the keys: `unverified` ones are asked again in the background. */
    credentialStatus: text('credential_status').notNull().default('unverified'),
    credentialMessage: text('credential_message'),
    credentialCheckedAt: timestamp('credential_checked_at', { withTimezone: true }),
    /**
     * Stores' order sync (decision 0034): where the next sync reads from (the store's own
     * modification time), when the running one started (a claim that lapses if its worker dies),
     * and what the last one did. `sync = 1` without a start is a sync asked for and waiting.
     */
    syncCursor: text('sync_cursor'),
    syncStartedAt: timestamp('sync_started_at', { withTimezone: true }),
    lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
    lastSyncOrders: integer('last_sync_orders'),
    lastSyncCreated: integer('last_sync_created'),
    lastSyncError: text('last_sync_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    index('stores_tenant_channel_idx').on(t.tenantId, t.channelId),
    index('stores_user_channel_idx').on(t.userId, t.channelId),
    check('stores_active_check', sql`${t.active} in (0, 1)`),
    check('stores_credential_status_check', sql`${t.credentialStatus} in ('verified', 'unverified', 'rejected')`),
    // The background re-check looks for unverified keys across tenants.
    index('stores_unverified_idx').on(t.credentialCheckedAt).where(sql`credential_status = 'unverified'`),
    // The sync pass looks for stores due across tenants; courier accounts are never in it.
    // Store apps find their store by platform and shop (installs, uninstall and privacy webhooks).
    index('stores_channel_url_idx').on(t.channelId, t.url),
    index('stores_sync_due_idx').on(t.lastSyncedAt).where(sql`channel_id in (1, 2, 4, 5) and active = 1`),
  ],
);
