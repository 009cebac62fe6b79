/** The pg-boss queue of exports: the route queues on it, jobs/export.ts runs it. */
export const EXPORT_JOB = 'shipments.export';
