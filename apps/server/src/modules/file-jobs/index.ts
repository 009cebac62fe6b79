/** The file-jobs module's public API: other modules, the app, the jobs and start-up import only this file. */
export { createFileJob, findFileJob, recordBatch, settleFileJob, startFileJob, type FileJob, type FileJobKind, type FileJobRef, type Outcome } from './service.js';
