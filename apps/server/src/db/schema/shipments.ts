import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, date, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './accounts.js';

const STATUS_CHECK = sql.raw(
  "('Pending','InfoReceived','InTransit','OutForDelivery','Delivered','Exception','FailedAttempt','Expired')",
);

/** A tracked parcel; unique per tenant on (courier slug, tracking number). */
export const shipments = pgTable(
  'shipments',
  {
    // Time-ordered (UUID version 7, migration 0031): bulk inserts land at the end of every index
    // that holds the id, a third faster than random ids (decision 0031).
    id: uuid('id').notNull().default(sql`uuid_v7()`),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    trackingNumber: text('tracking_number').notNull(),
    slug: text('slug').notNull(),
    currentStatus: text('current_status').notNull().default('Pending'),
    assignedId: uuid('assigned_id'),
    source: text('source').notNull().default('Web'),
    orderId: text('order_id'),
    orderUrl: text('order_url'),
    customerName: text('customer_name'),
    customerEmails: text('customer_emails').array().notNull().default(sql`'{}'::text[]`),
    otherEmails: text('other_emails').array().notNull().default(sql`'{}'::text[]`),
    customerPhoneNumbers: text('customer_phone_numbers').array().notNull().default(sql`'{}'::text[]`),
    postalCode: text('postal_code'),
    trackingShipDate: date('tracking_ship_date'),
    /** The customer's language (BCP 47, canonical), as a store, an import, the API or a person gave it. */
    language: text('language'),
    shipmentType: text('shipment_type'),
    originCountry: text('origin_country'),
    originState: text('origin_state'),
    destinationCountry: text('destination_country'),
    destinationState: text('destination_state'),
    expectedDelivery: timestamp('expected_delivery', { withTimezone: true }),
    /** As of when the provider said the expected delivery: only a newer answer replaces it. */
    expectedDeliveryAt: timestamp('expected_delivery_at', { withTimezone: true }),
    /**
     * Our predicted delivery date and the range around it (local dates in the merchant's zone),
     * from delivered history (decision 0063), with what it was based on, refreshed on every check.
     */
    predictedDelivery: date('predicted_delivery'),
    predictedEarliest: date('predicted_earliest'),
    predictedLatest: date('predicted_latest'),
    predictionBasis: jsonb('prediction_basis').$type<Record<string, unknown>>(),
    /** The date customers are shown: the courier's or ours, as the merchant chose (tracking page settings). */
    customerDeliveryDate: date('customer_delivery_date'),
    /** The first date customers were shown, kept once set: on-time delivery is measured against it. */
    promisedDelivery: date('promised_delivery'),
    /**
     * The newest status a provider reported or a person set, and as of when (decision 0015):
     * it wins over the checkpoints when at least as new as the newest of them.
     */
    reportedStatus: text('reported_status'),
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    /** Days in transit once delivered (part 1 §3 delivery_time). */
    deliveryTime: integer('delivery_time'),
    /** Time of the first checkpoint: transit days count from here. */
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /**
     * Facts of the scans the delivery performance counts (decision 0064): the time of the earliest
     * FailedAttempt checkpoint (a first-attempt delivery has none before delivered_at), and whether
     * an Exception checkpoint was ever stored.
     */
    failedAttemptAt: timestamp('failed_attempt_at', { withTimezone: true }),
    exceptionSeen: boolean('exception_seen').notNull().default(false),
    lastCheckpointMessage: text('last_checkpoint_message'),
    lastCheckpointLocation: text('last_checkpoint_location'),
    lastCheckpointTime: timestamp('last_checkpoint_time', { withTimezone: true }),
    lastCheckpointTag: text('last_checkpoint_tag'),
    tagIds: uuid('tag_ids').array().notNull().default(sql`'{}'::uuid[]`),
    /** When the tracking engine should next ask the provider; null once Delivered or Expired. */
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    /** Consecutive provider failures, for back-off. */
    checkFailures: integer('check_failures').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    // 17TRACK's pushes name a shipment by its id alone (decision 0009).
    index('shipments_id_idx').on(t.id),
    uniqueIndex('shipments_tenant_courier_number_key').on(t.tenantId, t.slug, t.trackingNumber),
    // Ascending on purpose: scanned backwards they give exactly ORDER BY created_at DESC, id DESC
    // (NULLS FIRST), which a "DESC NULLS LAST" index cannot.
    index('shipments_tenant_created_idx').on(t.tenantId, t.createdAt, t.id),
    index('shipments_tenant_status_created_idx').on(t.tenantId, t.currentStatus, t.createdAt, t.id),
    index('shipments_tenant_assigned_created_idx').on(t.tenantId, t.assignedId, t.createdAt, t.id),
    // The courier, origin and destination filter indexes carry the other filter columns
    // (INCLUDE), which Drizzle cannot declare: they live in migration 0005.
    index('shipments_tenant_shipped_idx').on(t.tenantId, t.shippedAt),
    index('shipments_tag_ids_idx').using('gin', t.tagIds),
    // The list's "due today" and "late" filters: only shipments still on their way are in it.
    index('shipments_tenant_customer_date_idx')
      .on(t.tenantId, t.customerDeliveryDate)
      .where(sql`${t.currentStatus} not in ('Delivered', 'Expired') and ${t.customerDeliveryDate} is not null`),
    // Search indexes (prefix of tracking number, order id, customer name, first e-mail) are
    // expression indexes Drizzle cannot declare: migration 0009.
    // The scheduler's scan: only shipments still being followed are in it.
    index('shipments_due_idx').on(t.nextCheckAt).where(sql`${t.nextCheckAt} is not null`),
    check('shipments_status_check', sql`${t.currentStatus} in ${STATUS_CHECK}`),
    // Followed until final: a trigger (migration 0017) gives every open shipment a next check
    // and clears it on final ones, whatever path wrote the row.
  ],
);

/** A courier scan of a shipment, newest shown first. */
export const checkpoints = pgTable(
  'checkpoints',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    tenantId: uuid('tenant_id').notNull(),
    shipmentId: uuid('shipment_id').notNull(),
    checkpointTime: timestamp('checkpoint_time', { withTimezone: true }),
    tag: text('tag').notNull(),
    subtag: text('subtag'),
    message: text('message').notNull(),
    location: text('location'),
    countryIso: text('country_iso'),
    /** Identity of the event at its provider, so a repeated event is stored once. */
    dedupeKey: text('dedupe_key').notNull(),
    /** Shown in the timeline, but never decides the status (measurements, address updates…). */
    informational: boolean('informational').notNull().default(false),
    /** The courier's word is not in the adapter's table yet: `subtag` keeps it, `tag` is the fallback. */
    unmapped: boolean('unmapped').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.shipmentId], foreignColumns: [shipments.tenantId, shipments.id] }).onDelete('cascade'),
    uniqueIndex('checkpoints_tenant_shipment_dedupe_key').on(t.tenantId, t.shipmentId, t.dedupeKey),
    index('checkpoints_tenant_shipment_time_idx').on(t.tenantId, t.shipmentId, t.checkpointTime.desc()),
    // The operator's list of courier words to map (health details): rare rows, a small index.
    index('checkpoints_unmapped_idx').on(t.subtag).where(sql`${t.unmapped}`),
  ],
);

/** Shipment tags of a tenant; names are unique per tenant regardless of case. */
export const tags = pgTable(
  'tags',
  {
    id: uuid('id').notNull().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    tagName: text('tag_name').notNull(),
    tagColor: text('tag_color').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('tags_tenant_name_key').on(t.tenantId, sql`lower(${t.tagName})`),
  ],
);

/**
 * Shipments per tenant and status, kept exact by the shipments module with each change
 * (modules/shipments/counters.ts, decision 0053), so the All tab and the status tabs never
 * count a million rows per request.
 */
export const shipmentStatusCounts = pgTable(
  'shipment_status_counts',
  {
    tenantId: uuid('tenant_id').notNull(),
    status: text('status').notNull(),
    count: bigint('count', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.status] })],
);

