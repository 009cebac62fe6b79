import type { FastifyBaseLogger } from 'fastify';

/**
 * A piece of background work the worker polls for: each pass claims a batch of due rows and
 * carries it out. Its definition says what it claims, how often it looks and how many passes
 * run side by side; its pass says whether it took a full batch.
 */
export interface PollingJob<C> {
  /** Names the job in the registry, the logs and the wake-ups of other jobs. */
  name: string;
  /** What a pass claims: the table, which rows are due, the batch, the lease and the retries. */
  claims: string;
  /** The wait after a pass that did not take a full batch. */
  intervalMs: (context: C) => number;
  /** Passes side by side (each claims its own batch, so they never take the same rows). */
  passes?: number;
  /**
   * One pass; answers whether it took a full batch (more is likely waiting: the next pass goes
   * at once). `wake` runs another job's next pass now, for work this pass committed for it.
   */
  run(context: C, wake: (job: string) => void): Promise<boolean>;
}

export interface RunningJobs {
  stop(): Promise<void>;
}

interface Loop {
  stop(): Promise<void>;
  /** Runs the next pass now rather than at the end of the wait (work arrived). */
  wake(): void;
}

/** Runs `pass` again `intervalMs` after each pass ends (at once when it found a full batch, or when woken). */
function loop(log: FastifyBaseLogger, name: string, intervalMs: number, pass: () => Promise<boolean>): Loop {
  let stopped = false;
  let busy = false;
  let wokenWhileBusy = false;
  let running: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout;
  const tick = () => {
    if (stopped) return;
    busy = true;
    wokenWhileBusy = false;
    running = pass()
      .catch((error: unknown) => {
        log.error({ err: error }, `${name} pass failed`);
        return false;
      })
      .then((more) => {
        busy = false;
        if (!stopped) timer = setTimeout(tick, more || wokenWhileBusy ? 0 : intervalMs);
      });
  };
  timer = setTimeout(tick, 0);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
    wake() {
      if (stopped) return;
      if (busy) wokenWhileBusy = true;
      else {
        clearTimeout(timer);
        timer = setTimeout(tick, 0);
      }
    },
  };
}

/** Loops that run side by side as one: woken and stopped together. */
function together(loops: Loop[]): Loop {
  return {
    async stop() {
      await Promise.all(loops.map((each) => each.stop()));
    },
    wake() {
      for (const each of loops) each.wake();
    },
  };
}

/**
 * Runs every polling job it is given, each on its own loop (a slow or failing job never delays
 * the others), until stopped. A pass goes again at once only after a full batch: a trickle of
 * work is then taken in batches at each wake or poll, rather than one tiny transaction per row.
 */
export function runPollingJobs<C>(jobs: readonly PollingJob<C>[], context: C, log: FastifyBaseLogger): RunningJobs {
  const loops = new Map<string, Loop>();
  const wake = (name: string) => loops.get(name)?.wake();
  for (const job of jobs) {
    if (loops.has(job.name)) throw new Error(`two polling jobs named ${job.name}`);
    const pass = () => job.run(context, wake);
    const intervalMs = job.intervalMs(context);
    loops.set(job.name, together(Array.from({ length: job.passes ?? 1 }, () => loop(log, job.name, intervalMs, pass))));
  }
  return {
    async stop() {
      await Promise.all([...loops.values()].map((each) => each.stop()));
    },
  };
}
