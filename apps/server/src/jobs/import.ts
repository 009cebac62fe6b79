import type { FileJobRef } from '../modules/file-jobs/service.js';
import { IMPORT_JOB } from '../modules/imports/job-name.js';
import type { JobDefinition } from '../platform/jobs.js';
import type { Services } from '../services.js';
import { fileJobPayload } from './file-job-payload.js';

/** Reads an uploaded spreadsheet into shipments (queued by POST /import/tracking; decision 0013). */
export function importJob({ ctx, files }: Pick<Services, 'ctx' | 'files'>): JobDefinition<FileJobRef> {
  return {
    name: IMPORT_JOB,
    payload: fileJobPayload,
    run: async (ref) => (await import('../modules/imports/service.js')).runImport(ctx, files, ref),
    failed: async (ref) => (await import('../modules/imports/service.js')).failImport(ctx, ref),
  };
}
