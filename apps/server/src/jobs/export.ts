import type { FileJobRef } from '../modules/file-jobs/index.js';
// The job's name alone: the module's index would load the exporter at start, defeating the lazy handler.
// eslint-disable-next-line trailpost/boundaries
import { EXPORT_JOB } from '../modules/exports/job-name.js';
import type { JobDefinition } from '../platform/jobs.js';
import type { Services } from '../services.js';
import { fileJobPayload } from './file-job-payload.js';

/** Writes the chosen shipments to a spreadsheet (queued by POST /export/trackings; decision 0014). */
export function exportJob({ ctx, files }: Pick<Services, 'ctx' | 'files'>): JobDefinition<FileJobRef> {
  return {
    name: EXPORT_JOB,
    payload: fileJobPayload,
    // The handler's own file, not the module's index: the index would load the whole module at start.
    run: async (ref) => (await import('../modules/exports/service.js')).runExport(ctx, files, ref),
    failed: async (ref) => (await import('../modules/exports/service.js')).failExport(ctx, ref),
  };
}
