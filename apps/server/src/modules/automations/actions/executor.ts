import type { FastifyBaseLogger } from 'fastify';
import type { AutomationAction, AutomationCondition } from '@trailpost/contracts';
import type { Db, Tx } from '../../../db/client.js';
import { isConcurrencyConflict } from '../../../db/errors.js';
import type { Config } from '../../../config.js';
import { usesOrigin } from '../engine/evaluate.js';
import { loadFacts, ruleOfRow } from '../engine/repository.js';
import { RULE_SWITCHED_OFF_DETAIL } from '../rules/repository.js';
import { afterHours, repeatEveryHours } from '../engine/timing.js';
import { sendMessage } from './messages.js';
import { claimDueSteps, finishStep, postponeStep, repeatStoppedSince, scheduleRepeat } from './repository.js';
import { assign, stopRepeat, tag } from './shipment-actions.js';
import type { DueStep, StepHandler, StepOutcome } from './step.js';

/**
 * A step that lost a deadlock or a lock wait to another transaction (the tracking engine updating
 * the same shipment or its dashboard counts) is tried again after a few seconds, spread so that
 * the two do not meet again at once: the conflict says nothing about the step.
 */
const RETRY_AFTER_MS = { min: 2_000, spread: 8_000 };
const retryAt = () => new Date(Date.now() + RETRY_AFTER_MS.min + Math.random() * RETRY_AFTER_MS.spread);

const HANDLERS: Record<AutomationAction['type'], StepHandler> = { EMAIL: sendMessage, SMS: sendMessage, ASSIGN_SHIPMENT: assign, TAG: tag, REPEAT_ACTION_REMOVE: stopRepeat };

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
  for (const tenantId of new Set(steps.map((step) => step.tenantId))) {
    const mine = steps.filter((step) => step.tenantId === tenantId);
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
 * Carries out due steps. Each step runs in a savepoint of one transaction that also marks it
 * done and plans its next repeat: a worker that dies mid-way leaves the step scheduled, and the
 * next try starts afresh (its messages' idempotency keys make any earlier queueing count once).
 */
export function createStepExecutor(deps: { db: Db; config: Config; log: FastifyBaseLogger }, batchSize = 50) {
  /** What the step did, or null when it met a concurrent transaction and waits for another try. */
  async function carryOut(tx: Tx, step: DueStep): Promise<StepOutcome | null> {
    const stop = await reasonToStop(tx, step);
    if (stop) return stop;
    try {
      return await tx.transaction(async (savepoint) => {
        const outcome = await HANDLERS[step.action!.type]({ db: savepoint, config: deps.config }, step);
        const every = repeatEveryHours(step.action!);
        if (every && step.shipment!.status !== 'Delivered') await scheduleRepeat(savepoint, { ...step, ruleId: step.rule.id }, afterHours(new Date(), every));
        return outcome;
      });
    } catch (error) {
      if (isConcurrencyConflict(error)) {
        deps.log.warn({ err: error, step: step.id }, 'automation step met a concurrent transaction: trying again shortly');
        return null;
      }
      deps.log.error({ err: error, step: step.id }, 'automation step failed');
      return { status: 'failed', detail: error instanceof Error ? error.message : String(error) };
    }
  }

  return {
    batchSize,
    /** One pass over due steps; returns how many it took. */
    async runDue(limit = batchSize): Promise<number> {
      return deps.db.transaction(async (tx) => {
        const rows = await claimDueSteps(tx, limit);
        if (!rows.length) return 0;
        for (const step of await dueStepsOf(tx, rows)) {
          const outcome = await carryOut(tx, step);
          if (outcome) await finishStep(tx, step.tenantId, step.id, outcome);
          else await postponeStep(tx, step.tenantId, step.id, retryAt());
        }
        return rows.length;
      });
    },
  };
}

export type StepExecutor = ReturnType<typeof createStepExecutor>;
