import type { Config } from '../config.js';
import type { Db } from '../db/client.js';

/** What every service function receives: the database and the configuration. */
export interface ServiceContext {
  db: Db;
  config: Config;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: ServiceContext;
  }
}
