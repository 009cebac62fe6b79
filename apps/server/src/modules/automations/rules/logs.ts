import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
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
import { dateOf, rowsOf } from '../../../db/client.js';
import { automationSteps } from '../../../db/schema/index.js';
import { assertAccess, type AuthContext } from '../../../platform/auth.js';
import type { ServiceContext } from '../../../platform/context.js';
import { notFound } from '../../../platform/errors.js';
import { findRule } from './repository.js';

const eventNameOf = (event: string) =>
  triggerNameOf(event === 'CREATED' || event === 'UPDATED' ? { event_type: event as AutomationEventType } : { event_type: 'CUSTOM', custom_event_id: event });

/**
 * The rule's runs, newest first, each with its steps (pinned: `GET /automation/{id}/logs`). A
 * rule's evaluations are its runs and, for shipment events, the skips it is named in.
 */
export async function ruleLogs(ctx: ServiceContext, auth: AuthContext, ruleId: string, query: z.output<typeof automationLogsQuery>): Promise<{ runs: AutomationRunView[]; total: number }> {
  assertAccess(auth, 'automations');
  if (!(await findRule(ctx.db, auth.tenantId, ruleId))) throw notFound(AUTOMATION_MESSAGES.notFound);
  const prefix = query.searchQuery ? sql` and tracking_number ilike ${`${escapeLike(query.searchQuery)}%`}` : sql``;
  const runParts: SQL[] = [sql`tenant_id = ${auth.tenantId}::uuid and rule_id = ${ruleId}::uuid`, prefix];
  if (query.outcome) runParts.push(sql` and matched = ${query.outcome === 'matched'}`);
  const runsWhere = sql.join(runParts, sql``);
  // The rule's skips: those naming a skip set the rule is in.
  const skipsOfRule = sql`automation_skips s join automation_skip_sets k on k.tenant_id = s.tenant_id and k.id = s.set_id
    where s.tenant_id = ${auth.tenantId}::uuid and k.tenant_id = ${auth.tenantId}::uuid and k.rule_ids @> array[${ruleId}::uuid]${prefix}`;
  const withSkips = query.outcome !== 'matched';
  const entries = sql`
    select id, shipment_id, tracking_number, event, matched, reason, created_at from automation_runs where ${runsWhere}
    ${withSkips ? sql`union all select s.id, s.shipment_id, s.tracking_number, s.event, false, k.reasons[array_position(k.rule_ids, ${ruleId}::uuid)], s.created_at from ${skipsOfRule}` : sql``}`;
  const [page, counted] = await Promise.all([
    ctx.db.execute(sql`${entries} order by created_at desc, id desc offset ${(query.pageId - 1) * query.limit} limit ${query.limit}`),
    ctx.db.execute(sql`select (select count(*) from automation_runs where ${runsWhere})::int
      ${withSkips ? sql`+ (select count(*) from ${skipsOfRule})::int` : sql``} as n`),
  ]);
  const runs = rowsOf(page).map((row) => ({
    id: String(row.id),
    shipmentId: String(row.shipment_id),
    trackingNumber: String(row.tracking_number),
    event: String(row.event),
    matched: row.matched === true || row.matched === 't',
    reason: String(row.reason),
    createdAt: dateOf(row.created_at)!,
  }));
  const total = rowsOf(counted)[0];
  const steps = runs.length
    ? await ctx.db
        .select()
        .from(automationSteps)
        .where(and(eq(automationSteps.tenantId, auth.tenantId), inArray(automationSteps.runId, runs.map((run) => run.id))))
        .orderBy(automationSteps.actionIndex, automationSteps.step)
    : [];
  return {
    total: Number(total?.n ?? 0),
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
