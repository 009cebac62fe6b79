import type { FastifyInstance } from 'fastify';
import type { Config } from './config.js';

export interface Workers {
  stop(): Promise<void>;
}

/** Background work of a worker process: for now, delivering the mail outbox. */
export function startWorkers(app: FastifyInstance, config: Config): Workers {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    running = app.mail
      .deliverPending()
      .catch((error: unknown) => app.log.error({ err: error }, 'mail delivery pass failed'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, config.mailPollMs);
      });
  };
  let timer = setTimeout(tick, 0);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
