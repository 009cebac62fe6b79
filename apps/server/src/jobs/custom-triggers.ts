import { automationSteps } from './automation-steps.js';
import type { WorkerJob } from './worker-context.js';

/** Custom triggers come due by the hour: a pass a minute fires them within a minute. */
const CUSTOM_TRIGGER_POLL_MS = 60_000;

/** Fires the custom triggers (no update for 24/48/72 hours, expected delivery passed; decision 0029). */
export const customTriggers: WorkerJob = {
  name: 'custom triggers',
  claims:
    'nothing locked: per active custom rule, up to 500 shipments that came due, in one transaction each; ' +
    'the run key of each occurrence makes a second pass over it write nothing',
  intervalMs: () => CUSTOM_TRIGGER_POLL_MS,
  async run({ services }, wake) {
    // The handler's own file, not the module's index: the index would load the whole module at start.
    const { CUSTOM_TRIGGER_BATCH, sweepCustomTriggers } = await import('../modules/automations/engine/custom-triggers.js');
    const written = await sweepCustomTriggers(services.ctx.db);
    if (written) wake(automationSteps.name);
    return written >= CUSTOM_TRIGGER_BATCH;
  },
};
