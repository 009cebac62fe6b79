import type { Config } from '../config.js';
import type { PollingJob } from '../platform/job-runner.js';
import type { Services } from '../services.js';

/** What the worker's polling jobs run on. */
export interface WorkerContext {
  services: Services;
  config: Config;
}

/** A polling job of the worker role (platform/job-runner.ts runs it). */
export type WorkerJob = PollingJob<WorkerContext>;
