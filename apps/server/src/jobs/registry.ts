import { digestJob } from '../modules/digest/job.js';
import type { Services } from '../services.js';
import { exportJob } from './export.js';
import { importJob } from './import.js';

/**
 * Every pg-boss job, defined once on the job queue of each process: the API queues them, the
 * worker runs them. The polling loops of the worker role are in workers.ts.
 */
export function defineJobs(services: Services): void {
  services.jobs.define(importJob(services));
  services.jobs.define(exportJob(services));
  services.jobs.define(digestJob(services.ctx, services.log));
}
