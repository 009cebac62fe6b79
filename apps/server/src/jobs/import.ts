import type { FileJobRef } from '../modules/file-jobs/index.js';
// The job's name alone: the module's index would load the importer at start, defeating the lazy handler.
// eslint-disable-next-line trailpost/boundaries
import { IMPORT_JOB } from '../modules/imports/job-name.js';
import type { JobDefinition } from '../platform/jobs.js';
import type { Services } from '../services.js';
import { fileJobPayload } from './file-job-payload.js';

/** Reads an uploaded spreadsheet into shipments (queued by POST /import/tracking; decision 0013). */
export function importJob({ ctx, files }: Pick<Services, 'ctx' | 'files'>): JobDefinition<FileJobRef> {
  return {
    name: IMPORT_JOB,
    payload: fileJobPayload,
    // The handler's own file, not the module's index: the index would load the whole module at start.
    run: async (ref) => (await import('../modules/imports/service.js')).runImport(ctx, files, ref),
    failed: async (ref) => (await import('../modules/imports/service.js')).failImport(ctx, ref),
  };
}
