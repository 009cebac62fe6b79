import { sql } from 'drizzle-orm';
import { bigint, boolean, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenants, users } from './accounts.js';

/**
 * A developer API key (part 2 §2.4): it acts as its owner. Looked up by the hash of the token
 * (a global lookup like sessions', decision 0004); the token itself is sealed by the secret box
 * so that its owner can view and copy it again.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').notNull().defaultRandom(),
    tenantId: uuid('tenant_id').notNull(),
    userId: uuid('user_id').notNull(),
    tokenName: text('token_name').notNull(),
    tokenHash: text('token_hash').notNull(),
    sealedToken: text('sealed_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Written at most once a minute per key. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    uniqueIndex('api_keys_tenant_token_hash_key').on(t.tenantId, t.tokenHash),
    index('api_keys_tenant_user_idx').on(t.tenantId, t.userId, t.createdAt),
  ],
);

/** A merchant's webhook endpoint (part 2 §2.3, pinned "Webhooks"). Secrets are sealed by the secret box. */
export const webhookSubscriptions = pgTable(
  'webhook_subscriptions',
  {
    id: uuid('id').notNull().defaultRandom(),
    tenantId: uuid('tenant_id').notNull(),
    endpointUrl: text('endpoint_url').notNull(),
    active: boolean('active').notNull().default(true),
    notifyIfInactive: boolean('notify_if_inactive').notNull().default(false),
    emailAlerts: text('email_alerts').array().notNull().default([]),
    sealedSecret: text('sealed_secret').notNull(),
    /** After a rotation the previous secret signs too, until `previous_secret_expires_at`. */
    sealedPreviousSecret: text('sealed_previous_secret'),
    previousSecretExpiresAt: timestamp('previous_secret_expires_at', { withTimezone: true }),
    /** The first failure since the last success: the switch-off clock. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    disabledReason: text('disabled_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index('webhook_subscriptions_active_idx').on(t.tenantId, t.active)],
);

/**
 * One event for one endpoint. Its body is frozen when the event is taken, so every attempt and
 * every replay sends the same bytes under the same `webhook-id` (`msg_` + id).
 * `status`: pending (waiting or between attempts), sending (claimed; the lease is
 * `next_attempt_at`), succeeded, failed.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').notNull().defaultRandom(),
    tenantId: uuid('tenant_id').notNull(),
    subscriptionId: uuid('subscription_id').notNull(),
    eventType: text('event_type').notNull(),
    /** The source event (null for a test event): with the subscription it makes a delivery unique. */
    eventId: bigint('event_id', { mode: 'number' }),
    shipmentId: uuid('shipment_id'),
    trackingNumber: text('tracking_number'),
    /** The JSON body exactly as sent. */
    body: text('body').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    responseCode: integer('response_code'),
    responseBody: text('response_body'),
    error: text('error'),
    /** When the change happened: the delay to the first attempt is measured from here. */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.subscriptionId], foreignColumns: [webhookSubscriptions.tenantId, webhookSubscriptions.id] }).onDelete('cascade'),
    uniqueIndex('webhook_deliveries_event_key').on(t.tenantId, t.subscriptionId, t.eventId),
    index('webhook_deliveries_log_idx').on(t.tenantId, t.subscriptionId, t.createdAt),
    index('webhook_deliveries_due_idx').on(t.nextAttemptAt).where(sql`status in ('pending', 'sending')`),
  ],
);

/**
 * A POST that creates, sent with an `Idempotency-Key` (part 3): the first answer, replayed to a
 * repeat of the same request for 24 hours. `status_code` is null while the first request runs.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    tenantId: uuid('tenant_id').notNull(),
    key: text('key').notNull(),
    /** The method, route and a hash of the body: the same key with anything else is refused. */
    fingerprint: text('fingerprint').notNull(),
    statusCode: integer('status_code'),
    response: text('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.key] }),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }).onDelete('cascade'),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
