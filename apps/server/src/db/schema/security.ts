import { sql } from 'drizzle-orm';
import { foreignKey, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

/** Single-use recovery codes of two-step sign-in: only a hash is kept, `used_at` spends one. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    tenantId: uuid('tenant_id').notNull(),
    userId: uuid('user_id').notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId, t.codeHash] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
  ],
);

/**
 * Sign-in challenges answered (the second step after the password): the challenge token is a
 * signed claim naming its tenant and id, and this row makes it single-use until it expires.
 */
export const twoFactorChallengesUsed = pgTable(
  'two_factor_challenges_used',
  {
    tenantId: uuid('tenant_id').notNull(),
    id: uuid('id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index('two_factor_challenges_used_expires_idx').on(t.expiresAt)],
);

/**
 * Who changed what (security- and money-relevant changes), written in the transaction of the
 * change. The actor is kept by value (e-mail) as well as by id, so an entry outlives its user.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    tenantId: uuid('tenant_id').notNull(),
    id: uuid('id').notNull().default(sql`uuid_v7()`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    actorUserId: uuid('actor_user_id'),
    actorEmail: text('actor_email'),
    actorApiKeyId: uuid('actor_api_key_id'),
    ip: text('ip'),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    /** `{ field: { before, after } }`, secrets masked. */
    changes: jsonb('changes').notNull().default({}),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('audit_log_tenant_created_idx').on(t.tenantId, t.createdAt),
    index('audit_log_tenant_action_idx').on(t.tenantId, t.action, t.createdAt),
  ],
);

/** Shopify webhook ids already handled (global, like installs): a delivery repeated is dropped. */
export const shopifyWebhookReceipts = pgTable(
  'shopify_webhook_receipts',
  {
    webhookId: text('webhook_id').primaryKey(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shopify_webhook_receipts_received_idx').on(t.receivedAt)],
);
