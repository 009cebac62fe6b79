import { pino } from 'pino';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { EmbeddedDatabaseInUse } from './db/embedded-lock.js';
import { migrate } from './db/migrate.js';
import { sealPlainStoreKeys } from './modules/integrations/index.js';
import { startJobs } from './jobs/registry.js';
import { createServices } from './services.js';
import { loggerOptions } from './platform/logging.js';

/**
 * Entry: open the database, migrate, then run the API, the workers, or both (--role). The worker
 * role builds the services alone and runs the job registry: no HTTP server, no routes.
 */
async function main(): Promise<void> {
  const startedAt = Date.now();
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrate(database);
  // Keys stored in clear before migration 0032 are sealed before anything reads them.
  await sealPlainStoreKeys({ db: database.db, config });

  const app = config.role === 'worker' ? null : await buildApp({ config, database, logger: loggerOptions(config.logLevel) });
  const services = app?.services ?? createServices({ config, database, log: pino(loggerOptions(config.logLevel) as pino.LoggerOptions) });
  const log = services.log;
  const background = config.role === 'api' ? null : startJobs(services, config);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await background?.stop();
    // The app closes the services it made; the worker closes its own.
    if (app) await app.close();
    else await services.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  if (!app) {
    log.info({ database: database.kind, ms: Date.now() - startedAt }, 'worker started');
    return;
  }
  await app.listen({ port: config.port, host: config.host });
  const url = config.publicUrl;
  log.info({ database: database.kind, role: config.role, ms: Date.now() - startedAt }, `Trailpost is running at ${url}`);
  // The one line a person starting the product looks for.
  process.stdout.write(`\nTrailpost is running at ${url}\n\n`);
}

main().catch((error: unknown) => {
  // A database another process holds is the operator's to resolve: its message says how.
  console.error(error instanceof EmbeddedDatabaseInUse ? error.message : error);
  process.exit(1);
});
