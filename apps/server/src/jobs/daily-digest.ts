import type { JobDefinition } from '../platform/jobs.js';
import type { ServiceContext } from '../platform/context.js';
import type { FastifyBaseLogger } from 'fastify';

export const DIGEST_JOB = 'daily-digest';

/**
 * Every quarter hour (every zone's 08:00 falls on one), on pg-boss's schedule, on PGlite as on
 * PostgreSQL. A run that finds nobody due does nothing; one that overlaps another sends nothing twice.
 */
export function digestJob(ctx: ServiceContext, log: FastifyBaseLogger): JobDefinition<object> {
  return {
    name: DIGEST_JOB,
    cron: '*/15 * * * *',
    async run() {
      // The handler's own file, not the module's index: the index would load the whole module at start.
      const { runDigest } = await import('../modules/digest/run-digest.js');
      const outcome = await runDigest(ctx);
      if (outcome.sent || outcome.empty) log.info(outcome, 'daily digest run');
    },
    async failed(_data, reason) {
      log.error({ reason }, 'daily digest run failed; the next quarter hour tries again');
    },
    retryLimit: 1,
    expireInSeconds: 14 * 60,
  };
}
