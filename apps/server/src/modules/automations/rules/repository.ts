import { and, count, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { AutomationAction, AutomationCondition } from '@trailpost/contracts';
import type { Db } from '../../../db/client.js';
import { automationRules, automationSteps } from '../../../db/schema/index.js';
import { escapeLike } from '../../../db/like.js';

export type RuleRow = typeof automationRules.$inferSelect;

export interface RuleValues {
  name: string;
  eventType: string;
  customEventId: string | null;
  logicalOperator: 'AND' | 'OR';
  conditions: AutomationCondition[];
  actions: AutomationAction[];
}

export interface RuleFilter {
  searchQuery?: string;
  /** CREATED, UPDATED, CUSTOM (Inbuilt stands for the first two). */
  eventTypes: string[];
  /** CREATED, UPDATED or custom trigger ids. */
  triggers: string[];
  actionTypes: string[];
}

function whereOf(tenantId: string, filter: RuleFilter): SQL {
  const parts: SQL[] = [eq(automationRules.tenantId, tenantId)];
  if (filter.searchQuery) parts.push(sql`${automationRules.name} ilike ${`%${escapeLike(filter.searchQuery)}%`}`);
  if (filter.eventTypes.length) parts.push(inArray(automationRules.eventType, filter.eventTypes));
  if (filter.triggers.length) parts.push(sql`coalesce(${automationRules.customEventId}, ${automationRules.eventType}) in ${filter.triggers}`);
  if (filter.actionTypes.length) {
    const types = sql.join(filter.actionTypes.map((type) => sql`${type}::text`), sql`, `);
    parts.push(sql`exists (select 1 from jsonb_array_elements(${automationRules.actions}) a where a->>'type' in (${types}))`);
  }
  return and(...parts)!;
}

export async function listRules(db: Db, tenantId: string, filter: RuleFilter, page: { offset: number; limit: number }) {
  const where = whereOf(tenantId, filter);
  const [rows, [total]] = await Promise.all([
    db.select().from(automationRules).where(where).orderBy(desc(automationRules.createdAt), desc(automationRules.id)).offset(page.offset).limit(page.limit),
    db.select({ n: count() }).from(automationRules).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function countRules(db: Db, tenantId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(automationRules).where(eq(automationRules.tenantId, tenantId));
  return row?.n ?? 0;
}

export async function findRule(db: Db, tenantId: string, id: string): Promise<RuleRow | null> {
  const [row] = await db.select().from(automationRules).where(and(eq(automationRules.tenantId, tenantId), eq(automationRules.id, id)));
  return row ?? null;
}

export async function insertRule(db: Db, tenantId: string, values: RuleValues & { active: boolean }): Promise<RuleRow> {
  const [row] = await db.insert(automationRules).values({ tenantId, ...values }).returning();
  return row!;
}

export async function updateRule(db: Db, tenantId: string, id: string, values: RuleValues): Promise<RuleRow | null> {
  const [row] = await db
    .update(automationRules)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(automationRules.tenantId, tenantId), eq(automationRules.id, id)))
    .returning();
  return row ?? null;
}

export const RULE_SWITCHED_OFF_DETAIL = 'The rule is switched off.';

/**
 * Switching on restarts the custom triggers' clock: they fire for what comes due from now on.
 * Switching off stops the rule's planned repeats (pinned): switching on again does not revive them.
 */
export async function setRuleActive(db: Db, tenantId: string, id: string, active: boolean): Promise<RuleRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(automationRules)
      .set({ active, updatedAt: new Date(), ...(active ? { activatedAt: sql`case when ${automationRules.active} then ${automationRules.activatedAt} else ${new Date()}::timestamptz end` } : {}) })
      .where(and(eq(automationRules.tenantId, tenantId), eq(automationRules.id, id)))
      .returning();
    if (row && !active) {
      await tx
        .update(automationSteps)
        .set({ status: 'cancelled', detail: RULE_SWITCHED_OFF_DETAIL, doneAt: new Date() })
        .where(and(eq(automationSteps.tenantId, tenantId), eq(automationSteps.ruleId, id), eq(automationSteps.status, 'scheduled'), gt(automationSteps.step, 0)));
    }
    return row ?? null;
  });
}

/** Deletes an inactive rule (its runs and steps go with it); false when missing or still on. */
export async function deleteInactiveRule(db: Db, tenantId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(automationRules)
    .where(and(eq(automationRules.tenantId, tenantId), eq(automationRules.id, id), eq(automationRules.active, false)))
    .returning({ id: automationRules.id });
  return deleted.length > 0;
}

/** Messages each rule queued since `since` (the list's "sends in the last 30 days"). */
export async function sendsSince(db: Db, tenantId: string, ruleIds: string[], since: Date): Promise<Map<string, number>> {
  if (!ruleIds.length) return new Map();
  const rows = await db
    .select({ ruleId: automationSteps.ruleId, sends: sql<number>`sum(${automationSteps.sends})::int` })
    .from(automationSteps)
    .where(and(eq(automationSteps.tenantId, tenantId), inArray(automationSteps.ruleId, ruleIds), sql`${automationSteps.sends} > 0`, sql`${automationSteps.doneAt} >= ${since}`))
    .groupBy(automationSteps.ruleId);
  return new Map(rows.map((row) => [row.ruleId, Number(row.sends)]));
}

/** Rules (on or off) with a repeating message, for "Stop Repeat Action". */
export async function rulesWithRepeat(db: Db, tenantId: string): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: automationRules.id, name: automationRules.name })
    .from(automationRules)
    .where(and(eq(automationRules.tenantId, tenantId), sql`exists (select 1 from jsonb_array_elements(${automationRules.actions}) a where a->'request_params'->>'action_type' = 'Immediately And Repeat')`))
    .orderBy(automationRules.name);
}
