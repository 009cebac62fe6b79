import type { FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import { forgetStaleSignInRecords } from './modules/accounts/housekeeping.js';
import { forgetOldDigestRecords } from './modules/digest/repository.js';
import { RECHECK_BATCH, recheckDueDomains } from './modules/sender-domains/recheck.js';

const HOUSEKEEPING_INTERVAL_MS = 10 * 60_000;
const SENDER_DOMAIN_POLL_MS = 60_000;
/** The digest reads yesterday within two hours of 08:00: a week of its records is plenty. */
const DIGEST_RETENTION_MS = 7 * 24 * 60 * 60_000;

export interface Workers {
  stop(): Promise<void>;
}

/** Runs `pass` again `intervalMs` after each pass ends (at once when it found a full batch). */
function loop(app: FastifyInstance, name: string, intervalMs: number, pass: () => Promise<boolean>) {
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout;
  const tick = () => {
    if (stopped) return;
    running = pass()
      .catch((error: unknown) => {
        app.log.error({ err: error }, `${name} pass failed`);
        return false;
      })
      .then((busy) => {
        if (!stopped) timer = setTimeout(tick, busy ? 0 : intervalMs);
      });
  };
  timer = setTimeout(tick, 0);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}

/** Background work of a worker process: mail delivery, event hand-over and the tracking scheduler. */
export function startWorkers(app: FastifyInstance, config: Config): Workers {
  const stops = [
    app.jobs.work(),
    loop(app, 'mail delivery', config.mailPollMs, async () => (await app.mail.deliverPending()) > 0),
    loop(app, 'events', config.eventPollMs, async () => (await app.events.fanOut()) > 0),
    // Each consumer on its own loop: a slow or failing one never delays the others.
    ...app.events.consumers.map((name) => loop(app, `events: ${name}`, config.eventPollMs, async () => (await app.events.deliver(name)) > 0)),
    loop(app, 'housekeeping', HOUSEKEEPING_INTERVAL_MS, async () => {
      await forgetStaleSignInRecords(app.ctx.db);
      await forgetOldDigestRecords(app.ctx.db, new Date(Date.now() - DIGEST_RETENTION_MS));
      return false;
    }),
    // Unverified sender domains come due every 5 minutes at most: a pass a minute is soon enough.
    loop(app, 'sender-domain checks', SENDER_DOMAIN_POLL_MS, async () => (await recheckDueDomains(app.ctx)) >= RECHECK_BATCH),
    loop(app, 'tracking', config.trackingPollMs, async () => {
      const { checked } = await app.tracking.pollOnce();
      return checked >= 50;
    }),
  ];
  return {
    async stop() {
      await Promise.all(stops.map((stop) => stop()));
    },
  };
}
