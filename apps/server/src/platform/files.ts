import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { createJobQueue, type JobQueue } from './jobs.js';
import { createStorage, type FileStorage } from './storage.js';

declare module 'fastify' {
  interface FastifyInstance {
    files: FileStorage;
    jobs: JobQueue;
  }
}

/** File storage and the job queue, shared by every module; the queue stops with the app. */
export function registerFiles(app: FastifyInstance, database: Database, config: Config): void {
  app.decorate('files', createStorage(config, database.db));
  app.decorate('jobs', createJobQueue(database, app.log, { supervise: config.role !== 'api' }));
  app.addHook('onClose', async () => app.jobs.stop());
}
