import PgBoss from 'pg-boss';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import type { ZodType } from 'zod';
import type { Database } from '../db/client.js';
import { HEARTBEAT_MS, STALL_MS, SUPERVISE_MS, takeStalledJobs, withHeartbeat } from './job-heartbeats.js';

export interface JobInfo {
  id: string;
  retryCount: number;
}

export interface JobDefinition<T extends object> {
  name: string;
  /** What a job of this name carries, checked before it runs: a job that does not match fails like a run that throws. */
  payload?: ZodType<T>;
  /** Does the work. Throwing retries it (retryLimit times), then `failed` has the last word. */
  run(data: T, job: JobInfo): Promise<void>;
  /** A job that failed for good: it threw on its last try, or its worker vanished past expiry. */
  failed(data: T, reason: string): Promise<void>;
  retryLimit?: number;
  /**
   * An active job not finished within this time counts as crashed and is retried: the backstop
   * behind heartbeats, which catch a crashed worker within a minute.
   */
  expireInSeconds?: number;
  /** A recurring job: pg-boss's cron (UTC) queues it; one instance per tick, whatever the processes. */
  cron?: string;
}

export interface JobQueue {
  define<T extends object>(definition: JobDefinition<T>): void;
  send<T extends object>(name: string, data: T): Promise<string>;
  /** Starts polling every defined queue; the returned function stops it. */
  work(): () => Promise<void>;
  /** Runs jobs in this process until none is due (tests and benchmarks). */
  drain(): Promise<number>;
  /** Retries jobs whose worker stopped beating and expires those past their time, as supervision does. */
  maintain(): Promise<void>;
  stop(): Promise<void>;
}

/** pg-boss talks to the database through one function: the pg pool, or the in-process PGlite. */
function executorOf(database: Database): PgBoss.Db {
  if (database.pool) {
    const pool = database.pool;
    return { executeSql: (text, values) => pool.query(text, values) };
  }
  const pglite = (database.db as unknown as { $client: PGlite }).$client;
  return {
    async executeSql(text, values) {
      if (values?.length) return pglite.query(text, values);
      // Its schema scripts are several statements in one string, which only exec() runs.
      const results = await pglite.exec(text);
      return results[results.length - 1] ?? { rows: [] };
    },
  };
}

const failedQueue = (name: string) => `${name}.failed`;
const reasonOf = (output: unknown) => {
  const message = (output as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : 'the worker stopped before finishing';
};

/**
 * The job queue of DESIGN §1: pg-boss on the product's own database, PostgreSQL or PGlite
 * (decision: jobs on pg-boss for both databases). Every queue has a dead-letter queue whose
 * worker calls the definition's `failed`, so no job ends without a result.
 */
export function createJobQueue(database: Database, log: FastifyBaseLogger, options: { supervise: boolean; heartbeatMs?: number }): JobQueue {
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  const boss = new PgBoss({
    db: executorOf(database),
    supervise: options.supervise,
    // Worker processes turn schedules into jobs; the API only registers them.
    schedule: options.supervise,
    maintenanceIntervalSeconds: 60,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  const definitions = new Map<string, JobDefinition<object>>();
  let starting: Promise<void> | null = null;

  const ready = () => {
    starting ??= (async () => {
      await boss.start();
      for (const definition of definitions.values()) {
        await boss.createQueue(failedQueue(definition.name), { name: failedQueue(definition.name), retryLimit: 5 });
        await boss.createQueue(definition.name, {
          name: definition.name,
          retryLimit: definition.retryLimit ?? 2,
          expireInSeconds: definition.expireInSeconds ?? 15 * 60,
          deadLetter: failedQueue(definition.name),
        });
        if (definition.cron) await boss.schedule(definition.name, definition.cron, {}, { tz: 'UTC', singletonKey: definition.name });
      }
    })().catch((error: unknown) => {
      starting = null;
      throw error;
    });
    return starting;
  };

  const runOne = (definition: JobDefinition<object>) => async (job: PgBoss.Job<object>) =>
    withHeartbeat(database.db, definition.name, job.id, heartbeatMs, () =>
      definition.run(definition.payload ? definition.payload.parse(job.data) : job.data, { id: job.id, retryCount: (job as PgBoss.JobWithMetadata<object>).retryCount ?? 0 }),
    );

  /** A job whose worker stopped beating fails over to a retry, which the next free worker takes. */
  async function reviveStalled(): Promise<void> {
    for (const { jobId, queue } of await takeStalledJobs(database.db, STALL_MS)) {
      log.warn({ jobId, queue }, 'job worker stopped answering; handing the job to another worker');
      await boss.fail(queue, jobId, { message: 'the worker stopped answering' });
    }
  }
  const failOne = (definition: JobDefinition<object>) => async (job: PgBoss.JobWithMetadata<object>) =>
    definition.failed(job.data, reasonOf(job.output));

  /** Fetches one job of `queue` and settles it as pg-boss's own worker would. */
  async function settleNext(queue: string, handle: (job: PgBoss.JobWithMetadata<object>) => Promise<void>): Promise<boolean> {
    const [job] = await boss.fetch<object>(queue, { includeMetadata: true });
    if (!job) return false;
    try {
      await handle(job);
      await boss.complete(queue, job.id);
    } catch (error) {
      await boss.fail(queue, job.id, { message: error instanceof Error ? error.message : String(error) });
    }
    return true;
  }

  return {
    define(definition) {
      if (starting) throw new Error(`job ${definition.name} defined after the queue started`);
      definitions.set(definition.name, definition as unknown as JobDefinition<object>);
    },
    async send(name, data) {
      await ready();
      const id = await boss.send(name, data);
      if (!id) throw new Error(`job ${name} was not queued`);
      return id;
    },
    work() {
      const names: string[] = [];
      const started = ready().then(async () => {
        for (const definition of definitions.values()) {
          const pollingIntervalSeconds = 1;
          const run = runOne(definition);
          const fail = failOne(definition);
          names.push(
            await boss.work<object>(definition.name, { pollingIntervalSeconds }, async ([job]) => run(job!)),
            await boss.work<object>(failedQueue(definition.name), { pollingIntervalSeconds, includeMetadata: true }, async ([job]) => fail(job!)),
          );
        }
      });
      started.catch((error: unknown) => log.error({ err: error }, 'job workers did not start'));
      const supervision = options.supervise
        ? setInterval(() => void reviveStalled().catch((error: unknown) => log.error({ err: error }, 'job supervision failed')), SUPERVISE_MS)
        : null;
      return async () => {
        if (supervision) clearInterval(supervision);
        await started.catch(() => undefined);
        await Promise.all(names.map((name) => boss.offWork(name)));
      };
    },
    async drain() {
      await ready();
      let handled = 0;
      for (let busy = true; busy; ) {
        busy = false;
        for (const definition of definitions.values()) {
          while (await settleNext(definition.name, runOne(definition))) {
            handled++;
            busy = true;
          }
          while (await settleNext(failedQueue(definition.name), failOne(definition))) busy = true;
        }
      }
      return handled;
    },
    async maintain() {
      await ready();
      await reviveStalled();
      await boss.maintain();
    },
    async stop() {
      if (!starting) return;
      await starting.catch(() => undefined);
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
