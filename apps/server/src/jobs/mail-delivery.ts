import type { WorkerJob } from './worker-context.js';

/** Sends the outbox over SMTP or Twilio, or keeps it locally (platform/message-delivery.ts; decisions 0003, 0027). */
export const mailDelivery: WorkerJob = {
  name: 'mail delivery',
  claims:
    'mail_outbox rows pending (or whose sending lapsed) due by next_attempt_at, 20 a pass, leased for 10 minutes; ' +
    'retried with back-off (1 minute to 12 hours, 8 attempts), and a claim that lapsed on its last attempt fails',
  intervalMs: ({ config }) => config.mailPollMs,
  // Any message handled: the next pass goes at once, until the outbox has nothing due.
  run: async ({ services }) => (await services.mail.deliverPending()) > 0,
};
