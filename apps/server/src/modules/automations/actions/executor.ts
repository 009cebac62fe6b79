import type { FastifyBaseLogger } from 'fastify';
import type { AutomationAction, AutomationCondition } from '@trailpost/contracts';
import type { Db, Tx } from '../../../db/client.js';
import { isConcurrencyConflict } from '../../../db/errors.js';
import { groupByTenant } from '../../../platform/group-by-tenant.js';
import type { Config } from '../../../config.js';
import { usesOrigin } from '../engine/evaluate.js';
import { loadFacts, ruleOfRow } from '../engine/repository.js';
import { RULE_SWITCHED_OFF_DETAIL } from '../rules/repository.js';
import { afterHours, repeatEveryHours } from '../engine/timing.js';
import { sendEmails, sendSms } from './messages.js';
import { claimDueSteps, DUE_STEPS, finishSteps, postponeSteps, repeatStoppedSince, scheduleRepeats } from './repository.js';
import { assignAll, stopRepeat, tagAll } from './shipment-actions.js';
import { oneAtATime, type DueStep, type StepOutcome, type StepsHandler } from './step.js';
import { claimInScopes } from '../../../platform/claim.js';

/**
 * A step that lost a deadlock or a lock wait to another transaction (the tracking engine updating
 * the same shipment or its dashboard counts) is tried again after a few seconds, spread so that
 * the two do not meet again at once: the conflict says nothing about the step.
 */
const RETRY_AFTER_MS = { min: 2_000, spread: 8_000 };
const retryAt = () => new Date(Date.now() + RETRY_AFTER_MS.min + Math.random() * RETRY_AFTER_MS.spread);

/**
 * Each action type's handler, in the order a pass carries the types out (after the Stop Repeat
 * Actions, see runDue): assignments last, since they move dashboard counts whose rows stay locked
 * until the pass commits.
 */
const HANDLERS: Record<AutomationAction['type'], StepsHandler> = {
  EMAIL: sendEmails,
  SMS: oneAtATime(sendSms),
  REPEAT_ACTION_REMOVE: oneAtATime(stopRepeat),
  TAG: tagAll,
  ASSIGN_SHIPMENT: assignAll,
};

async function dueStepsOf(tx: Tx, rows: Record<string, unknown>[]): Promise<DueStep[]> {
  const steps = rows.map((row) => {
    const rule = ruleOfRow({ ...row, id: row.rule_id, created_at: row.rule_created_at, updated_at: row.rule_updated_at });
    return {
      id: String(row.id),
      tenantId: String(row.tenant_id),
      runId: String(row.run_id),
      shipmentId: String(row.shipment_id),
      actionIndex: Number(row.action_index),
      actionType: String(row.action_type),
      step: Number(row.step),
      rule,
      action: (rule.actions as AutomationAction[])[Number(row.action_index)],
      shipment: null,
      runAt: row.run_at instanceof Date ? row.run_at : new Date(String(row.run_at)),
    } satisfies DueStep as DueStep;
  });
  for (const [tenantId, mine] of groupByTenant(steps)) {
    const withOrigin = mine.some((step) => usesOrigin(step.rule.conditions as AutomationCondition[]));
    const facts = await loadFacts(tx, tenantId, [...new Set(mine.map((step) => step.shipmentId))], withOrigin);
    for (const step of mine) step.shipment = facts.get(step.shipmentId) ?? null;
  }
  return steps;
}

/** Why a due step is not carried out, if it is not. */
async function reasonToStop(tx: Tx, step: DueStep): Promise<StepOutcome | null> {
  const repeat = step.step > 0;
  if (!step.shipment) return { status: 'cancelled', detail: 'The shipment was deleted.' };
  if (!step.rule.active) return { status: repeat ? 'cancelled' : 'skipped', detail: RULE_SWITCHED_OFF_DETAIL };
  if (!step.action || step.action.type !== step.actionType) return { status: 'skipped', detail: 'The rule was edited: this action is no longer in it.' };
  if (repeat && step.shipment.status === 'Delivered') return { status: 'cancelled', detail: 'The shipment was delivered: the repeat stopped.' };
  if (repeat && (await repeatStoppedSince(tx, step.tenantId, step.rule.id, step.shipmentId, step.runAt))) return { status: 'cancelled', detail: 'A Stop Repeat Action rule stopped the repeat.' };
  return null;
}

/**
 * Carries out due steps, set-based: the steps of a pass are grouped by action type and each group
 * is carried out by a few statements, in a savepoint of the one transaction that also marks the
 * steps done and plans their repeats. A worker that dies mid-way leaves the steps scheduled, and
 * the next try starts afresh (messages' idempotency keys make any earlier queueing count once).
 * A group that fails is carried out again one step at a time, so one bad step fails alone.
 */
export function createStepExecutor(deps: { db: Db; config: Config; log: FastifyBaseLogger }, batchSize = 200) {
  /** What each step did, or null for steps that met a concurrent transaction and wait for another try. */
  async function carryOut(tx: Tx, steps: DueStep[]): Promise<(StepOutcome | null)[]> {
    try {
      return await tx.transaction(async (savepoint) => {
        const outcomes = await HANDLERS[steps[0]!.action!.type]({ db: savepoint, config: deps.config }, steps);
        const now = new Date();
        const repeats = steps.flatMap((step) => {
          const every = repeatEveryHours(step.action!);
          return every && step.shipment!.status !== 'Delivered' ? [{ of: { ...step, ruleId: step.rule.id }, dueAt: afterHours(now, every) }] : [];
        });
        await scheduleRepeats(savepoint, repeats);
        return outcomes;
      });
    } catch (error) {
      if (isConcurrencyConflict(error)) {
        deps.log.warn({ err: error, steps: steps.map((step) => step.id) }, 'automation steps met a concurrent transaction: trying again shortly');
        return steps.map(() => null);
      }
      if (steps.length > 1) {
        const outcomes: (StepOutcome | null)[] = [];
        for (const step of steps) outcomes.push(...(await carryOut(tx, [step])));
        return outcomes;
      }
      deps.log.error({ err: error, step: steps[0]!.id }, 'automation step failed');
      return [{ status: 'failed', detail: error instanceof Error ? error.message : String(error) }];
    }
  }

  /** Carries out steps (stopped ones aside) and marks each done, or due again after a conflict. */
  async function settle(tx: Tx, steps: DueStep[]): Promise<void> {
    const finished: { tenantId: string; id: string; outcome: StepOutcome }[] = [];
    const postponed: DueStep[] = [];
    const groups = new Map<AutomationAction['type'], DueStep[]>(Object.keys(HANDLERS).map((type) => [type as AutomationAction['type'], []]));
    for (const step of steps) {
      const stop = await reasonToStop(tx, step);
      if (stop) finished.push({ tenantId: step.tenantId, id: step.id, outcome: stop });
      else groups.get(step.action!.type)!.push(step);
    }
    for (const group of groups.values()) {
      if (!group.length) continue;
      const outcomes = await carryOut(tx, group);
      group.forEach((step, index) => {
        const outcome = outcomes[index];
        if (outcome) finished.push({ tenantId: step.tenantId, id: step.id, outcome });
        else postponed.push(step);
      });
    }
    await finishSteps(tx, finished);
    await postponeSteps(tx, postponed, retryAt());
  }

  return {
    batchSize,
    /** One pass over due steps; returns how many it took. */
    async runDue(limit = batchSize): Promise<number> {
      return claimInScopes(deps.db, { ...DUE_STEPS, limit }, (tenantId, scopeLimit) =>
        deps.db.transaction(async (tx) => {
          const rows = await claimDueSteps(tx, scopeLimit, tenantId);
          if (!rows.length) return 0;
          const steps = await dueStepsOf(tx, rows);
          // Stop Repeat Action first, marked done at once: a repeat due in the same pass then sees it.
          const stoppers = steps.filter((step) => step.actionType === 'REPEAT_ACTION_REMOVE');
          await settle(tx, stoppers);
          await settle(tx, steps.filter((step) => !stoppers.includes(step)));
          return rows.length;
        }),
      );
    },
  };
}

export type StepExecutor = ReturnType<typeof createStepExecutor>;
