import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  ACTION_LABELS,
  AUTOMATION_MESSAGES,
  triggerNameOf,
  type ActionType,
  type AutomationEventType,
  type AutomationRunView,
  type AutomationStepStatus,
  type automationLogsQuery,
} from '@trailpost/contracts';
import type { z } from 'zod';
import { escapeLike } from '../../../db/like.js';
import { automationRuns, automationSteps } from '../../../db/schema/index.js';
import { assertAccess, type AuthContext } from '../../../platform/auth.js';
import type { ServiceContext } from '../../../platform/context.js';
import { notFound } from '../../../platform/errors.js';
import { findRule } from './repository.js';

const eventNameOf = (event: string) =>
  triggerNameOf(event === 'CREATED' || event === 'UPDATED' ? { event_type: event as AutomationEventType } : { event_type: 'CUSTOM', custom_event_id: event });

/** The rule's runs, newest first, each with its steps (pinned: `GET /automation/{id}/logs`). */
export async function ruleLogs(ctx: ServiceContext, auth: AuthContext, ruleId: string, query: z.output<typeof automationLogsQuery>): Promise<{ runs: AutomationRunView[]; total: number }> {
  assertAccess(auth, 'automations');
  if (!(await findRule(ctx.db, auth.tenantId, ruleId))) throw notFound(AUTOMATION_MESSAGES.notFound);
  const parts: SQL[] = [eq(automationRuns.tenantId, auth.tenantId), eq(automationRuns.ruleId, ruleId)];
  if (query.outcome) parts.push(eq(automationRuns.matched, query.outcome === 'matched'));
  if (query.searchQuery) parts.push(sql`${automationRuns.trackingNumber} ilike ${`${escapeLike(query.searchQuery)}%`}`);
  const where = and(...parts)!;
  const [runs, [total]] = await Promise.all([
    ctx.db.select().from(automationRuns).where(where).orderBy(desc(automationRuns.createdAt), desc(automationRuns.id)).offset((query.pageId - 1) * query.limit).limit(query.limit),
    ctx.db.select({ n: count() }).from(automationRuns).where(where),
  ]);
  const steps = runs.length
    ? await ctx.db
        .select()
        .from(automationSteps)
        .where(and(eq(automationSteps.tenantId, auth.tenantId), inArray(automationSteps.runId, runs.map((run) => run.id))))
        .orderBy(automationSteps.actionIndex, automationSteps.step)
    : [];
  return {
    total: total?.n ?? 0,
    runs: runs.map((run) => ({
      id: run.id,
      shipment_id: run.shipmentId,
      tracking_number: run.trackingNumber,
      event: run.event,
      event_name: eventNameOf(run.event),
      outcome: run.matched ? 'matched' : 'skipped',
      reason: run.reason,
      created: run.createdAt.toISOString(),
      actions: steps
        .filter((step) => step.runId === run.id)
        .map((step) => ({
          id: step.id,
          type: step.actionType as ActionType,
          label: ACTION_LABELS[step.actionType as ActionType] ?? step.actionType,
          step: step.step,
          status: step.status as AutomationStepStatus,
          detail: step.detail,
          due_at: step.dueAt.toISOString(),
          done_at: step.doneAt?.toISOString() ?? null,
        })),
    })),
  };
}
