import type { AutomationAction, AutomationStepStatus } from '@trailpost/contracts';
import type { ServiceContext } from '../../../platform/context.js';
import type { RuleRow } from '../rules/repository.js';
import type { ShipmentFacts } from '../engine/facts.js';

/** A due step with what carrying it out needs. */
export interface DueStep {
  id: string;
  tenantId: string;
  runId: string;
  shipmentId: string;
  actionIndex: number;
  /** The type the step was planned for: an edit that changed the action makes it stale. */
  actionType: string;
  step: number;
  rule: RuleRow;
  action: AutomationAction | undefined;
  /** Null when the shipment was deleted. */
  shipment: ShipmentFacts | null;
  /** When the run that planned this step was evaluated: a repeat stop after it ends the repeat. */
  runAt: Date;
}

/** What a step did. */
export interface StepOutcome {
  status: Exclude<AutomationStepStatus, 'scheduled'>;
  detail: string;
  /** Messages queued. */
  sends?: number;
}

/** Carries out one step inside the executor's transaction (`ctx.db` is that transaction). */
export type StepHandler = (ctx: ServiceContext, step: DueStep) => Promise<StepOutcome>;

/** Carries out steps of one action type together, answering in their order (set-based: a few statements for the lot). */
export type StepsHandler = (ctx: ServiceContext, steps: DueStep[]) => Promise<StepOutcome[]>;

/** A handler with nothing to share between steps, run for each in turn. */
export const oneAtATime =
  (handler: StepHandler): StepsHandler =>
  async (ctx, steps) => {
    const outcomes: StepOutcome[] = [];
    for (const step of steps) outcomes.push(await handler(ctx, step));
    return outcomes;
  };

