/** The pg-boss queue of imports: the route queues on it, jobs/import.ts runs it. */
export const IMPORT_JOB = 'shipments.import';
