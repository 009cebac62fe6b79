import type { WorkerJob } from './worker-context.js';

/** Passes of the step executor side by side (each claims its own due steps). */
const AUTOMATION_STEP_PASSES = 2;

/** Runs due automation steps: e-mail or SMS into the outbox, or a change to the shipment (decision 0029). */
export const automationSteps: WorkerJob = {
  name: 'automation steps',
  claims:
    "automation_steps scheduled and due by due_at, 200 a pass, held by the transaction that runs them (no lease); " +
    'a step that meets a concurrent change is postponed, one that fails is recorded as failed',
  intervalMs: ({ config }) => config.eventPollMs,
  passes: AUTOMATION_STEP_PASSES,
  run: async ({ services }) => (await services.automations.runDue()) >= services.automations.batchSize,
};
