import { sql } from 'drizzle-orm';
import { boolean, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * A merchant's automation rule (part 2 §3, pinned "Automations"). Conditions and actions are
 * kept as the builder sends them (validated by the contracts' rule schema on every save).
 */
export const automationRules = pgTable(
  'automation_rules',
  {
    id: uuid('id').notNull().defaultRandom(),
    tenantId: uuid('tenant_id').notNull(),
    name: text('name').notNull(),
    eventType: text('event_type').notNull(),
    customEventId: text('custom_event_id'),
    logicalOperator: text('logical_operator').notNull().default('AND'),
    active: boolean('active').notNull().default(true),
    /** When the rule was last switched on: custom triggers fire only for what happens after it. */
    activatedAt: timestamp('activated_at', { withTimezone: true }).notNull().defaultNow(),
    conditions: jsonb('conditions').notNull(),
    actions: jsonb('actions').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index('automation_rules_active_idx').on(t.tenantId, t.active, t.eventType)],
);

/**
 * One evaluation of a rule for one shipment (the rule log): every matched one, and the skipped
 * ones of custom triggers (their key is what makes a stall fire once; skipped shipment events
 * are kept in `automation_skips`). `event_key` names the occurrence
 * (an event id, or a custom trigger and the moment it came due), so an occurrence is evaluated
 * once however often the engine looks at it.
 */
export const automationRuns = pgTable(
  'automation_runs',
  {
    id: uuid('id').notNull().default(sql`uuid_v7()`),
    tenantId: uuid('tenant_id').notNull(),
    ruleId: uuid('rule_id').notNull(),
    shipmentId: uuid('shipment_id').notNull(),
    trackingNumber: text('tracking_number').notNull(),
    /** CREATED, UPDATED or a custom trigger id. */
    event: text('event').notNull(),
    eventKey: text('event_key').notNull(),
    matched: boolean('matched').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.ruleId], foreignColumns: [automationRules.tenantId, automationRules.id] }).onDelete('cascade'),
    uniqueIndex('automation_runs_occurrence_key').on(t.tenantId, t.ruleId, t.shipmentId, t.eventKey),
    index('automation_runs_rule_idx').on(t.tenantId, t.ruleId, t.createdAt),
    index('automation_runs_created_idx').on(t.createdAt),
  ],
);

/**
 * The rules a shipment event (CREATED, UPDATED) left skipped, one row per event and tenant,
 * naming its skip set. An event is evaluated once (in the transaction that takes it off the
 * queue), so skips need no key per rule: the occurrence's key keeps an event handed over twice
 * from being logged twice (decision 0029).
 */
export const automationSkips = pgTable(
  'automation_skips',
  {
    id: uuid('id').notNull().default(sql`uuid_v7()`),
    tenantId: uuid('tenant_id').notNull(),
    shipmentId: uuid('shipment_id').notNull(),
    trackingNumber: text('tracking_number').notNull(),
    /** CREATED or UPDATED. */
    event: text('event').notNull(),
    eventKey: text('event_key').notNull(),
    setId: uuid('set_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('automation_skips_occurrence_key').on(t.tenantId, t.shipmentId, t.eventKey),
    index('automation_skips_set_idx').on(t.tenantId, t.setId, t.createdAt),
    index('automation_skips_created_idx').on(t.createdAt),
  ],
);

/**
 * Which rules skipped and why, shared by every event that left the same rules skipped for the
 * same reasons (most do: a merchant's 35 rules fail the same conditions again and again):
 * `rule_ids[i]` skipped for `reasons[i]`. The id is a digest of the tenant, rules and reasons,
 * so a batch names its sets without reading them back.
 */
export const automationSkipSets = pgTable(
  'automation_skip_sets',
  {
    tenantId: uuid('tenant_id').notNull(),
    id: uuid('id').notNull(),
    ruleIds: uuid('rule_ids').array().notNull(),
    reasons: text('reasons').array().notNull(),
    /** When a skip last named the set (at most a day off): housekeeping keeps sets used in the last 30 days. */
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index('automation_skip_sets_rules_idx').using('gin', t.ruleIds)],
);

/**
 * One action of a matched run, at one repeat step. `status`: scheduled (waiting for `due_at`),
 * done, skipped, failed or cancelled. A step is carried out in the transaction that marks it
 * done, with its messages' idempotency keys named after it: it happens once.
 */
export const automationSteps = pgTable(
  'automation_steps',
  {
    id: uuid('id').notNull().default(sql`uuid_v7()`),
    tenantId: uuid('tenant_id').notNull(),
    ruleId: uuid('rule_id').notNull(),
    runId: uuid('run_id').notNull(),
    shipmentId: uuid('shipment_id').notNull(),
    actionIndex: integer('action_index').notNull(),
    actionType: text('action_type').notNull(),
    step: integer('step').notNull().default(0),
    status: text('status').notNull().default('scheduled'),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** Messages queued by this step (the list's "sends in the last 30 days"). */
    sends: integer('sends').notNull().default(0),
    detail: text('detail'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.runId], foreignColumns: [automationRuns.tenantId, automationRuns.id] }).onDelete('cascade'),
    uniqueIndex('automation_steps_step_key').on(t.tenantId, t.runId, t.actionIndex, t.step),
    index('automation_steps_due_idx').on(t.dueAt).where(sql`status = 'scheduled'`),
    index('automation_steps_rule_shipment_idx').on(t.tenantId, t.ruleId, t.shipmentId).where(sql`status = 'scheduled'`),
    index('automation_steps_sends_idx').on(t.tenantId, t.ruleId, t.doneAt).where(sql`sends > 0`),
  ],
);
